import type { ReactNode } from 'react';

import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import type { SimplePage } from '@/lib/content/schemas';
import { formatDate } from '@/lib/format';
import { webPageJsonLd } from '@/lib/seo/json-ld';

import { InlineText } from './inline-text';
import { ProseSections } from './prose-sections';

/** Legal and contact pages: breadcrumb, heading, intro, date, sections, and page-specific extras. */
export function SimplePageView({ page, path, children }: { page: SimplePage; path: string; children?: ReactNode }) {
  return (
    <PageContainer width="3xl" as="article">
      <JsonLd data={webPageJsonLd({ path, title: page.h1, description: page.description, dateModified: page.updated })} />
      <PageHeader
        path={path}
        title={page.h1}
        lead={<InlineText text={page.intro} linkClassName="font-medium text-primary underline underline-offset-4" />}
        className="border-b border-border pb-6"
      >
        <p className="mt-4 text-sm text-muted-foreground">
          Senast uppdaterad: <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHeader>
      <ProseSections sections={page.sections} numbered={page.numbered} />
      {children ? <div className="mt-10">{children}</div> : null}
    </PageContainer>
  );
}
