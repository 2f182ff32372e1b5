/**
 * @jest-environment node
 */
import { executedInlineScripts } from '@/scripts/lib/page-csp';
import { scriptPlacementProblems, withScriptsAfterContent } from '@/scripts/lib/script-placement';

// The shape Next 16 exports: the runtime's preload and the async chunks at the top of <head>, the
// legacy polyfill (nomodule) after the metadata, the runtime registration and the RSC payload at
// the end of <body>.
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
  '<script>self.__next_f.push([1,"0:{}\\n"])</script>',
  '</body></html>',
].join('');

describe('withScriptsAfterContent', () => {
  const moved = withScriptsAfterContent(exported);
  const head = moved.slice(0, moved.indexOf('</head>'));

  it('moves the async scripts of <head>, in their order, to just before </body>', () => {
    expect(head).not.toContain('a.js');
    expect(head).not.toContain('b.js');
    expect(moved.endsWith(
      '<script>self.__next_f.push([1,"0:{}\\n"])</script>' +
        '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script></body></html>',
    )).toBe(true);
  });

  it('drops the preload of a script the page loads, and keeps one it does not', () => {
    expect(head).not.toContain('runtime.js');
    expect(head).toContain('<link rel="preload" as="script" href="/_next/static/chunks/later.js"/>');
    expect(moved.match(/runtime\.js/g)).toHaveLength(1);
  });

  it('leaves the stylesheet, nomodule and blocking scripts, and the inline scripts and their order, as they were', () => {
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>');
    expect(head).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(head).toContain('<script src="/blocking.js"></script>');
    expect(executedInlineScripts(moved)).toEqual(executedInlineScripts(exported));
  });

  it('gives the same page when run twice, and leaves a page without <head> or </body> alone', () => {
    expect(withScriptsAfterContent(moved)).toBe(moved);
    expect(withScriptsAfterContent('<p>x</p><script src="/a.js" async></script>')).toBe('<p>x</p><script src="/a.js" async></script>');
  });
});

describe('scriptPlacementProblems', () => {
  it('names every async script and needless preload still in <head>', () => {
    expect(scriptPlacementProblems(exported)).toEqual([
      'async script in <head>: /_next/static/chunks/a.js',
      'async script in <head>: /_next/static/chunks/b.js',
      'preload in <head> of a script the page loads: /_next/static/chunks/runtime.js',
    ]);
  });

  it('finds nothing wrong once the scripts are moved', () => {
    expect(scriptPlacementProblems(withScriptsAfterContent(exported))).toEqual([]);
  });

  it('names a script after </body>', () => {
    expect(scriptPlacementProblems('<html><head></head><body></body><script src="/a.js"></script></html>')).toEqual(['a script after </body>']);
  });
});
