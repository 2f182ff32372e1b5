'use client';

import { useMemo } from 'react';

import { CompareTool } from '@/components/compare/compare-tool';
import type { PriceArea } from '@/lib/domain/price-area';
import { expandOffers, type CompactOffers } from '@/lib/compare/compact-offers';

/** /jamfor's island: receives the offers compacted (lib/compare/compact-offers.ts) and hands CompareTool the full shape. */
export function CompareOffersIsland({
  offers,
  spotOreExVatByArea,
}: { offers: CompactOffers; spotOreExVatByArea?: Readonly<Record<PriceArea, number>> }) {
  const offersByArea = useMemo(() => expandOffers(offers), [offers]);
  return <CompareTool offersByArea={offersByArea} spotOreExVatByArea={spotOreExVatByArea} />;
}
