'use client';

import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { DEFAULT_CATEGORIES, browserStorage, readConsent, type ConsentCategories } from '@/lib/cookie-consent';

const CATEGORY_TEXT = {
  necessary: {
    title: 'Nödvändiga',
    text: 'Krävs för att webbplatsen ska fungera, till exempel för att komma ihåg ditt val om cookies. Kan inte stängas av.',
  },
  functional: {
    title: 'Funktionella',
    text: 'Jämförelsen, kalkylatorn och Elpriset just nu kommer ihåg ditt senaste postnummer, elområde, din förbrukning och dina val (avtalstyp, elnätsbolag, kvarts- eller timpriser) i din webbläsare, så att du slipper fylla i dem igen. Stänger du av dem raderas uppgifterna.',
  },
} as const;

/**
 * The cookie settings as a modal dialog (it takes focus, traps it and closes on Escape): the two
 * categories with their switch (the site has no analytics, so no 'Analys' to choose), 'Tillbaka' and 'Spara inställningar'. A
 * native <dialog> opened with showModal(), so the page behind is inert and the dialog sits in the
 * top layer; Tab and Shift+Tab cycle inside it (lib/dom/focus-cycle.ts), Escape and 'Tillbaka'
 * close it without a choice, and focus goes back to the button that opened it. Loaded only when a
 * visitor opens the settings (CookieConsent), so the Radix switch and the Button primitive stay
 * out of every page's JavaScript. Starts from the stored choice, if any, else only necessary.
 */
export function CookieSettings({ onSave, onClose }: { onSave: (categories: ConsentCategories) => void; onClose: () => void }) {
  const { ref: dialogRef, onKeyDown } = useModalDialog('h2');
  const titleId = useId();
  const [categories, setCategories] = useState<ConsentCategories>(() => {
    const stored = readConsent(browserStorage());
    return stored ? { functional: stored.functional } : DEFAULT_CATEGORIES;
  });

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="cookie-settings"
      // Escape: the browser would close the dialog itself; the parent closes it instead, so its state follows.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto rounded-lg border border-border bg-background p-5 text-foreground shadow-banner backdrop:bg-foreground/50 sm:p-6"
    >
      <h2 id={titleId} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Cookieinställningar
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Välj vilka cookies du godkänner. Du kan ändra dig när som helst på sidan Cookies.</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {(['necessary', 'functional'] as const).map((key) => {
          const switchId = `${titleId}-${key}`;
          const checked = key === 'necessary' ? true : categories[key];
          return (
            <li key={key} className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
              <div>
                <label htmlFor={switchId} className="font-medium">
                  {CATEGORY_TEXT[key].title}
                </label>
                <p className="mt-1 text-sm text-muted-foreground">{CATEGORY_TEXT[key].text}</p>
              </div>
              <Switch
                id={switchId}
                checked={checked}
                disabled={key === 'necessary'}
                onCheckedChange={(value) => {
                  if (key !== 'necessary') setCategories({ ...categories, [key]: value });
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" className="h-11" onClick={onClose}>
          Tillbaka
        </Button>
        <Button className="h-11" onClick={() => onSave(categories)}>
          Spara inställningar
        </Button>
      </div>
    </dialog>
  );
}
