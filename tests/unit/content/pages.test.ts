/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { cookiesPage } from '@/content/pages/cookies';
import { integritetPage } from '@/content/pages/integritet';
import { juridisktPage } from '@/content/pages/juridiskt';
import { kontaktPage } from '@/content/pages/kontakt';
import { villkorPage } from '@/content/pages/villkor';
import { getCitiesIndexSeo } from '@/lib/cities/cities';
import { getBlogCategoryCopy, getHomeContent, getOverviewPages, getSpotPagesContent } from '@/lib/content/pages';
import { homeContentSchema, simplePageSchema } from '@/lib/content/schemas';
import { siteConfig, siteConfigSchema, withReplyTime } from '@/lib/site';

const simplePages = {
  juridiskt: juridisktPage,
  villkor: villkorPage,
  integritet: integritetPage,
  cookies: cookiesPage,
  kontakt: kontaktPage,
};

const SOURCE_FILES = ['home', 'juridiskt', 'villkor', 'integritet', 'cookies', 'kontakt'].map((file) => `content/pages/${file}.ts`);

/** Every string in a content object, keys excluded. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** All user-facing text of a page joined, without the ISO date. */
function pageText(page: object): string {
  return allStrings({ ...page, updated: undefined }).join('\n');
}

// The home copy takes the market's figures (lib/content/pages.ts hands them in).
const homeContent = getHomeContent();
const allPages: [string, object][] = [['home', homeContent], ...Object.entries(simplePages)];

/**
 * When each legal page was last changed: /juridiskt and /villkor on 26 November 2026 (where
 * prices come from, no paid links), /integritet the same day (the newsletter's rate limit).
 */
const UPDATED: Record<keyof typeof simplePages, string> = {
  juridiskt: '2026-11-26',
  villkor: '2026-11-26',
  integritet: '2026-12-02',
  cookies: '2026-12-02',
  kontakt: '2026-12-02',
};

describe('page content modules', () => {
  it('home content matches its schema', () => {
    const home = homeContentSchema.parse(homeContent);
    expect(home.benefits).toHaveLength(4);
    // No 'takes 30 seconds' durations: the site cannot back them.
    expect(home.steps.every((step) => !('duration' in step))).toBe(true);
    expect(home.faq).toHaveLength(4);
    expect(home.article.sections.length).toBeGreaterThanOrEqual(3);
    expect(home.article.sections.length).toBeLessThanOrEqual(5);
    for (const section of home.article.sections) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(section.paragraphs.length).toBeLessThanOrEqual(3);
    }
  });

  it.each(Object.entries(simplePages))('%s matches the simple page schema', (name, page) => {
    const parsed = simplePageSchema.parse(page);
    expect(parsed.updated).toBe(UPDATED[name as keyof typeof simplePages]);
  });

  it('says where the prices come from and claims no paid links the site does not have (docs/architecture.md)', () => {
    for (const page of [juridisktPage, villkorPage]) {
      const text = pageText(page);
      expect(text).toContain('Elpriskollen');
      expect(text).not.toMatch(/betalar oss ersättning|För en del av dem får vi ersättning|affiliatelänkar\. Sådana/);
    }
    expect(pageText(juridisktPage)).toContain('ingen leverantör betalar oss, och vi har inga affiliatelänkar');
    const home = pageText(homeContent);
    expect(home).toContain('Ingen elleverantör betalar oss');
    expect(home).not.toMatch(/Vi (får|finansieras genom) ersättning|Välj detta avtal/);
  });

  it('villkor has exactly six numbered terms', () => {
    const villkor = simplePageSchema.parse(villkorPage);
    expect(villkor.numbered).toBe(true);
    expect(villkor.sections).toHaveLength(6);
  });

  it('integritet names every kind of data collected and the supervisory authority', () => {
    const text = pageText(integritetPage).toLowerCase();
    for (const word of ['postnummer', 'förbrukning', 'cookies', 'ip-adress', 'integritetsskyddsmyndigheten']) {
      expect(text).toContain(word);
    }
  });

  it('integritet names the spot-price API the browser calls, the storage keys, and links IMY', () => {
    const text = pageText(integritetPage);
    expect(text).toContain('[elprisetjustnu.se](https://www.elprisetjustnu.se)');
    expect(text).toContain('[Elpriset just nu](/elpris-just-nu)');
    expect(text).toContain('”cookie-consent”');
    expect(text).toContain('”elvalet-remembered-inputs”');
    expect(text).toContain('[Integritetsskyddsmyndigheten (IMY)](https://www.imy.se)');
    // This build has no remote database configured, so the page does not claim one.
    expect(text).not.toContain('Supabase');
    expect(text).not.toContain('SHA-256');
  });

  it('integritet, in a build with the remote database: names Supabase, the newsletter and the hashed IP address kept an hour', () => {
    const saved = { url: process.env.NEXT_PUBLIC_SUPABASE_URL, key: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY };
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://example.supabase.co';
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'public-anon-key';
    try {
      let page: typeof integritetPage | undefined;
      jest.isolateModules(() => {
        page = jest.requireActual<{ integritetPage: typeof integritetPage }>('@/content/pages/integritet').integritetPage;
      });
      const text = pageText(page!);
      expect(text).toContain('vår databas hos Supabase');
      expect(text).toContain('inte din IP-adress utan en kontrollsumma av den (SHA-256) och raderar kontrollsumman efter en timme');
      expect(text).toContain('Kontrollsumman av din IP-adress när du anmäler dig till nyhetsbrevet eller skickar en felrapport: högst en timme.');
      // The error reports: what is stored, that no name or address is, how long, and who processes it.
      expect(text).toContain('men inte ditt namn eller din e-postadress');
      expect(text).toContain('Felrapporter: tills vi har kontrollerat uppgiften, och högst 12 månader.');
      expect(text).toContain('databasen, som drivs av Supabase Inc.');
      expect(simplePageSchema.parse(page)).toBeTruthy();
    } finally {
      for (const [name, value] of [
        ['NEXT_PUBLIC_SUPABASE_URL', saved.url],
        ['NEXT_PUBLIC_SUPABASE_ANON_KEY', saved.key],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('cookies says what Funktionella stores and that no analytics is used', () => {
    const text = pageText(cookiesPage);
    expect(text).toContain('Vi använder ingen analystjänst');
    expect(text).toContain('Därför finns det inget val för analys i inställningarna');
    expect(text).toContain('”elvalet-remembered-inputs”');
    expect(text).toContain('raderas de sparade uppgifterna direkt');
  });

  it('legal pages link the authorities, policies and the e-mail address they name', () => {
    const text = Object.values(simplePages).map(pageText).join('\n');
    expect(text).toContain(`[${siteConfig.contactEmail}](mailto:${siteConfig.contactEmail})`);
    expect(text).toContain('[Allmänna reklamationsnämnden (ARN)](https://www.arn.se)');
    expect(text).toContain('[Energimarknadsbyrån](https://www.energimarknadsbyran.se)');
    expect(text).toContain('[Konsumentverket](https://www.konsumentverket.se)');
    expect(text).toContain('[cookiepolicy](/cookies)');
    expect(text).toContain('[integritetspolicy](/integritet)');
    expect(text).not.toContain('Konsumenternas energimarknadsbyrå');
    // The e-mail address is never left as plain text where it could be a link.
    expect(text.replaceAll(`[${siteConfig.contactEmail}](mailto:${siteConfig.contactEmail})`, '')).not.toContain(siteConfig.contactEmail);
  });

  it('cookies names the consent key and the two banner categories, and offers no Analys', () => {
    const text = pageText(cookiesPage);
    expect(text).toContain('cookie-consent');
    const headings = cookiesPage.sections.map((section) => section.heading);
    for (const category of ['Nödvändiga', 'Funktionella']) {
      expect(headings.some((heading) => heading.startsWith(category))).toBe(true);
    }
    expect(headings.some((heading) => heading.startsWith('Analys'))).toBe(false);
    expect(text).not.toMatch(/Funktionella och Analys|och analys slås på/);
  });

  it('kontakt gives the e-mail address from the site config in its intro', () => {
    expect(kontaktPage.intro).toContain(siteConfig.contactEmail);
  });

  it('promises a reply time only when an operator is configured to keep it', () => {
    const promise = /svarar (vi )?normalt inom/;
    if (siteConfig.replyTime === null) {
      for (const page of [kontaktPage, juridisktPage, integritetPage]) expect(JSON.stringify(page)).not.toMatch(promise);
    }
    expect(withReplyTime('Mejla oss.', '1–2 arbetsdagar')).toBe('Mejla oss. Vi svarar normalt inom 1–2 arbetsdagar.');
    expect(withReplyTime('Mejla oss.', null)).toBe('Mejla oss.');
    const operator = { companyName: 'Elvalet AB', orgNumber: '559000-0000', postalAddress: 'Box 1, 111 22 Stockholm', email: 'info@elvalet.se' };
    expect(siteConfigSchema.safeParse({ ...siteConfig, operator: null, replyTime: '1–2 arbetsdagar' }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ ...siteConfig, operator, replyTime: '1–2 arbetsdagar' }).success).toBe(true);
  });

  it('types no marketing figure into the home copy: counts and savings come from the data', () => {
    const text = pageText(homeContent);
    expect(text).not.toMatch(/över \d|\d\+|\d\s?\/\s?5|omdömen|minuter\b|\d\s?(%|procent)\s+på elhandeln/);
    expect(text).not.toMatch(/spara \d/);
  });

  it.each(allPages)('%s has no placeholder text and uses Swedish ranges', (_name, page) => {
    const text = pageText(page);
    expect(text).not.toMatch(/lorem/i);
    expect(text).not.toMatch(/kommer snart/i);
    // Number ranges take an en dash ('15–30 %'), never a hyphen.
    expect(text).not.toMatch(/\d-\d/);
    // Percent and kronor are written with a space before them.
    expect(text).not.toMatch(/\d(%|kr\b)/);
  });

  it.each(SOURCE_FILES)('%s takes the site name from the site config', (file) => {
    expect(readFileSync(path.join(process.cwd(), file), 'utf8')).not.toMatch(/elvalet/i);
  });
});

describe('page copy that lives in content/', () => {
  it('gives the spot pages their title, description and keywords', () => {
    const { justNu, historik } = getSpotPagesContent();
    expect(justNu.title).toBe('Elpriset just nu – spotpris i SE1, SE2, SE3 och SE4');
    expect(historik.title).toBe('Elprishistorik – spotpris per månad i SE1–SE4');
    expect(historik.areaCharacteristics.SE4).toContain('Skåne');
    expect(justNu.faq).toHaveLength(4);
  });

  it('fills the blog category templates', () => {
    expect(getBlogCategoryCopy('Tips')).toEqual({
      title: 'Tips – artiklar om el och elavtal',
      h1: 'Blogg: Tips',
      description: 'Bloggens artiklar i kategorin Tips. Praktiska råd om hur du sänker elräkningen och väljer rätt tjänster hemma.',
      lead: 'Praktiska råd om hur du sänker elräkningen och väljer rätt tjänster hemma.',
    });
    expect(() => getBlogCategoryCopy('Okänd')).toThrow('no text for the blog category Okänd');
  });

  it('writes the number of municipalities into the /stader title', () => {
    const seo = getCitiesIndexSeo();
    expect(seo.title).toBe('Elpris i alla 290 kommuner – elområde och kostnad');
    expect(seo.description).toMatch(/^Elområde, spotpris och vad el kostar i Sveriges 290 kommuner/);
  });

  it('has the overview pages and the 404 in content', () => {
    const overview = getOverviewPages();
    expect(overview.providers.h1).toBe('Elleverantörer');
    expect(overview.sitemap.title).toBe('Webbplatskarta');
    expect(overview.notFound.title).toBe('Sidan hittades inte');
  });
});
