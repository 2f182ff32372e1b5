/**
 * When a page's framework scripts load (docs/benchmarks.md, "Why LCP behaved as it did"). Next
 * writes the page's `async` chunk scripts, and a `preload` of its runtime chunk, at the top of
 * `<head>`, and one more `async` chunk in the middle of `<body>`. The browser fetches them while it
 * still waits for the stylesheet, and whenever a chunk lands before the first frame is on the
 * screen Chrome runs it first: the text that is already in the HTML paints after the scripts, and
 * on a slow phone the framework's 180 KiB compete with the document and the stylesheet.
 *
 * The build's last step (scripts/secure-export.ts) therefore takes every `async` chunk out of the
 * page and lets one small inline script at the end of `<body>` add them, in their order, once the
 * page has painted its first content (the `first-contentful-paint` entry). A browser without
 * Paint Timing adds them at once; a tab opened in the background (it paints nothing until it is
 * shown) at its load event; and three seconds after the load event they are added whatever came
 * before. The load event alone is no signal of a paint: without scripts a small page has often
 * loaded before its first frame is on the screen.
 * A head preload of a script the page loads goes too (it would fetch the chunk early again).
 *
 * The page's RSC payload (what React hydrates from) is in the HTML twice: as markup, and as the
 * inline `self.__next_f.push([1, "…"])` scripts, 28–80 % of a page's bytes. The export has the
 * same text once more in the route's payload file (`<route>.txt`, which client navigation fetches).
 * When the two are equal to the character, the inline pushes go and the loader fetches the file
 * after the first paint, before it adds the chunks; the page's first view needs none of it.
 *
 * - Only external `async` scripts wait. They run in no fixed order wherever they are (the runtime
 *   loads what it still needs), and Next's other inline scripts (the bootstrap push `[0]`, the
 *   runtime registration) stay where they were and in their order. The loader is one more inline
 *   script, whose hash the page's CSP gets like the others (scripts/lib/page-csp.ts).
 * - Next's client reads `self.__next_f` when its main chunk runs and takes it as the whole payload
 *   once the document has loaded, so the payload is handed over before any chunk is added.
 * - The loader adds every chunk in one go, so the Turbopack runtime, which looks for a chunk's
 *   `<script>` by its src before it adds one, finds them all: nothing is fetched twice and client
 *   navigation works as before.
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

/** The id of the inline script that adds the chunks (and the payload) after the first paint. */
export const LOADER_ID = 'scripts-after-paint';
const LOADER = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`);
/**
 * The loader, minified by hand (it is in every page). `p` is the page's payload file as
 * [address, length, FNV-1a hash] or null, `s` the chunks in their order. `go` runs once (when,
 * see above). With a payload
 * it fetches the payload, starts the chunks' downloads (preload), and only when the payload is the
 * text this build wrote (a deploy may have replaced it since the page was read) hands it to Next
 * (`self.__next_f`, where the inline pushes would have put it) and adds the chunks; otherwise the
 * page stays as its HTML, links and all, without the scripts. Each preload and each script is
 * added in a task of its own (`add`, one MessageChannel message each, at once where there is no
 * MessageChannel): every element that starts a request costs the main thread a few milliseconds
 * on a slow phone, and all of them in the paint's task made one long task (docs/benchmarks.md,
 * "The loader's own work").
 */
const LOADER_START =
  '(function(p,s){var d=document,n=0,q=[],c=typeof MessageChannel=="function"?new MessageChannel:null;' +
  'if(c)c.port1.onmessage=function(){var f=q.shift();if(f)f();if(q.length)c.port2.postMessage(0)};' +
  'function add(t,e){if(!c)return t.appendChild(e);q.push(function(){t.appendChild(e)});if(q.length===1)c.port2.postMessage(0)}' +
  'function run(){for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=!0;add(d.body,e)}}' +
  'function go(){if(n++)return;if(!p)return run();' +
  'fetch(p[0]).then(function(r){return r.ok?r.text():""}).then(function(t){' +
  'for(var h=2166136261,i=0;i<t.length;i++)h=Math.imul(h^t.charCodeAt(i),16777619);' +
  'if(t.length===p[1]&&h>>>0===p[2]){(self.__next_f=self.__next_f||[]).push([1,t]);run()}},function(){});' +
  'for(var i=0;i<s.length;i++){var l=d.createElement("link");l.rel="preload";l.setAttribute("as","script");l.href=s[i];add(d.head,l)}}' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:!0})}catch(x){go()}' +
  'addEventListener("load",function(){if(d.visibilityState!=="visible")go();setTimeout(go,3e3)})})(';
const LOADER_END = ')';

/** Next's inline payload pushes: `(self.__next_f=self.__next_f||[]).push([0])`, `self.__next_f.push([1,"…"])`. */
const PAYLOAD_PUSH = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** FNV-1a (32 bits) over the UTF-16 code units of a text, as the loader computes it in the browser. */
export function payloadHash(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A page's RSC payload as the export has it in a file: its address and its text. */
export interface PayloadFile {
  url: string;
  text: string;
}

/** What a page's loader knows about its payload file. */
export interface LoadedPayload {
  url: string;
  length: number;
  hash: number;
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/>]|$)`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function isAsyncExternal(attributes: string): boolean {
  return attribute(attributes, 'src') !== null && attribute(attributes, 'async') !== null && attribute(attributes, 'nomodule') === null;
}

function isScriptPreload(attributes: string): boolean {
  return (attribute(attributes, 'rel') ?? '').toLowerCase() === 'preload' && (attribute(attributes, 'as') ?? '').toLowerCase() === 'script';
}

/** The loader's inline script (JSON arguments, with `<` escaped so no text closes the element). */
export function loaderScript(sources: readonly string[], payload: LoadedPayload | null = null): string {
  const args = [payload ? [payload.url, payload.length, payload.hash] : null, sources].map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c'));
  return `<script id="${LOADER_ID}">${LOADER_START}${args.join(',')}${LOADER_END}</script>`;
}

/** What a page's loader adds after the first paint: its chunks in order and its payload file; null without a loader. */
export function scriptsAfterPaint(html: string): { sources: string[]; payload: LoadedPayload | null } | null {
  const text = LOADER.exec(html)?.[1];
  if (text === undefined || !text.startsWith(LOADER_START) || !text.endsWith(LOADER_END)) return null;
  const args: unknown = JSON.parse(`[${text.slice(LOADER_START.length, text.length - LOADER_END.length)}]`);
  if (!Array.isArray(args) || args.length !== 2) return null;
  const [payload, sources] = args as unknown[];
  if (!Array.isArray(sources) || !sources.every((source) => typeof source === 'string')) return null;
  if (payload === null) return { sources, payload: null };
  if (!Array.isArray(payload) || typeof payload[0] !== 'string' || typeof payload[1] !== 'number' || typeof payload[2] !== 'number') return null;
  return { sources, payload: { url: payload[0], length: payload[1], hash: payload[2] } };
}

/** The page's inline payload: the text of its `[1, …]` pushes and the pushes' elements, or null when it has other kinds. */
export function inlinePayload(html: string): { text: string; elements: string[] } | null {
  let text = '';
  const elements: string[] = [];
  for (const match of html.matchAll(PAYLOAD_PUSH)) {
    const segment: unknown = JSON.parse(match[1] ?? 'null');
    if (!Array.isArray(segment)) return null;
    if (segment[0] === 0 && segment.length === 1) continue;
    if (segment[0] !== 1 || typeof segment[1] !== 'string') return null;
    text += segment[1];
    elements.push(match[0]);
  }
  return { text, elements };
}

/**
 * The page without its `async` scripts (head and body) and without the head's preloads of
 * scripts it loads, and with the loader that adds those scripts, in their order, just before
 * `</body>`. When `payload` is the page's payload file and holds exactly what the inline `[1, …]`
 * pushes carry, those pushes go too and the loader fetches the file instead (the bootstrap push
 * `[0]` stays). A page without `<head>` or `</body>`, or without an `async` script, is returned as it is.
 */
export function withScriptsAfterFirstPaint(html: string, payload: PayloadFile | null = null): string {
  const head = HEAD.exec(html);
  const bodyEnd = BODY_END.exec(html);
  if (!head || !bodyEnd || bodyEnd.index < head.index) return html;

  const sources: string[] = [];
  const headEnd = head.index + head[0].length;
  const take = (part: string) =>
    part.replace(EXTERNAL_SCRIPT, (element: string, attributes: string) => {
      if (!isAsyncExternal(attributes)) return element;
      sources.push(attribute(attributes, 'src') ?? '');
      return '';
    });
  let newHead = take(head[0]);
  let body = take(html.slice(headEnd, bodyEnd.index));
  if (sources.length === 0) return html;

  const loaded = new Set(sources);
  newHead = newHead.replace(LINK, (element: string, attributes: string) => {
    if (!isScriptPreload(attributes)) return element;
    const href = attribute(attributes, 'href');
    return href !== null && loaded.has(href) ? '' : element;
  });
  const inline = payload ? inlinePayload(body) : null;
  let fetched: LoadedPayload | null = null;
  if (payload && inline && inline.elements.length > 0 && inline.text === payload.text) {
    for (const element of inline.elements) body = body.replace(element, () => '');
    fetched = { url: payload.url, length: payload.text.length, hash: payloadHash(payload.text) };
  }
  return `${html.slice(0, head.index)}${newHead}${body}${loaderScript(sources, fetched)}${html.slice(bodyEnd.index)}`;
}

/** A `<link>` of a page's `<head>`: `rel` and `as` in lower case, '' when absent, and `href` (null when absent). */
export interface HeadLink {
  rel: string;
  as: string;
  href: string | null;
}

export function headLinks(html: string): HeadLink[] {
  const head = HEAD.exec(html)?.[0] ?? '';
  return [...head.matchAll(LINK)].map((match) => {
    const attributes = match[1] ?? '';
    return {
      rel: (attribute(attributes, 'rel') ?? '').toLowerCase(),
      as: (attribute(attributes, 'as') ?? '').toLowerCase(),
      href: attribute(attributes, 'href'),
    };
  });
}

/**
 * What is wrong with when a built page loads its scripts (empty when nothing): an `async` script
 * still in the page (it would be fetched before the first paint), a preload of a chunk the loader
 * adds, no loader or one that is not the last thing in `<body>`, or a script after `</body>`.
 */
export function scriptPlacementProblems(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(EXTERNAL_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (isAsyncExternal(attributes)) problems.push(`async script in the page: ${attribute(attributes, 'src')}`);
  }
  const loader = scriptsAfterPaint(html);
  const sources = loader?.sources ?? null;
  if (loader === null) problems.push('no loader for the scripts after the first paint');
  else if (loader.payload !== null && (inlinePayload(html)?.elements.length ?? 1) > 0) problems.push('the payload both inline and fetched');
  for (const link of headLinks(html)) {
    if (link.rel === 'preload' && link.as === 'script' && link.href !== null && sources?.includes(link.href))
      problems.push(`preload in <head> of a script the loader adds: ${link.href}`);
  }
  const bodyEnd = BODY_END.exec(html);
  if (bodyEnd) {
    if (/<script\b/i.test(html.slice(bodyEnd.index))) problems.push('a script after </body>');
    if (loader !== null && !html.slice(0, bodyEnd.index).endsWith(loaderScript(loader.sources, loader.payload)))
      problems.push('the loader is not the last element of <body>');
  }
  return problems;
}

/** Head links the browser fetches nothing for before the first paint, or only what the paint needs. */
const HEAD_LINKS_BEFORE_PAINT = new Set(['stylesheet', 'canonical', 'alternate', 'apple-touch-icon']);

/**
 * Whether a head link makes the browser fetch something before the first paint that the paint
 * does not need: any preload or prefetch, and a favicon file (Chrome asks for it at the load event,
 * which on a page whose scripts wait often comes before the first frame; docs/benchmarks.md, "The
 * favicon request"). The favicon as an SVG `data:` address fetches nothing; a touch icon is only
 * fetched to put the site on a home screen.
 */
function fetchesBeforePaint({ rel, href }: HeadLink): boolean {
  if (HEAD_LINKS_BEFORE_PAINT.has(rel)) return false;
  if (rel.split(/\s+/).includes('icon')) return !(href ?? '').startsWith('data:image/svg+xml,');
  return true;
}

/** The head links of a page that fetch something before its first paint the paint does not need (empty when none). */
export function headRequestsBeforePaint(html: string): string[] {
  return headLinks(html)
    .filter(fetchesBeforePaint)
    .map(({ rel, href }) => `<link rel="${rel}" href="${href ?? ''}">`);
}
