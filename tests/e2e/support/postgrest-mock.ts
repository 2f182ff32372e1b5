import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A stand-in for Supabase's REST endpoint (PostgREST) on 127.0.0.1, for the live-price specs. It
 * answers GET /rest/v1/provider_prices the way PostgREST does (a JSON array of the selected
 * columns, or a JSON error object), with CORS for the site on another port, and records every
 * request so a test can check the query the site sent.
 */

export type MockAnswer =
  | { kind: 'rows'; rows: unknown }
  | { kind: 'error'; status: number }
  /** Accepts the request and never answers: the site's timeout must end the wait. */
  | { kind: 'hang' };

export interface RecordedRequest {
  url: URL;
  headers: IncomingMessage['headers'];
}

export interface PostgrestMock {
  answer: MockAnswer;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

export async function startPostgrestMock(port: number): Promise<PostgrestMock> {
  const sockets = new Set<Socket>();
  const mock: PostgrestMock = {
    answer: { kind: 'rows', rows: [] },
    requests: [],
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
    if (url.pathname !== '/rest/v1/provider_prices') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({ code: 'PGRST205', details: null, hint: null, message: `Could not find the table '${url.pathname}'` }),
      );
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
    res
      .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': `0-${Array.isArray(answer.rows) ? answer.rows.length - 1 : 0}/*` })
      .end(JSON.stringify(answer.rows));
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
