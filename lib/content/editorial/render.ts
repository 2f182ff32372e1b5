import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Link, PhrasingContent, Root as MdastRoot } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { invalidContent } from '@/lib/content/load';

import { resolveDirectives } from './directives';

/**
 * Markdown → HTML at build time, with the unified collective's remark/rehype plugins (see the
 * commit that added them for the choice). Pages insert the HTML in server components; no article
 * is rendered in the browser.
 *
 * Order: directives → parse (CommonMark + GFM tables) → contract checks on the Markdown tree
 * (heading levels, no raw HTML, no images, links) → HTML tree (raw HTML dropped here) → heading
 * ids and anchor links → external links → cell alignment as a class → table block (hint and named scroll region) → sanitise with an allow-list that keeps
 * exactly those additions → serialise. Sanitising last means no plugin can slip markup through.
 */

export interface Heading {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The `##` headings in order, for a table of contents. */
  headings: readonly Heading[];
}

/** What to do with an internal (root-relative) link: keep it or fail the build. */
export type LinkDecision = { action: 'keep' } | { action: 'reject'; reason: string };

export interface RenderOptions {
  /** Named in every error: 'content/blog/spara-pa-el.md'. */
  file: string;
  /** The shallowest heading the body may use: 2 for articles (`##`), 3 for school sections. */
  topHeadingDepth: 2 | 3;
  /** Prefix for heading ids, so sections rendered on one page never share an id. */
  idPrefix?: string;
  /** Decides root-relative links; external links must be https. */
  internalLink: (href: string) => LinkDecision;
}

export const EXTERNAL_LINK_NOTE = ' (öppnas i ny flik)';

/** rehype-sanitize's GitHub-like default, plus the ids, anchors and attributes our plugins add. */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  // Heading ids come from our writers' headings, not from visitors, so no 'user-content-' prefix.
  clobberPrefix: '',
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !['img', 'input', 'picture', 'source'].includes(tag)),
  attributes: {
    ...defaultSchema.attributes,
    a: [
      // One className entry with every allowed value (a second entry would be ignored).
      ...(defaultSchema.attributes?.a ?? []).filter((attribute) => !(Array.isArray(attribute) && attribute[0] === 'className')),
      ['className', 'data-footnote-backref', 'heading-anchor'],
      'ariaHidden',
      'tabIndex',
      ['target', '_blank'],
      ['rel', 'noopener', 'noreferrer'],
    ],
    span: [['className', 'sr-only'], 'ariaHidden'],
    // wrapTables: the block, its hint and the named, focusable scroll region.
    p: [['className', 'table-hint']],
    div: [
      ...(defaultSchema.attributes?.div ?? []),
      ['className', 'table-block', 'table-scroll', 'scroll-shadow-x'],
      ['role', 'region'],
      'ariaLabel',
      'tabIndex',
    ],
    td: [['className', 'align-left', 'align-center', 'align-right']],
    th: [['className', 'align-left', 'align-center', 'align-right']],
  },
  protocols: { ...defaultSchema.protocols, href: ['http', 'https'] },
};

type Problem = { field: string; message: string };

function where(node: { position?: { start: { line: number } } }): string {
  return node.position ? `body line ${node.position.start.line}` : 'body';
}

/** Contract checks on the Markdown tree. */
function checkMarkdown(options: RenderOptions, problems: Problem[]) {
  return (tree: MdastRoot) => {
    visit(tree, (node) => {
      if (node.type === 'heading' && node.depth < options.topHeadingDepth) {
        problems.push({
          field: where(node),
          message: `heading level ${node.depth} ("${'#'.repeat(node.depth)}"); headings start at ${'#'.repeat(options.topHeadingDepth)}`,
        });
      } else if (node.type === 'html') {
        problems.push({ field: where(node), message: 'raw HTML is not allowed in Markdown bodies' });
      } else if (node.type === 'image' || node.type === 'imageReference') {
        problems.push({ field: where(node), message: 'images are not allowed in bodies (the article image is set in front matter)' });
      } else if (node.type === 'link') {
        const decision = decideLink(node, options);
        if (decision.action === 'reject') problems.push({ field: where(node), message: decision.reason });
      }
    });
  };
}

function decideLink(node: Link, options: RenderOptions): LinkDecision {
  const href = node.url;
  if (href.startsWith('/') && !href.startsWith('//')) return options.internalLink(href);
  if (/^https:\/\/[^/\s]+/.test(href)) return { action: 'keep' };
  return { action: 'reject', reason: `link "${href}": use a root-relative path (/jamfor) or an https:// address` };
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Collects the `h2` ids and texts (after rehype-slug, before the anchor links are added). */
function collectHeadings(into: Heading[]) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h2' && typeof node.properties.id === 'string') {
        into.push({ id: node.properties.id, text: textOf(node).trim() });
      }
    });
  };
}

/**
 * GFM writes a column's alignment as the `align` attribute, obsolete in HTML (the W3C checker warns
 * on every cell): it becomes a class the prose styles align by (app/globals.css).
 */
function alignCellsByClass() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'td' && node.tagName !== 'th') return;
      const align = node.properties.align;
      delete node.properties.align;
      if (align === 'left' || align === 'center' || align === 'right') node.properties.className = [`align-${align}`];
    });
  };
}

/** The hint above a Markdown table on a phone; true whether or not this table is wider than the screen. */
export const TABLE_HINT = 'Svep i sidled om tabellen är bredare än skärmen.';

/**
 * The scroll region's name: the table's column headings, as a screen reader user would want to
 * hear which table it is ('Tabell: Elområde, Pris').
 */
export function tableLabel(table: Element): string {
  const headings: string[] = [];
  visit(table, 'element', (node: Element) => {
    if (node.tagName === 'th') {
      const text = textOf(node).replace(/\s+/g, ' ').trim();
      if (text) headings.push(text);
    }
  });
  const label = headings.length > 0 ? `Tabell: ${headings.join(', ')}` : 'Tabell';
  return label.length > 120 ? `${label.slice(0, 119).trimEnd()}…` : label;
}

/**
 * Wraps each table as components/ui/scroll-region.tsx does for the site's own tables
 * (docs/architecture.md, "Screens"): a region named by its column headings and focusable, so keyboard users
 * can scroll a wide table sideways on a phone, with a hint in words there (hidden from `sm` up).
 */
function wrapTables() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return undefined;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-block'] },
        children: [
          { type: 'element', tagName: 'p', properties: { className: ['table-hint'] }, children: [{ type: 'text', value: TABLE_HINT }] },
          {
            type: 'element',
            tagName: 'div',
            properties: { className: ['table-scroll', 'scroll-shadow-x'], role: 'region', ariaLabel: tableLabel(node), tabIndex: 0 },
            children: [node],
          },
        ],
      };
      return 'skip';
    });
  };
}

export function renderMarkdown(markdown: string, options: RenderOptions): RenderedMarkdown {
  const problems: Problem[] = [];
  const headings: Heading[] = [];
  const source = resolveDirectives(markdown, options.file);
  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => checkMarkdown(options, problems))
    // Without allowDangerousHtml, raw HTML never reaches the HTML tree.
    .use(remarkRehype)
    .use(rehypeSlug, { prefix: options.idPrefix ?? '' })
    .use(() => collectHeadings(headings))
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
      content: { type: 'text', value: '#' },
    })
    .use(rehypeExternalLinks, {
      target: '_blank',
      rel: ['noopener', 'noreferrer'],
      content: { type: 'text', value: EXTERNAL_LINK_NOTE },
      contentProperties: { className: ['sr-only'] },
    })
    .use(alignCellsByClass)
    .use(wrapTables)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(rehypeStringify)
    .processSync(source);
  if (problems.length > 0) throw invalidContent(options.file, problems);
  return { html: String(file), headings };
}

/** What a Markdown node is called in a writer's message ('plain paragraphs only: heading is not allowed'). */
const NODE_NAMES: Readonly<Record<string, string>> = {
  heading: 'heading',
  list: 'list',
  listItem: 'list',
  blockquote: 'quote',
  code: 'code',
  inlineCode: 'code',
  html: 'HTML',
  link: 'link',
  linkReference: 'link',
  definition: 'link',
  image: 'image',
  imageReference: 'image',
  emphasis: 'emphasis',
  strong: 'emphasis',
  delete: 'emphasis',
  table: 'table',
  thematicBreak: 'rule',
  break: 'line break',
  footnoteReference: 'footnote',
  footnoteDefinition: 'footnote',
};

/**
 * Copy that may only be plain paragraphs (city copy, docs/rules/editorial.md), through the
 * same pipeline as every other body: the inline directives are resolved (a table fails), the text
 * is parsed as CommonMark + GFM, and anything but paragraphs of text (a heading, list, link,
 * emphasis, code, HTML, table …) fails the build with the file and the line. The paragraphs come
 * back as plain strings, which React escapes, with their line breaks joined by spaces (ASCII
 * whitespace only: the no-break spaces of the formatted figures stay).
 */
export function renderPlainParagraphs(markdown: string, file: string): string[] {
  const source = resolveDirectives(markdown, file, { inlineOnly: true });
  const tree = unified().use(remarkParse).use(remarkGfm).parse(source);
  const problems: Problem[] = [];
  const paragraphs: string[] = [];
  const refuse = (node: { type: string; position?: { start: { line: number } } }) =>
    problems.push({ field: where(node), message: `plain paragraphs only: ${NODE_NAMES[node.type] ?? node.type} is not allowed` });
  for (const block of tree.children) {
    if (block.type !== 'paragraph') {
      refuse(block);
      continue;
    }
    const other = block.children.find((child: PhrasingContent) => child.type !== 'text');
    if (other) refuse(other);
    else
      paragraphs.push(
        block.children
          .map((child) => (child.type === 'text' ? child.value : ''))
          .join('')
          .replace(/[ \t\r\n]+/g, ' ')
          .trim(),
      );
  }
  if (problems.length > 0) throw invalidContent(file, problems);
  return paragraphs;
}
