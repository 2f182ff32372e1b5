import { SimplePageView } from '@/components/content/simple-page-view';
import { getSimplePage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getSimplePage('tillganglighet');

export const metadata = pageMetadata(page);

export default function Page() {
  return <SimplePageView page={page} path={page.path} />;
}
