import { SimplePageWithOperator } from '@/components/content/operator-details';
import { getSimplePage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getSimplePage('om-elvalet');

export const metadata = pageMetadata(page);

/** Who runs the site: the copy, and the operator identity of the site config (lib/site.ts) once set. */
export default function Page() {
  return <SimplePageWithOperator page={page} />;
}
