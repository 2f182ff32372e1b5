'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import type { CompactGridList } from '@/lib/grid/compact-list';
import { gridChoices, loadGridTariffList, type GridChoice } from '@/lib/grid/tariff-list';

export type GridListState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; list: CompactGridList; choices: GridChoice[] } | { status: 'error' };

/**
 * The operator list, loaded on demand: nothing is fetched until `load()` is called (the picker
 * calls it when it opens). A failure leaves `status: 'error'` and nothing in the console; calling
 * `retry()` tries again.
 */
export function useGridTariffList(loader: () => Promise<CompactGridList> = loadGridTariffList) {
  const [state, setState] = useState<GridListState>({ status: 'idle' });
  // Refs, not state: focus and click can both ask for the list before React has re-rendered.
  const busy = useRef(false);
  const loaded = useRef(false);
  const failed = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    if (busy.current || loaded.current || failed.current) return;
    busy.current = true;
    setState({ status: 'loading' });
    loader().then(
      (list) => {
        busy.current = false;
        loaded.current = true;
        if (mounted.current) setState({ status: 'ready', list, choices: gridChoices(list) });
      },
      () => {
        busy.current = false;
        failed.current = true;
        if (mounted.current) setState({ status: 'error' });
      },
    );
  }, [loader]);

  /** After a failure only an explicit retry fetches again, so the message is not lost to a click. */
  const retry = useCallback(() => {
    failed.current = false;
    load();
  }, [load]);

  return { state, load, retry };
}
