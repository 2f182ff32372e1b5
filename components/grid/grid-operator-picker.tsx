'use client';

import { ChevronDown, X } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Input } from '@/components/ui/input';
import { MAIN_FUSES, type MainFuse } from '@/lib/grid/types';
import { type CompactConcessions, type CompactGridList } from '@/lib/grid/compact-list';
import { PICKER_HINT, pickerModel } from '@/lib/grid/picker';
import { gridChoices, type GridChoice } from '@/lib/grid/tariff-list';
import { cx } from '@/lib/utils';

export const FUSE_HINT = 'Huvudsäkringen står på elnätsfakturan eller i elnätsavtalet.';

export interface GridOperatorPickerProps {
  /** The operator list, once loaded; null before. */
  list: CompactGridList | null;
  /** The area concessions (null while they load, when they failed, or without a municipality). */
  concessions: CompactConcessions | null;
  /** The visitor's municipality (postcode or `?kommun=`): its concession holders are listed first. */
  municipality: { code: string; name: string } | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The chosen tariff (or operator) id. */
  selectedId: string | null;
  fuse: MainFuse;
  /** Called when the combobox is first focused or opened: the parent loads the list then. */
  onOpen: () => void;
  onSelect: (choice: GridChoice | null) => void;
  onFuseChange: (fuse: MainFuse) => void;
  /** Tries to load the list again after a failure. */
  onRetry?: () => void;
}

/**
 * 'Ditt elnätsbolag': a combobox searchable by name (ARIA 1.2 combobox with a grouped listbox:
 * arrow keys move, Enter chooses, Escape closes) and the main fuse, 16 A preselected, with a
 * one-line hint where to find it. With the municipality known, the operators holding an area
 * concession there come first with their share of its area (lib/grid/picker.ts), then the others;
 * it never says which one is the visitor's. It holds only the text typed; the choice lives with
 * the parent.
 */
export function GridOperatorPicker({
  list,
  concessions,
  municipality,
  status,
  selectedId,
  fuse,
  onOpen,
  onSelect,
  onFuseChange,
  onRetry,
}: GridOperatorPickerProps) {
  const id = useId();
  const inputId = `${id}-operator`;
  const listboxId = `${id}-listbox`;
  const fuseId = `${id}-fuse`;
  const hintId = `${id}-fuse-hint`;
  const statusId = `${id}-status`;
  const pickerHintId = `${id}-hint`;
  const choices = useMemo(() => (list ? gridChoices(list) : null), [list]);
  const selected = choices?.find((choice) => choice.id === selectedId) ?? null;

  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const text = query ?? selected?.label ?? '';
  const model = useMemo(() => (list ? pickerModel(list, concessions, municipality, query ?? '') : null), [list, concessions, municipality, query]);
  const groups = useMemo(() => model?.groups ?? [], [model]);
  const matches: GridChoice[] = useMemo(() => groups.flatMap((group) => group.choices), [groups]);
  const expanded = open && status === 'ready';
  const activeChoice = expanded ? matches[Math.min(active, matches.length - 1)] : undefined;

  function openList() {
    onOpen();
    setOpen(true);
  }

  function choose(choice: GridChoice) {
    onSelect(choice);
    setQuery(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((current) => Math.min(current + 1, Math.max(matches.length - 1, 0)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((current) => Math.max(current - 1, 0));
        break;
      case 'Enter':
        if (expanded && activeChoice) {
          event.preventDefault();
          choose(activeChoice);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setQuery(null);
        }
        break;
    }
  }

  let statusText = '';
  if (status === 'loading') statusText = 'Hämtar elnätsbolagen …';
  else if (status === 'error') statusText = 'Listan över elnätsbolag kunde inte hämtas.';
  else if (expanded) statusText = matches.length === 0 ? 'Inget elnätsbolag matchar.' : `${matches.length} elnätsbolag matchar.`;

  return (
    <div data-slot="grid-operator-picker" className="grid gap-4 sm:grid-cols-[1fr_auto]">
      <div className="relative">
        <Label htmlFor={inputId}>Ditt elnätsbolag</Label>
        <div className="relative mt-1">
          <Input
            id={inputId}
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeChoice ? `${listboxId}-${activeChoice.id}` : undefined}
            aria-describedby={`${statusId} ${pickerHintId}`}
            placeholder="Sök på namnet på din elnätsfaktura"
            value={text}
            onFocus={openList}
            onClick={openList}
            onBlur={() => {
              setOpen(false);
              setQuery(null);
            }}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              if (!open) openList();
            }}
            onKeyDown={onKeyDown}
            className="pr-16"
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">
            <ChevronDown aria-hidden="true" className="size-4" />
          </span>
          {selected ? (
            <button
              type="button"
              onClick={() => onSelect(null)}
              className="absolute inset-y-0 right-8 flex items-center px-1 text-muted-foreground hover:text-foreground"
              aria-label="Ta bort valt elnätsbolag"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <div
          id={listboxId}
          role="listbox"
          aria-label="Elnätsbolag"
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-background py-1 shadow-lg"
        >
          {groups.map((group) =>
            group.choices.length === 0 ? null : (
              <div
                key={group.id}
                role="group"
                aria-labelledby={group.id === 'all' ? undefined : `${listboxId}-${group.id}`}
                aria-label={group.id === 'all' ? group.heading : undefined}
              >
                {group.id === 'all' ? null : (
                  <div id={`${listboxId}-${group.id}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
                    {group.heading}
                  </div>
                )}
                {group.choices.map((choice) => (
                  <div
                    key={choice.id}
                    id={`${listboxId}-${choice.id}`}
                    role="option"
                    aria-selected={choice.id === selectedId}
                    // Keeps the focus in the input, so the click is not lost to its blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(choice)}
                    className={cx(
                      'cursor-pointer px-3 py-2 text-sm',
                      choice.id === activeChoice?.id ? 'bg-primary-soft' : 'hover:bg-muted',
                      choice.id === selectedId ? 'font-semibold' : '',
                    )}
                  >
                    {choice.label}
                    {choice.tariff === null ? <span className="text-muted-foreground"> (avgifter saknas)</span> : null}
                    {choice.shareText ? (
                      <>
                        {' '}
                        <span className="block text-xs font-normal text-muted-foreground">{choice.shareText}</span>
                      </>
                    ) : null}
                  </div>
                ))}
              </div>
            ),
          )}
        </div>
        <p id={statusId} role="status" className="mt-1 min-h-5 text-xs text-muted-foreground">
          {statusText}
        </p>
        <p id={pickerHintId} className="mt-1 text-xs text-muted-foreground">
          {municipality ? `Elnätsbolag med koncession i ${municipality.name} visas först. ` : ''}
          {model?.hint ?? PICKER_HINT}
        </p>
        {status === 'error' && onRetry ? (
          <button type="button" onClick={onRetry} className="text-xs font-medium text-primary underline underline-offset-2">
            Försök igen
          </button>
        ) : null}
      </div>
      <div>
        <Label htmlFor={fuseId}>Huvudsäkring</Label>
        <NativeSelect
          id={fuseId}
          value={fuse}
          aria-describedby={hintId}
          onChange={(event) => onFuseChange(Number(event.target.value) as MainFuse)}
          className="mt-1 w-full sm:w-32"
        >
          {MAIN_FUSES.map((value) => (
            <option key={value} value={value}>
              {value}&nbsp;A
            </option>
          ))}
        </NativeSelect>
        <p id={hintId} className="mt-1 max-w-xs text-xs text-muted-foreground">
          {FUSE_HINT}
        </p>
      </div>
    </div>
  );
}
