/**
 * @jest-environment jsdom
 */
import { loaderScript, payloadHash } from '@/scripts/lib/script-placement';

/**
 * The loader that the build writes into every page (scripts/lib/script-placement.ts), run in jsdom
 * with a stand-in Paint Timing observer and fetch: it adds nothing before the first contentful
 * paint, then the payload, then the chunks; a payload that is not this build's text adds nothing.
 */

const SOURCES = ['/_next/static/chunks/a.js', '/_next/static/chunks/runtime.js'];
const PAYLOAD = '0:{"b":"build"}\n';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
let paint: Callback | null;
let fetched: string[];
let answer: string | null;
// Each run is a new page: the load listeners of the one before are taken away.
const listeners: EventListenerOrEventListenerObject[] = [];
const addEventListener = window.addEventListener.bind(window);
window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
  if (type === 'load') listeners.push(listener);
  addEventListener(type, listener);
}) as typeof window.addEventListener;

/** A MessageChannel whose messages arrive as timer tasks, so the tests (and Jest's fake timers) can step through them. */
class TaskChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}

function run(script: string, { paintTiming = true, visibility = 'visible', messageChannel = true } = {}) {
  for (const listener of listeners.splice(0)) window.removeEventListener('load', listener);
  jest.clearAllTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<main>Text</main>';
  paint = null;
  fetched = [];
  (self as unknown as { __next_f?: unknown[] }).__next_f = [[0]];
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  const observer = function (this: unknown, callback: Callback) {
    return { observe: () => (paint = callback), disconnect: () => undefined };
  };
  (observer as unknown as { supportedEntryTypes: string[] }).supportedEntryTypes = paintTiming ? ['paint', 'layout-shift'] : ['layout-shift'];
  Object.assign(window, {
    MessageChannel: messageChannel ? TaskChannel : undefined,
    PerformanceObserver: observer,
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: answer !== null, text: () => Promise.resolve(answer ?? '') });
    },
  });
  const text = /<script id="scripts-after-paint">([\s\S]*)<\/script>/.exec(script)![1]!;
  new Function(text)();
}

const added = (selector: string, attribute: string) => [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
const firstPaint = () => paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined });
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Every task the loader has queued (one element each), and the fetch's promise. */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await turn();
};
const withPayload = loaderScript(SOURCES, { url: '/sida.txt', length: PAYLOAD.length, hash: payloadHash(PAYLOAD) });

beforeEach(() => {
  answer = PAYLOAD;
});

it('adds nothing before the first contentful paint, then hands over the payload and adds the chunks in their order', async () => {
  run(withPayload);
  await settle();
  expect(fetched).toEqual([]);
  expect(added('script', 'src')).toEqual([]);
  firstPaint();
  // The payload is asked for in the paint's task; each preload comes in a task of its own.
  expect(fetched).toEqual(['/sida.txt']);
  expect(added('link[rel="preload"][as="script"]', 'href')).toEqual([]);
  await turn();
  expect(added('link[rel="preload"][as="script"]', 'href')).toEqual(SOURCES.slice(0, 1));
  await settle();
  expect(added('link[rel="preload"][as="script"]', 'href')).toEqual(SOURCES);
  expect((self as unknown as { __next_f: unknown[] }).__next_f).toEqual([[0], [1, PAYLOAD]]);
  expect(added('body script', 'src')).toEqual(SOURCES);
  firstPaint();
  window.dispatchEvent(new Event('load'));
  await settle();
  expect(fetched).toEqual(['/sida.txt']);
  expect(added('body script', 'src')).toEqual(SOURCES);
});

it('leaves the page as its HTML when the payload is not the text this build wrote, or cannot be fetched', async () => {
  for (const text of [`${PAYLOAD} `, PAYLOAD.replace('build', 'bUild'), null]) {
    answer = text;
    run(withPayload);
    firstPaint();
    await settle();
    expect((self as unknown as { __next_f: unknown[] }).__next_f).toEqual([[0]]);
    expect(added('body script', 'src')).toEqual([]);
  }
});

it('without a payload file adds the chunks at the first paint, one task each', async () => {
  run(loaderScript(SOURCES));
  expect(added('body script', 'src')).toEqual([]);
  firstPaint();
  expect(fetched).toEqual([]);
  await turn();
  expect(added('body script', 'src')).toEqual(SOURCES.slice(0, 1));
  await turn();
  expect(added('body script', 'src')).toEqual(SOURCES);
});

it('without MessageChannel adds them all at once', () => {
  run(loaderScript(SOURCES), { messageChannel: false });
  firstPaint();
  expect(added('body script', 'src')).toEqual(SOURCES);
});

it('a page shown at its load event waits for the paint; one in a background tab loads at once', async () => {
  run(loaderScript(SOURCES));
  window.dispatchEvent(new Event('load'));
  await settle();
  expect(added('body script', 'src')).toEqual([]);
  run(loaderScript(SOURCES), { visibility: 'hidden' });
  window.dispatchEvent(new Event('load'));
  await settle();
  expect(added('body script', 'src')).toEqual(SOURCES);
});

it('adds the chunks three seconds after the load event if no paint was reported', () => {
  jest.useFakeTimers();
  try {
    run(loaderScript(SOURCES));
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(2_999);
    expect(added('body script', 'src')).toEqual([]);
    jest.advanceTimersByTime(1);
    // One task per script (the stand-in channel's messages are timer tasks).
    jest.advanceTimersByTime(1);
    expect(added('body script', 'src')).toEqual(SOURCES.slice(0, 1));
    jest.advanceTimersByTime(1);
    expect(added('body script', 'src')).toEqual(SOURCES);
  } finally {
    jest.useRealTimers();
  }
});

it('a browser without Paint Timing gets the chunks at once', async () => {
  run(loaderScript(SOURCES), { paintTiming: false });
  await settle();
  expect(added('body script', 'src')).toEqual(SOURCES);
});
