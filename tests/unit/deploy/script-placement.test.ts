/**
 * @jest-environment node
 */
import { executedInlineScripts } from '@/scripts/lib/page-csp';
import {
  inlinePayload,
  loaderScript,
  payloadHash,
  headLinks,
  headRequestsBeforePaint,
  scriptPlacementProblems,
  scriptsAfterPaint,
  withScriptsAfterFirstPaint,
} from '@/scripts/lib/script-placement';

// The shape Next 16 exports: the runtime's preload and the async chunks at the top of <head>, the
// legacy polyfill (nomodule) after the metadata, one async chunk in the middle of <body>, the
// bootstrap push, the runtime registration and the RSC payload pushes at the end of <body>.
const PAYLOAD = '0:{"b":"build"}\n1:"<p>"\n';
const exported = [
  '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<link rel="preload" as="script" href="/_next/static/chunks/later.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<title>Sida</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/blocking.js"></script>',
  '</head><body><main><h1>Rubrik</h1><p>Text</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || []).push({})</script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>self.__next_f.push([1,"0:{\\"b\\":\\"build\\"}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:\\"\\u003cp\\u003e\\"\\n"])</script>',
  '</body></html>',
].join('');
const SOURCES = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/runtime.js'];

describe('withScriptsAfterFirstPaint', () => {
  const page = withScriptsAfterFirstPaint(exported, { url: '/sida.txt', text: PAYLOAD });
  const head = page.slice(0, page.indexOf('</head>'));

  it('takes every async script out of the page and has the loader add them, in their order, as the last element of <body>', () => {
    expect(page).not.toMatch(/<script[^>]*\sasync/);
    expect(scriptsAfterPaint(page)).toEqual({ sources: SOURCES, payload: { url: '/sida.txt', length: PAYLOAD.length, hash: payloadHash(PAYLOAD) } });
    expect(page.endsWith(`${loaderScript(SOURCES, { url: '/sida.txt', length: 24, hash: payloadHash(PAYLOAD) })}</body></html>`)).toBe(true);
  });

  it('drops the inline payload pushes when the payload file holds the same text, and keeps the bootstrap push', () => {
    expect(inlinePayload(exported)?.text).toBe(PAYLOAD);
    expect(page).not.toContain('__next_f.push([1,');
    expect(page).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('keeps the inline payload, and loads no file, when the file differs from it or is missing', () => {
    for (const payload of [{ url: '/sida.txt', text: `${PAYLOAD}2:null\n` }, null]) {
      const kept = withScriptsAfterFirstPaint(exported, payload);
      expect(inlinePayload(kept)?.text).toBe(PAYLOAD);
      expect(scriptsAfterPaint(kept)).toEqual({ sources: SOURCES, payload: null });
    }
  });

  it('drops the preload of a script the page loads, and keeps one it does not', () => {
    expect(head).not.toContain('runtime.js');
    expect(head).toContain('<link rel="preload" as="script" href="/_next/static/chunks/later.js"/>');
  });

  it('leaves the stylesheet, nomodule and blocking scripts, and the other inline scripts and their order, as they were', () => {
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>');
    expect(head).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(head).toContain('<script src="/blocking.js"></script>');
    const inline = executedInlineScripts(page).map((script) => script.attributes);
    expect(inline).toEqual(['', ' id="_R_"', ` id="scripts-after-paint"`]);
  });

  it('gives the same page when run twice, and leaves a page without <head> or </body> alone', () => {
    expect(withScriptsAfterFirstPaint(page, { url: '/sida.txt', text: PAYLOAD })).toBe(page);
    expect(withScriptsAfterFirstPaint('<p>x</p><script src="/a.js" async></script>')).toBe('<p>x</p><script src="/a.js" async></script>');
  });

  it('escapes "<" in what it writes into the loader', () => {
    expect(loaderScript(['/a.js?x=</script>'])).not.toContain('</script>"');
    expect(scriptsAfterPaint(loaderScript(['/a.js?x=</script>']))?.sources).toEqual(['/a.js?x=</script>']);
  });
});

describe('payloadHash', () => {
  it('is 32-bit FNV-1a over UTF-16 code units', () => {
    expect(payloadHash('')).toBe(2166136261);
    expect(payloadHash('a')).toBe(0xe40c292c);
    expect(payloadHash('foobar')).toBe(0xbf9cf968);
  });
});

describe('scriptPlacementProblems', () => {
  it('names every async script, a needless preload and a missing loader', () => {
    expect(scriptPlacementProblems(exported)).toEqual([
      'async script in the page: /_next/static/chunks/a.js',
      'async script in the page: /_next/static/chunks/b.js',
      'async script in the page: /_next/static/chunks/runtime.js',
      'no loader for the scripts after the first paint',
    ]);
  });

  it('finds nothing wrong once the scripts wait for the first paint', () => {
    expect(scriptPlacementProblems(withScriptsAfterFirstPaint(exported, { url: '/sida.txt', text: PAYLOAD }))).toEqual([]);
    expect(scriptPlacementProblems(withScriptsAfterFirstPaint(exported))).toEqual([]);
  });

  it('names a payload both inline and fetched, a loader that is not last, and a script after </body>', () => {
    const page = withScriptsAfterFirstPaint(exported, { url: '/sida.txt', text: PAYLOAD });
    const withPush = page.replace('</main>', '</main><script>self.__next_f.push([1,"x"])</script>');
    expect(scriptPlacementProblems(withPush)).toEqual(['the payload both inline and fetched']);
    expect(scriptPlacementProblems(page.replace('</body>', '<p>efter</p></body>'))).toEqual(['the loader is not the last element of <body>']);
    expect(scriptPlacementProblems(`${page}<script src="/a.js"></script>`)).toContain('a script after </body>');
  });
});

describe('headRequestsBeforePaint', () => {
  it('names a head link fetched before the first paint: a favicon file, any preload; not the stylesheet, a data: favicon or the touch icon', () => {
    const withHead = (links: string) => `<html><head>${links}</head><body></body></html>`;
    expect(
      headRequestsBeforePaint(
        withHead(
          '<link rel="icon" href="/icon.svg"/><link rel="preload" href="/bild.png" as="image"/><link rel="shortcut icon" href="/favicon.ico"/>',
        ),
      ),
    ).toEqual(['<link rel="icon" href="/icon.svg">', '<link rel="preload" href="/bild.png">', '<link rel="shortcut icon" href="/favicon.ico">']);
    expect(
      headRequestsBeforePaint(
        withHead(
          '<link rel="stylesheet" href="/a.css"/><link rel="canonical" href="https://elvalet.se/"/><link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
        ),
      ),
    ).toEqual([]);
  });

  it('finds the preloads Next writes into an exported page', () => {
    expect(headRequestsBeforePaint(exported)).toEqual([
      '<link rel="preload" href="/_next/static/chunks/runtime.js">',
      '<link rel="preload" href="/_next/static/chunks/later.js">',
    ]);
  });
});

describe('headLinks', () => {
  it('lists the head’s links with their rel in lower case and their href', () => {
    expect(headLinks('<html><head><link rel="Icon" href="/i.svg"/><link rel="stylesheet" href="/a.css"></head><body><link rel="x" href="/b"></body></html>')).toEqual([
      { rel: 'icon', as: '', href: '/i.svg' },
      { rel: 'stylesheet', as: '', href: '/a.css' },
    ]);
  });
});
