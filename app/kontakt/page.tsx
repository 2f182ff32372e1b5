import Link from 'next/link';
import { Mail } from 'lucide-react';

import { OperatorDetails } from '@/components/content/operator-details';
import { SimplePageView } from '@/components/content/simple-page-view';
import { buttonVariants } from '@/components/ui/button-variants';
import { getSimplePage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';
import { COMPARE_PATH } from '@/lib/paths';

const page = getSimplePage('kontakt');

export const metadata = pageMetadata(page);

const MORE_LINKS = [
  { href: COMPARE_PATH, label: 'Jämför elavtal för ditt postnummer' },
  { href: '/blog', label: 'Läs våra artiklar om elpriser och elavtal' },
];

export default function Page() {
  return (
    <SimplePageView page={page} path={page.path}>
      <div className="rounded-lg border border-border bg-primary-soft/50 p-6">
        <h2 className="text-xl font-semibold">Skriv till oss</h2>
        {siteConfig.replyTime ? <p className="mt-2 text-muted-foreground">Vi svarar normalt inom {siteConfig.replyTime}.</p> : null}
        <a href={`mailto:${siteConfig.contactEmail}`} className={`${buttonVariants({ size: 'lg' })} mt-4`}>
          <Mail aria-hidden="true" />
          {siteConfig.contactEmail}
        </a>
      </div>
      <OperatorDetails operator={siteConfig.operator} className="mt-8 rounded-lg border border-border p-6" />
      {MORE_LINKS.length > 0 ? (
        <ul className="mt-8 space-y-2">
          {MORE_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="font-medium text-primary underline underline-offset-4">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </SimplePageView>
  );
}
