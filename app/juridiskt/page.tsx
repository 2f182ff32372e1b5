import { OperatorDetails } from '@/components/content/operator-details';
import { SimplePageView } from '@/components/content/simple-page-view';
import { getSimplePage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';

const page = getSimplePage('juridiskt');

export const metadata = pageMetadata(page);

export default function Page() {
  return siteConfig.operator ? (
    <SimplePageView page={page} path={page.path}>
      <OperatorDetails operator={siteConfig.operator} className="rounded-lg border border-border p-6" />
    </SimplePageView>
  ) : (
    <SimplePageView page={page} path={page.path} />
  );
}
