import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A stand-in for Supabase's REST endpoint (PostgREST) on 127.0.0.1, for the 'live' specs. It
 * answers GET /rest/v1/provider_prices the way PostgREST does: a column the table does not have
 * (in `select` or a filter) is a 400 error, `eq.` and `in.(…)` filters pick the rows, and the
 * answer holds the selected columns only; or it answers with the error or silence a test asks
 * for. CORS for the site on another port, and every request recorded so a test can check the
 * query the site sent. A row without a filtered column is kept, so a test can still send
 * malformed rows. It also takes the site's calls of a database function (POST /rest/v1/rpc/{name},
 * as supabase-js sends them), records each with its JSON body, and answers as `rpcAnswer` says:
 * 204 for a function that returns nothing, or an error status.
 */

/** The columns of provider_prices (supabase/migrations/*_provider_prices_offer_ids.sql). */
export const PROVIDER_PRICES_COLUMNS = [
  'offer_id',
  'date',
  'elomrade',
  'fee_kr_year',
  'fixed_price_ore_kwh',
  'markup_ore_kwh',
  'variable_costs_ore_kwh',
] as const;

const COLUMNS: ReadonlySet<string> = new Set(PROVIDER_PRICES_COLUMNS);

/** Query parameters that are not filters. */
const NOT_FILTERS = new Set(['select', 'order', 'limit', 'offset']);

type Filter = { column: string; accepts: (value: unknown) => boolean };

function parseFilter(column: string, expression: string): Filter | null {
  const eq = /^eq\.(.*)$/s.exec(expression);
  if (eq) return { column, accepts: (value) => String(value) === eq[1] };
  const list = /^in\.\((.*)\)$/s.exec(expression);
  if (list) {
    const values = new Set(list[1]!.split(',').map((v) => v.replace(/^"|"$/g, '')));
    return { column, accepts: (value) => values.has(String(value)) };
  }
  return null;
}

/** The rows PostgREST would send for this query, or the error it would give. */
export function answerQuery(url: URL, rows: unknown): { status: number; body: unknown } {
  const select = (url.searchParams.get('select') ?? '*')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const columns = select.includes('*') ? [...PROVIDER_PRICES_COLUMNS] : select;
  const filters: Filter[] = [];
  for (const [column, expression] of url.searchParams) {
    if (NOT_FILTERS.has(column)) continue;
    if (!COLUMNS.has(column)) return columnError(column);
    const filter = parseFilter(column, expression);
    if (!filter) return { status: 400, body: { code: 'PGRST100', details: null, hint: null, message: `"failed to parse filter (${expression})"` } };
    filters.push(filter);
  }
  const unknown = columns.find((column) => !COLUMNS.has(column));
  if (unknown) return columnError(unknown);
  if (!Array.isArray(rows)) return { status: 200, body: rows };
  const kept = rows.filter(
    (row) =>
      typeof row !== 'object' || row === null || filters.every(({ column, accepts }) => !(column in row) || accepts((row as Record<string, unknown>)[column])),
  );
  return {
    status: 200,
    body: kept.map((row) => (typeof row === 'object' && row !== null ? Object.fromEntries(Object.entries(row).filter(([key]) => columns.includes(key))) : row)),
  };
}

function columnError(column: string): { status: number; body: unknown } {
  return { status: 400, body: { code: '42703', details: null, hint: null, message: `column provider_prices.${column} does not exist` } };
}

export type MockAnswer =
  | { kind: 'rows'; rows: unknown }
  | { kind: 'error'; status: number }
  /** Accepts the request and never answers: the site's timeout must end the wait. */
  | { kind: 'hang' };

export interface RecordedRequest {
  url: URL;
  headers: IncomingMessage['headers'];
}

/** How a function call is answered: done (204, nothing returned), or an error status (429 is PostgREST's answer to PT429). */
export type RpcAnswer = { kind: 'ok' } | { kind: 'error'; status: number };

export interface RecordedCall {
  /** The function's name, from /rest/v1/rpc/{name}. */
  name: string;
  body: unknown;
}

export interface PostgrestMock {
  answer: MockAnswer;
  requests: RecordedRequest[];
  rpcAnswer: RpcAnswer;
  calls: RecordedCall[];
  close(): Promise<void>;
}

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

export async function startPostgrestMock(port: number): Promise<PostgrestMock> {
  const sockets = new Set<Socket>();
  const mock: PostgrestMock = {
    answer: { kind: 'rows', rows: [] },
    requests: [],
    rpcAnswer: { kind: 'ok' },
    calls: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const rpc = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname);
    if (rpc && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let body: unknown = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = Buffer.concat(chunks).toString('utf8');
        }
        mock.calls.push({ name: rpc[1]!, body });
        const answer = mock.rpcAnswer;
        if (answer.kind === 'ok') res.writeHead(204).end();
        else
          res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' }).end(
            JSON.stringify({
              code: answer.status === 429 ? 'PT429' : 'XX000',
              details: null,
              hint: null,
              message: answer.status === 429 ? 'too many reports' : 'internal error',
            }),
          );
      });
      return;
    }
    if (url.pathname !== '/rest/v1/provider_prices') {
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ code: 'PGRST205', details: null, hint: null, message: `Could not find the table '${url.pathname}'` }));
      return;
    }
    mock.requests.push({ url, headers: req.headers });
    const answer = mock.answer;
    if (answer.kind === 'hang') return;
    if (answer.kind === 'error') {
      res
        .writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'internal error' }));
      return;
    }
    const { status, body } = answerQuery(url, answer.rows);
    res
      .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': `0-${Array.isArray(body) ? body.length - 1 : 0}/*` })
      .end(JSON.stringify(body));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return mock;
}
