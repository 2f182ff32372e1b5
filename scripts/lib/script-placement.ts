/**
 * Where a page's framework scripts sit in the exported HTML (docs/benchmarks.md, "Why LCP behaved
 * as it did"). Next writes the page's `async` chunk scripts, and a `preload` of its runtime chunk,
 * at the top of `<head>`. On a slow phone link they are requested together with the document and
 * the stylesheet, and whenever a chunk lands before the stylesheet Chrome runs React before the
 * first frame: the text that is already in the HTML paints after the scripts. The build's last
 * step (scripts/secure-export.ts) therefore moves those scripts to the end of `<body>` and drops a
 * preload whose script the page loads anyway:
 *
 * - Only external `async` scripts move. They run in no fixed order wherever they are (the runtime
 *   loads what it still needs), and Next's inline scripts (the RSC payload pushes, the runtime
 *   registration) stay where they were and in their order, so the page's CSP hashes still hold.
 * - React and the Turbopack runtime find a chunk's `<script>` by its src anywhere in the
 *   document, so no chunk is fetched twice and client navigation works as before.
 * - `nomodule` scripts (the polyfill for browsers without modules; modern browsers neither fetch
 *   nor run them) and anything without `async` stay put.
 *
 * Works on the HTML text, like scripts/lib/page-csp.ts; running it twice gives the same page.
 */

const HEAD = /<head\b[^>]*>[\s\S]*?<\/head\s*>/i;
const BODY_END = /<\/body\s*>(?![\s\S]*<\/body\s*>)/i;
/** An external script element: `<script …src=…></script>` with nothing between the tags. */
const EXTERNAL_SCRIPT = /<script\b([^>]*)>\s*<\/script\s*>/gi;
const LINK = /<link\b([^>]*)\/?>/gi;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/>]|$)`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function isAsyncExternal(attributes: string): boolean {
  return attribute(attributes, 'src') !== null && attribute(attributes, 'async') !== null && attribute(attributes, 'nomodule') === null;
}

/** The src of every external script the page loads, wherever it is. */
function scriptSources(html: string): Set<string> {
  const sources = new Set<string>();
  for (const match of html.matchAll(EXTERNAL_SCRIPT)) {
    const src = attribute(match[1] ?? '', 'src');
    if (src) sources.add(src);
  }
  return sources;
}

function isScriptPreload(attributes: string): boolean {
  return (attribute(attributes, 'rel') ?? '').toLowerCase() === 'preload' && (attribute(attributes, 'as') ?? '').toLowerCase() === 'script';
}

/**
 * The page with the `async` scripts of its `<head>` moved, in their order, to just before
 * `</body>`, and without the head's script preloads for scripts the page has a `<script>` for.
 * A page without `<head>` or `</body>` is returned as it is.
 */
export function withScriptsAfterContent(html: string): string {
  const head = HEAD.exec(html);
  const bodyEnd = BODY_END.exec(html);
  if (!head || !bodyEnd || bodyEnd.index < head.index) return html;

  const moved: string[] = [];
  let newHead = head[0].replace(EXTERNAL_SCRIPT, (element: string, attributes: string) => {
    if (!isAsyncExternal(attributes)) return element;
    moved.push(element);
    return '';
  });
  const loaded = scriptSources(html);
  newHead = newHead.replace(LINK, (element: string, attributes: string) => {
    if (!isScriptPreload(attributes)) return element;
    const href = attribute(attributes, 'href');
    return href !== null && loaded.has(href) ? '' : element;
  });
  if (newHead === head[0]) return html;

  const headEnd = head.index + head[0].length;
  return `${html.slice(0, head.index)}${newHead}${html.slice(headEnd, bodyEnd.index)}${moved.join('')}${html.slice(bodyEnd.index)}`;
}

/**
 * What is wrong with where a built page loads its scripts (empty when nothing): an `async` script
 * or a preload of a script the page loads still in `<head>`, or a script placed after `</body>`.
 */
export function scriptPlacementProblems(html: string): string[] {
  const head = HEAD.exec(html)?.[0] ?? '';
  const problems: string[] = [];
  for (const match of head.matchAll(EXTERNAL_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (isAsyncExternal(attributes)) problems.push(`async script in <head>: ${attribute(attributes, 'src')}`);
  }
  const loaded = scriptSources(html);
  for (const match of head.matchAll(LINK)) {
    const attributes = match[1] ?? '';
    const href = attribute(attributes, 'href');
    if (isScriptPreload(attributes) && href !== null && loaded.has(href)) problems.push(`preload in <head> of a script the page loads: ${href}`);
  }
  const bodyEnd = BODY_END.exec(html);
  if (bodyEnd && /<script\b/i.test(html.slice(bodyEnd.index))) problems.push('a script after </body>');
  return problems;
}
