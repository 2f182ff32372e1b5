import { useSyncExternalStore } from 'react';

import { rememberedInputsSnapshot, subscribeRememberedInputs, type RememberedInputs } from '@/lib/remembered-inputs';

const noSubscription = () => () => undefined;
const serverNull = () => null;

/**
 * What /jamfor, /kalkylator and the full bill remember with functional consent
 * (lib/remembered-inputs.ts), as a value of the render: null while pre-rendering and hydrating
 * (the server has no storage), then the stored record, and again after every write or a change in
 * another tab. Without functional consent always null, so nothing stored is ever shown.
 */
export function useRememberedInputs(): RememberedInputs | null {
  return useSyncExternalStore(subscribeRememberedInputs, rememberedInputsSnapshot, serverNull);
}

const readSearch = () => window.location.search;
const readHash = () => window.location.hash;

/**
 * The address's query ('?kwh=…', '' without one) and fragment ('#elnatsbolag'), read as the page
 * arrived: null while pre-rendering and hydrating. The islands that read them do not change the
 * address, so there is nothing to subscribe to.
 */
export function useArrivalAddress(): { search: string; hash: string } | null {
  const search = useSyncExternalStore(noSubscription, readSearch, serverNull);
  const hash = useSyncExternalStore(noSubscription, readHash, serverNull);
  return search === null || hash === null ? null : { search, hash };
}
