import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';

import { CookieConsent } from '@/components/cookie-consent/cookie-consent';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { ToastLayer } from '@/components/ui/toast-layer';
import { colors } from '@/lib/design-tokens';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site';

import './globals.css';

// Inter ships in an npm package: nothing is fetched from the internet at build time.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} – ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
  icons: { icon: '/icon.svg' },
};

export const viewport: Viewport = {
  themeColor: colors.primary,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // data-scroll-behavior lets Next.js turn the CSS smooth scrolling off during route changes.
    <html lang="sv" className={inter.variable} data-scroll-behavior="smooth">
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
        <CookieConsent />
        <ToastLayer />
      </body>
    </html>
  );
}
