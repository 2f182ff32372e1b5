import { SimplePageWithOperator } from '@/components/content/operator-details';
import { getSimplePage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getSimplePage('juridiskt');

export const metadata = pageMetadata(page);

export default function Page() {
  return <SimplePageWithOperator page={page} />;
}
