'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CITY_QUERY_PARAM, cityPath, compareHref } from '@/lib/paths';
import { loadCitySearchIndex, loadPostcodeIndex } from '@/lib/cities/load';
import { looksLikePostcode, municipalityForPostcode, postcodeFromInput, searchCities, type CitySearchIndex, type PostcodeIndex } from '@/lib/cities/search';
import { formatPostalCode } from '@/lib/postcode/code';

type Load<T> = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; data: T };

const baseLinkClass = 'inline-flex items-center font-medium text-primary underline-offset-4 hover:underline';
/** Every result link is at least 24 px tall (WCAG 2.2, 2.5.8 target size, minimum). */
const linkClass = `${baseLinkClass} min-h-6`;
/** A match on its own line: 44 px tall on phones, so it is easy to tap (WCAG 2.5.8). */
const resultLinkClass = `${baseLinkClass} min-h-11 sm:min-h-6`;

/**
 * The /stader filter (also on the not-found page for /stader/{x}). The full list is server-rendered
 * as `children` and stays there without JavaScript; once the visitor types, the island fetches the
 * search file (municipalities and postal towns) and, for digits, the postcode file, and shows the
 * matches in place of the list. Nothing is bundled: both files are static JSON fetched on demand.
 */
export function CityFilter({
  label,
  placeholder,
  initialIndex,
  children,
}: {
  label: string;
  placeholder: string;
  /** The search file when the caller has already fetched it (the fallback city page). */
  initialIndex?: CitySearchIndex;
  children?: ReactNode;
}) {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<Load<CitySearchIndex>>(initialIndex ? { state: 'ready', data: initialIndex } : { state: 'idle' });
  const [postcodes, setPostcodes] = useState<Load<PostcodeIndex>>({ state: 'idle' });
  const started = useRef({ index: initialIndex !== undefined, postcodes: false });

  const loadIndex = () => {
    if (started.current.index) return;
    started.current.index = true;
    setIndex({ state: 'loading' });
    loadCitySearchIndex().then(
      (data) => setIndex({ state: 'ready', data }),
      () => setIndex({ state: 'failed' }),
    );
  };
  const loadPostcodes = () => {
    if (started.current.postcodes) return;
    started.current.postcodes = true;
    setPostcodes({ state: 'loading' });
    loadPostcodeIndex().then(
      (data) => setPostcodes({ state: 'ready', data }),
      () => setPostcodes({ state: 'failed' }),
    );
  };

  const onChange = (value: string) => {
    setQuery(value);
    loadIndex();
    if (looksLikePostcode(value)) loadPostcodes();
  };

  // A search sent from another page (/stader?sok=Umeå) starts filled in and searched. The address
  // exists only in the browser, so this runs after hydration, once: later edits are the visitor's.
  useEffect(() => {
    const sent = new URLSearchParams(window.location.search).get(CITY_QUERY_PARAM)?.trim().slice(0, 80);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (sent) onChange(sent);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trimmed = query.trim();
  const searching = trimmed !== '' && index.state === 'ready';
  return (
    <div>
      {/* The filter answers as the visitor types, so there is nothing to submit: a search landmark, not a form. */}
      <div role="search" className="max-w-xl">
        <Label htmlFor="stadsfilter">{label}</Label>
        <Input
          id="stadsfilter"
          type="search"
          autoComplete="off"
          value={query}
          placeholder={placeholder}
          onFocus={loadIndex}
          onChange={(event) => onChange(event.target.value)}
          className="mt-1"
        />
      </div>
      <div role="status" aria-live="polite" className="mt-4">
        {trimmed === '' ? null : index.state === 'failed' ? (
          <p className="text-sm text-muted-foreground">Sökningen kunde inte laddas. Välj kommun i listan i stället.</p>
        ) : index.state !== 'ready' ? (
          <p className="text-sm text-muted-foreground">Söker...</p>
        ) : (
          <Results query={trimmed} index={index.data} postcodes={postcodes} />
        )}
      </div>
      {children ? <div hidden={searching}>{children}</div> : null}
    </div>
  );
}

function Results({ query, index, postcodes }: { query: string; index: CitySearchIndex; postcodes: Load<PostcodeIndex> }) {
  if (looksLikePostcode(query)) {
    const code = postcodeFromInput(query);
    if (!code) return <p className="text-sm text-muted-foreground">Skriv alla fem siffrorna i postnumret.</p>;
    if (postcodes.state !== 'ready') {
      return <p className="text-sm text-muted-foreground">{postcodes.state === 'failed' ? 'Postnumren kunde inte laddas.' : 'Söker...'}</p>;
    }
    const hit = municipalityForPostcode(index, postcodes.data, code);
    return hit ? (
      <p>
        Postnummer {formatPostalCode(code)} ligger i{' '}
        <Link href={cityPath(hit.slug)} className={linkClass}>
          {hit.name}
        </Link>{' '}
        ({hit.county}).
      </p>
    ) : (
      <p>
        Postnummer {formatPostalCode(code)} finns inte i vår postnummertabell.{' '}
        <Link href={compareHref({ postalCode: code })} className={linkClass}>
          Jämför elavtal för postnumret
        </Link>{' '}
        ändå.
      </p>
    );
  }
  const { municipalities, localities, typos } = searchCities(index, query);
  if (municipalities.length === 0 && localities.length === 0) {
    return <p>Ingen kommun eller ort matchar ”{query}”. Prova ett kortare namn eller ditt postnummer.</p>;
  }
  return (
    <div className="space-y-4">
      {typos ? <p>Ingen kommun eller ort heter ”{query.trim()}”. Menade du någon av dessa?</p> : null}
      {municipalities.length > 0 ? (
        <ResultGroup id="filter-kommuner" label="Kommuner">
          {municipalities.map((m) => (
            <li key={m.slug}>
              <Link href={cityPath(m.slug)} className={resultLinkClass}>
                {m.name}
              </Link>{' '}
              <span className="text-sm text-muted-foreground">{m.county}</span>
            </li>
          ))}
        </ResultGroup>
      ) : null}
      {localities.length > 0 ? (
        <ResultGroup id="filter-orter" label="Orter">
          {localities.map((l) => (
            <li key={l.name}>
              {l.name} ligger i{' '}
              {l.municipalities.map((m, i) => (
                <span key={m.slug}>
                  {i > 0 ? (i === l.municipalities.length - 1 ? ' eller ' : ', ') : null}
                  <Link href={cityPath(m.slug)} className={linkClass}>
                    {m.name}
                  </Link>
                </span>
              ))}
            </li>
          ))}
        </ResultGroup>
      ) : null}
    </div>
  );
}

/** One group of matches (Kommuner, Orter): a heading and the list it names. */
function ResultGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="text-sm font-semibold text-muted-foreground">
        {label}
      </h2>
      <ul aria-labelledby={id} className="mt-1 space-y-1">
        {children}
      </ul>
    </div>
  );
}
