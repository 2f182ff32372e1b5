import { SimplePageView } from '@/components/content/simple-page-view';
import { OpenCookieSettingsButton } from '@/components/cookie-consent/open-cookie-settings-button';
import { getSimplePage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getSimplePage('cookies');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <SimplePageView page={page} path={page.path}>
      <div className="rounded-lg border border-border bg-muted p-5">
        <h2 className="text-lg font-semibold">Ändra ditt val</h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">Öppna inställningarna för att se vad du har godkänt och ändra det.</p>
        <OpenCookieSettingsButton />
      </div>
    </SimplePageView>
  );
}
