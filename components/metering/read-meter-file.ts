import { parseMeterFile, type MeterFile } from '@/lib/metering/parse';
import { unpackMeterFile, type PackedMeterFile } from '@/lib/metering/transfer';

/**
 * Reads a meter file in the Web Worker (./parse-worker.ts), one worker per page view, answers
 * matched by id. Where the browser has no Worker the page reads it on the main thread.
 */

export interface MeterRead {
  file: MeterFile;
  /** ms the worker spent parsing (after reading the file). */
  parseMs: number;
  /** ms the page's main thread spent taking the result in. */
  mainThreadMs: number;
}

type Answer = { id: number; ok: true; file: PackedMeterFile; parseMs: number } | { id: number; ok: false };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (read: MeterRead) => void; reject: (error: Error) => void }>();

function theWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./parse-worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<Answer>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (!answer.ok) {
        waiting.reject(new Error('Filen kunde inte läsas.'));
        return;
      }
      const t0 = performance.now();
      const file = unpackMeterFile(answer.file);
      waiting.resolve({ file, parseMs: answer.parseMs, mainThreadMs: performance.now() - t0 });
    };
    worker.onerror = () => {
      for (const waiting of pending.values()) waiting.reject(new Error('Filen kunde inte läsas.'));
      pending.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/** Reads a picked or dropped file, or pasted text. */
export function readMeterFile(input: { file: Blob } | { text: string }): Promise<MeterRead> {
  if (typeof Worker === 'undefined') {
    return ('file' in input ? input.file.text() : Promise.resolve(input.text)).then((text) => {
      const t0 = performance.now();
      const file = parseMeterFile(text);
      const ms = performance.now() - t0;
      return { file, parseMs: ms, mainThreadMs: ms };
    });
  }
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    theWorker().postMessage({ id, ...input });
  });
}
