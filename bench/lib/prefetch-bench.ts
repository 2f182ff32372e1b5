/**
 * The pure parts of `npm run bench:prefetch` (bench/prefetch.ts): which requests are the client
 * router's route payloads, the totals per page, and the table.
 */
import { formatNumber } from '../../lib/format';

/**
 * A request for a route's RSC payload: a prefetch (`<route>/__next.<segment>.txt`) or the payload a
 * navigation without one fetches (`<route>.txt`). robots.txt is not one.
 */
export function isRoutePayload(pathname: string): boolean {
  return pathname.endsWith('.txt') && pathname !== '/robots.txt';
}

/** The route a payload request is for: '/stader/stockholm' for its segment files and its .txt. */
export function payloadRoute(pathname: string): string {
  const route = pathname.replace(/\/__next\.[^/]*\.txt$/, '').replace(/\.txt$/, '');
  return route === '' || route === '/index' ? '/' : route;
}

export interface PayloadRequest {
  pathname: string;
  /** The body as the browser decoded it (before compression). */
  bytes: number;
  /** What came over the wire (gzip from the local host). */
  transferBytes: number;
  /** Requested after the first scroll step. */
  onScroll: boolean;
}

export interface PagePrefetch {
  page: string;
  requests: number;
  routes: number;
  bytes: number;
  transferBytes: number;
  /** The same, for the requests made on load, before any scrolling. */
  onLoad: { requests: number; routes: number; bytes: number };
}

export function summarisePage(page: string, requests: readonly PayloadRequest[]): PagePrefetch {
  const sum = (list: readonly PayloadRequest[], key: 'bytes' | 'transferBytes') => list.reduce((total, request) => total + request[key], 0);
  const routes = (list: readonly PayloadRequest[]) => new Set(list.map((request) => payloadRoute(request.pathname))).size;
  const onLoad = requests.filter((request) => !request.onScroll);
  return {
    page,
    requests: requests.length,
    routes: routes(requests),
    bytes: sum(requests, 'bytes'),
    transferBytes: sum(requests, 'transferBytes'),
    onLoad: { requests: onLoad.length, routes: routes(onLoad), bytes: sum(onLoad, 'bytes') },
  };
}

const kb = (bytes: number) => formatNumber(bytes / 1000, 0);

/** The table as Markdown: per page, what a visit prefetches on load and in all after scrolling to its end. */
export function prefetchTable(rows: readonly PagePrefetch[]): string {
  const lines = [
    '| page | on load: routes | requests | kB | full scroll: routes | requests | kB | kB gzip |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) =>
      [
        row.page,
        formatNumber(row.onLoad.routes),
        formatNumber(row.onLoad.requests),
        kb(row.onLoad.bytes),
        formatNumber(row.routes),
        formatNumber(row.requests),
        kb(row.bytes),
        kb(row.transferBytes),
      ].join(' | '),
    ),
  ].map((line) => (line.startsWith('|') ? line : `| ${line} |`));
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  return `${lines.join('\n')}\n\nIn all: ${kb(total)} kB before compression over ${formatNumber(rows.length)} pages.\n`;
}
