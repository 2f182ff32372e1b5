/**
 * Replaces global fetch with one that answers every request with `body` as JSON (status 200), or
 * rejects with it when it is an Error (no network). For the not-found fallbacks' static files.
 */
export function serveJson(body: unknown | Error): void {
  global.fetch = jest.fn(async () => {
    if (body instanceof Error) throw body;
    return { ok: true, status: 200, json: async () => body };
  }) as unknown as typeof fetch;
}
