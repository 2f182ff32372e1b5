'use client';

import { useMemo, type ComponentProps } from 'react';

import { CompareTool } from '@/components/compare/compare-tool';
import { expandOffers, type CompactOffers } from '@/lib/compare/compact-offers';

/** /jamfor's island: receives the offers compacted (lib/compare/compact-offers.ts) and hands CompareTool the full shape. */
export function CompareOffersIsland({
  offers,
  spotOreExVatByArea,
}: { offers: CompactOffers } & Pick<ComponentProps<typeof CompareTool>, 'spotOreExVatByArea'>) {
  const offersByArea = useMemo(() => expandOffers(offers), [offers]);
  return <CompareTool offersByArea={offersByArea} spotOreExVatByArea={spotOreExVatByArea} />;
}
