'use client';

import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import type { ConsentCategories } from '@/lib/cookie-consent';

const CATEGORY_TEXT = {
  necessary: {
    title: 'Nödvändiga',
    text: 'Krävs för att webbplatsen ska fungera, till exempel för att komma ihåg ditt val om cookies. Kan inte stängas av.',
  },
  functional: {
    title: 'Funktionella',
    text: 'Jämförelsen, kalkylatorn och Elpriset just nu kommer ihåg ditt senaste postnummer, elområde, din förbrukning och dina val (avtalstyp, elnätsbolag, kvarts- eller timpriser) i din webbläsare, så att du slipper fylla i dem igen. Stänger du av dem raderas uppgifterna.',
  },
  analytics: {
    title: 'Analys',
    text: 'Vi använder ingen analys i dag, så det här valet påverkar ingenting. Lägger vi till en analystjänst frågar vi dig först.',
  },
} as const;

/**
 * The banner's settings view: the three categories with their switches, 'Tillbaka' and 'Spara
 * inställningar'. Loaded only when a visitor opens the settings (CookieBanner), so the Radix
 * switch and the Button primitive stay out of every page's JavaScript.
 */
export function CookieSettings({
  idPrefix,
  categories,
  onChange,
  onBack,
  onSave,
}: {
  idPrefix: string;
  categories: ConsentCategories;
  onChange: (categories: ConsentCategories) => void;
  onBack: () => void;
  onSave: () => void;
}) {
  return (
    <>
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {(['necessary', 'functional', 'analytics'] as const).map((key) => {
          const switchId = `${idPrefix}-${key}`;
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
                  if (key !== 'necessary') onChange({ ...categories, [key]: value });
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onBack}>
          Tillbaka
        </Button>
        <Button onClick={onSave}>Spara inställningar</Button>
      </div>
    </>
  );
}
