import { cn } from '@/lib/utils';

/**
 * Body HTML rendered at build time by lib/content/editorial (Markdown → sanitised HTML). It is
 * inserted as is: the pipeline's sanitiser allows only the elements and attributes it lists.
 */
export function ProseHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-elvalet', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
