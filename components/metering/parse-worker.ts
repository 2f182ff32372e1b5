import { parseMeterFile } from '@/lib/metering/parse';
import { packMeterFile } from '@/lib/metering/transfer';

/**
 * The Web Worker that reads a meter file off the page's main thread (a year of quarter-hours took
 * longer than 50 ms there): it gets the File (or pasted text), reads and parses it, and hands the
 * readings back as transferred typed arrays. Same origin, no network; CSP worker-src 'self' on
 * /min-forbrukning only (scripts/lib/security-headers.ts).
 */

interface Request {
  id: number;
  file?: Blob;
  text?: string;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, file, text } = event.data;
  void (async () => {
    try {
      const t0 = performance.now();
      // The page checks the size before it sends a file; the parser checks a text's length.
      const input = file ? await file.text() : (text ?? '');
      const read = performance.now();
      const parsed = parseMeterFile(input);
      const packed = packMeterFile(parsed);
      scope.postMessage({ id, ok: true, file: packed, readMs: read - t0, parseMs: performance.now() - read }, [
        packed.startMs.buffer,
        packed.kwh.buffer,
        packed.line.buffer,
      ]);
    } catch {
      scope.postMessage({ id, ok: false }, []);
    }
  })();
};
