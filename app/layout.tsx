import type { Metadata, Viewport } from 'next';

import { CookieConsent } from '@/components/cookie-consent/cookie-consent';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { ToastLayer } from '@/components/ui/toast-layer';
import { CONSENT_PROBE_SCRIPT } from '@/lib/cookie-consent-probe';
import { colors, logoIconDataUri } from '@/lib/design-tokens';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site';

import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} – ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
  // The favicon without a request (lib/design-tokens.ts, logoIconDataUri); the touch icon is a file.
  icons: { icon: logoIconDataUri(), apple: '/apple-touch-icon.png' },
};

export const viewport: Viewport = {
  themeColor: colors.primary,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // data-scroll-behavior lets Next.js turn the CSS smooth scrolling off during route changes.
    // suppressHydrationWarning: CONSENT_PROBE_SCRIPT may add data-consent to <html> before React
    // hydrates it (this element's own attributes only; children are still checked).
    <html lang="sv" data-scroll-behavior="smooth" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <a
          href="#innehall"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          Hoppa till innehållet
        </a>
        <JsonLd data={organizationJsonLd()} />
        <JsonLd data={websiteJsonLd()} />
        <SiteHeader />
        <main id="innehall" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        {/*
          Hides the pre-rendered cookie banner below when a choice is stored. Here, not in <head>:
          an inline script waits for the stylesheet and holds the parser meanwhile, so in <head> it
          delayed parsing the whole page; here the page above is parsed while the CSS loads, and
          the banner only after the script has run (nothing paints before the stylesheet anyway).
        */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_PROBE_SCRIPT }} />
        <CookieConsent />
        <ToastLayer />
      </body>
    </html>
  );
}
