'use client';

import { useMemo } from 'react';

import { CompareTool } from '@/components/compare/compare-tool';
import { expandOffers, type CompactOffers } from '@/lib/compare/compact-offers';

/** /jamfor's island: receives the offers compacted (lib/compare/compact-offers.ts) and hands CompareTool the full shape. */
export function CompareOffersIsland({ offers }: { offers: CompactOffers }) {
  const offersByArea = useMemo(() => expandOffers(offers), [offers]);
  return <CompareTool offersByArea={offersByArea} />;
}
