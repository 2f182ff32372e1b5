import { OperatorDetails } from '@/components/content/operator-details';
import { SimplePageView } from '@/components/content/simple-page-view';
import { getSimplePage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';

const page = getSimplePage('om-elvalet');

export const metadata = pageMetadata(page);

/** Who runs the site, from the operator identity of the site config (lib/site.ts), when set. */
export default function Page() {
  return siteConfig.operator ? (
    <SimplePageView page={page} path={page.path}>
      <OperatorDetails operator={siteConfig.operator} className="rounded-lg border border-border p-6" />
    </SimplePageView>
  ) : (
    <SimplePageView page={page} path={page.path} />
  );
}
