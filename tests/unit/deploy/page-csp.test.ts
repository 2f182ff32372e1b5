/**
 * @jest-environment node
 */
import {
  executedInlineScripts,
  expectedPagePolicy,
  inlineScriptHashes,
  pagePolicies,
  pagePolicyProblems,
  scriptHash,
  withPagePolicy,
} from '@/scripts/lib/page-csp';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>${head}</head><body>${body}</body></html>`;

const html = page(
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  [
    '<script>self.__next_f.push([1,"a"])</script>',
    '<script id="_R_">(globalThis["TURBOPACK"] || []).push(1)</script>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script type="module">import("/m.js")</script>',
    '<script>self.__next_f.push([1,"a"])</script>',
  ].join(''),
);

describe('scriptHash', () => {
  it('is the SHA-256 of the UTF-8 text in base64, as CSP defines it', () => {
    // The example of the CSP specification and MDN.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes line breaks the way the HTML parser hands them to the browser (CRLF and CR → LF)', () => {
    expect(scriptHash('a\r\nb\rc')).toBe(scriptHash('a\nb\nc'));
    expect(scriptHash('å')).not.toBe(scriptHash('a'));
  });
});

describe('executedInlineScripts', () => {
  it('takes the inline scripts the browser runs, with any attributes, and skips src scripts and data blocks (JSON-LD)', () => {
    expect(executedInlineScripts(html).map((script) => script.text)).toEqual([
      'self.__next_f.push([1,"a"])',
      '(globalThis["TURBOPACK"] || []).push(1)',
      'import("/m.js")',
      'self.__next_f.push([1,"a"])',
    ]);
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it.each(['text/javascript', 'application/javascript', 'TEXT/JAVASCRIPT', 'module', 'importmap'])('counts type=%s as executed', (type) => {
    expect(executedInlineScripts(`<script type="${type}">x</script>`)).toHaveLength(1);
  });

  it.each(['application/ld+json', 'application/json', 'text/template'])('leaves type=%s alone', (type) => {
    expect(executedInlineScripts(`<script type='${type}'>x</script>`)).toHaveLength(0);
  });
});

describe('withPagePolicy', () => {
  const env = { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k' };

  it('puts the policy right after <meta charset>, before the first stylesheet and script', () => {
    const result = withPagePolicy(html, env);
    const meta = result.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBe(result.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(meta).toBeLessThan(result.indexOf('<link rel="stylesheet"'));
    expect(pagePolicies(result)).toEqual([expectedPagePolicy(html, env)]);
    expect(pagePolicies(result)[0]).toContain(`script-src 'self' ${inlineScriptHashes(html).join(' ')};`);
    expect(pagePolicies(result)[0]).toContain("connect-src 'self' https://www.elprisetjustnu.se https://abc.supabase.co;");
  });

  it('changes nothing else of the page', () => {
    const result = withPagePolicy(html, env);
    expect(result.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '')).toBe(html);
  });

  it('gives the same page when run twice, and replaces an outdated policy', () => {
    const once = withPagePolicy(html, env);
    expect(withPagePolicy(once, env)).toBe(once);
    const changed = once.replace('push(1)', 'push(2)');
    const again = withPagePolicy(changed, env);
    expect(pagePolicies(again)).toEqual([expectedPagePolicy(changed, env)]);
  });

  it('falls back to the start of <head>, and refuses a page without one', () => {
    expect(withPagePolicy('<html><head><script>x</script></head></html>', {})).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
    expect(() => withPagePolicy('<p>no head</p>', {})).toThrow(/no <head>/);
  });
});

describe('pagePolicyProblems', () => {
  const env = {};
  const good = withPagePolicy(html, env);

  it('has none for a page written by withPagePolicy', () => {
    expect(pagePolicyProblems(good, env)).toEqual([]);
  });

  it('finds a missing policy, a script added after the build, a stale hash and a wrong connect-src', () => {
    expect(pagePolicyProblems(html, env)).toEqual(['0 Content-Security-Policy <meta> elements (expected 1)']);
    const added = good.replace('</body>', '<script>alert(1)</script></body>');
    expect(pagePolicyProblems(added, env)).toEqual([expect.stringMatching(/^script-src lacks 1 inline script hash/)]);
    const removed = good.replace('<script type="module">import("/m.js")</script>', '');
    expect(pagePolicyProblems(removed, env)).toEqual([expect.stringMatching(/^script-src allows sources no inline script needs/)]);
    expect(pagePolicyProblems(good, { NEXT_PUBLIC_ELPRIS_API_BASE: 'https://other.example' })).toEqual([
      expect.stringMatching(/^connect-src is/),
    ]);
  });

  it('finds a policy placed after a script', () => {
    const late = good.replace(/(<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>)/, '').replace('</head>', `${/<meta http-equiv[^>]*>/.exec(good)![0]}</head>`);
    expect(pagePolicyProblems(late, env)).toContain('the Content-Security-Policy <meta> comes after a script or stylesheet');
  });
});
