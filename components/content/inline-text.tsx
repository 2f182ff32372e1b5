import Link from 'next/link';

import { parseInlineLinks } from '@/lib/inline-links';

/**
 * Text with `[text](href)` links (lib/inline-links.ts): pages of the site through next/link,
 * authorities and e-mail addresses as plain anchors. The content schema has already checked
 * every link, so nothing here can point nowhere.
 */
export function InlineText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return parseInlineLinks(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : part.href.startsWith('/') ? (
      <Link key={index} href={part.href} className={linkClassName}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} className={linkClassName}>
        {part.text}
      </a>
    ),
  );
}
