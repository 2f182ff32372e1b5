'use client';

import { useRef } from 'react';

import type { PriceArea } from '@/lib/domain/price-area';
import type { AreaCoverage } from '@/lib/market/coverage';
import type { InitialList } from '@/lib/market/jamfor-state';
import type { AreaSource } from '@/lib/market/offer';
import type { SupplierWebsites } from '@/lib/market/onward';
import type { RecentSpot } from '@/lib/market/recent-basis';
import type { ScbAverages } from '@/lib/market/scb';

import { CompareForm } from './compare-form';
import { CompareFullBill } from './compare-full-bill';
import { CompareResults } from './compare-results';
import { useJamfor } from './use-jamfor';

/** No recent spot (a stable default, so the memoised list is not worked out again). */
const NO_RECENT: Readonly<Partial<Record<PriceArea, RecentSpot>>> = {};

/**
 * The /jamfor island. Rendered on the server with the default state, so the default
 * area's first page is in the HTML; the address and what was remembered are read after hydration,
 * and the area's whole list is fetched from /data/elavtal/{area}.json only when the visitor asks
 * for more than that first page (lib/market/jamfor-state.ts `listView`).
 */
export function CompareTool({
  initial,
  sources,
  coverage,
  scb,
  recent = NO_RECENT,
  websites,
}: {
  initial: InitialList;
  /** What each area's list holds and lacks, said above the first offer. */
  coverage: Readonly<Record<PriceArea, AreaCoverage>>;
  /** Each area's scrape: date, postcode and Elpriskollen's assumed spot price. */
  sources: Readonly<Record<PriceArea, AreaSource>>;
  /** SCB's newest month (scbLatest), for the benchmark beside the list. */
  scb: ScbAverages;
  /** Each area's spot over the last 12 complete months of the bundled data (lib/spot/recent-months.ts). */
  recent?: Readonly<Partial<Record<PriceArea, RecentSpot>>>;
  /** The suppliers' own websites where the site can cite them, for each offer's onward step. */
  websites?: SupplierWebsites;
}) {
  const resultRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const jamfor = useJamfor(initial, { resultRef, headingRef }, recent);
  return (
    // data-started: the address and what was remembered have been read (tests wait for it before
    // they interact, since a click before hydration does nothing).
    <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]" data-testid="compare-tool" data-started={jamfor.state.started}>
      <CompareForm jamfor={jamfor} />
      <CompareResults
        jamfor={jamfor}
        sources={sources}
        coverage={coverage}
        scb={scb}
        recent={recent}
        websites={websites}
        resultRef={resultRef}
        headingRef={headingRef}
      />
      <CompareFullBill jamfor={jamfor} sources={sources} />
    </div>
  );
}
