import type { ProseSection } from '@/lib/content/schemas';

import { InlineText } from './inline-text';

/**
 * Running text: sections with headings (optionally numbered), paragraphs and lists. The heading
 * level follows the page's outline (h2 on a page of its own, h3 inside an article section).
 */
export function ProseSections({
  sections,
  numbered = false,
  headingLevel = 2,
}: {
  sections: readonly ProseSection[];
  numbered?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="prose-elvalet">
      {sections.map((section, index) => {
        const headingId = section.id ?? `avsnitt-${headingLevel}-${index + 1}`;
        return (
          <section key={section.heading} aria-labelledby={headingId}>
            <Heading id={headingId}>{numbered ? `${index + 1}. ${section.heading}` : section.heading}</Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <InlineText text={paragraph} />
              </p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>
                    <InlineText text={item} />
                  </li>
                ))}
              </ul>
            ) : null}
            {section.closing?.map((paragraph) => (
              <p key={paragraph}>
                <InlineText text={paragraph} />
              </p>
            ))}
          </section>
        );
      })}
    </div>
  );
}
