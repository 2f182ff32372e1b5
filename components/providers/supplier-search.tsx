'use client';

import Link from 'next/link';
import { useId, useState } from 'react';

import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { searchSuppliers, supplierContains as containsQuery } from '@/lib/market/catalogue';

/** One supplier as /leverantor lists it; the texts are written on the server, so the island formats nothing. */
export interface SupplierListItem {
  slug: string;
  name: string;
  legalName: string;
  path: string;
  /** '96 elavtal'. */
  offersText: string;
  /** 'SE1, SE2, SE3 och SE4'. */
  areasText: string;
}

/**
 * /leverantor's list of every supplier with a search box. The whole list is
 * pre-rendered in the HTML and works without JavaScript; typing filters it in place by display or
 * legal name, folding case, accents and punctuation (searchSuppliers: 'eon' finds E.ON). The
 * island carries only the list and the search, nothing of the catalogue.
 */
export function SupplierSearch({ suppliers }: { suppliers: readonly SupplierListItem[] }) {
  const inputId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const shown = searchSuppliers(suppliers, query);
  // Hits that do not contain what was typed are the names a typo or two away.
  const typos = shown.length > 0 && shown.length < suppliers.length && !shown.some((s) => containsQuery(s, query));
  const total = suppliers.length;
  return (
    <div className="space-y-5">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-md">
        <Label htmlFor={inputId} className="pb-2">
          Sök elleverantör
        </Label>
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Till exempel Tibber eller Mälarenergi"
          autoComplete="off"
          maxLength={100}
          aria-describedby={statusId}
        />
      </form>
      <p id={statusId} role="status" className="text-sm text-muted-foreground" data-testid="supplier-count">
        {shown.length === total
          ? `${total} elleverantörer`
          : shown.length === 0
            ? `Ingen av de ${total} elleverantörerna har ”${query.trim()}” i namnet.`
            : typos
              ? `Inget namn innehåller ”${query.trim()}”. Liknande namn: ${shown.length} av ${total} elleverantörer.`
              : `Visar ${shown.length} av ${total} elleverantörer`}
      </p>
      {shown.length === 0 ? (
        <button type="button" onClick={() => setQuery('')} className="font-medium text-primary underline underline-offset-4">
          Visa alla elleverantörer
        </button>
      ) : (
        <PrefetchOnIntent as="ul" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="supplier-list">
          {shown.map((supplier) => (
            <li key={supplier.slug} className="rounded-lg border border-border p-4">
              <Link href={supplier.path} prefetch={false} className="font-semibold text-primary underline-offset-4 hover:underline">
                {supplier.name}
              </Link>
              {supplier.legalName !== supplier.name ? <span className="block text-xs text-muted-foreground">{supplier.legalName}</span> : null}
              <span className="mt-1 block text-sm">
                {supplier.offersText} i {supplier.areasText}
              </span>
            </li>
          ))}
        </PrefetchOnIntent>
      )}
    </div>
  );
}
