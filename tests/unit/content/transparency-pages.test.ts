/** @jest-environment node */
import { omElvaletPage } from '@/content/pages/om-elvalet';
import { tillganglighetPage } from '@/content/pages/tillganglighet';
import { simplePageSchema } from '@/lib/content/schemas';
import { siteConfig, type SiteOperator } from '@/lib/site';

const text = (page: { intro: string; sections: { heading: string; paragraphs?: string[]; list?: string[]; closing?: string[] }[] }) =>
  [page.intro, ...page.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.list ?? []), ...(s.closing ?? [])])].join('\n');

/** The page module as it reads with another operator in the site config. */
function omElvaletWith(operator: SiteOperator | null): typeof omElvaletPage {
  let page: typeof omElvaletPage | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/lib/site', () => ({ ...jest.requireActual('@/lib/site'), siteConfig: { ...siteConfig, operator } }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module re-read with the mocked config
    page = (require('@/content/pages/om-elvalet') as { omElvaletPage: typeof omElvaletPage }).omElvaletPage;
  });
  jest.dontMock('@/lib/site');
  return page!;
}

describe('Om Elvalet (docs/rules/transparency.md, "Who runs the site")', () => {
  it('fits the page schema', () => {
    expect(simplePageSchema.parse(omElvaletPage)).toBeTruthy();
  });

  it('says plainly that the operator is not yet named while the site config has none', () => {
    const page = omElvaletWith(null);
    expect(text(page)).toContain('Företaget som äger och driver Elvalet är ännu inte angivet på webbplatsen.');
    expect(text(page)).toContain('Kostnaderna för drift bärs av företaget som driver webbplatsen.');
  });

  it('names the operator of the site config: company, organisation number, address and e-mail', () => {
    const page = omElvaletWith({ companyName: 'Elvalet AB', orgNumber: '559000-0000', postalAddress: 'Box 123, 111 22 Stockholm', email: 'info@elvalet.se' });
    const all = text(page);
    expect(all).toContain('Elvalet ägs och drivs av Elvalet AB, organisationsnummer 559000-0000, med postadressen Box 123, 111 22 Stockholm.');
    expect(all).toContain('[info@elvalet.se](mailto:info@elvalet.se)');
    expect(all).toContain('Kostnaderna för drift bärs av Elvalet AB.');
    expect(all).not.toContain('ännu inte angivet');
  });

  it('states the financing, the ranking rule and its criteria, and the data sources', () => {
    const all = text(omElvaletPage);
    expect(all).toContain('inga intäkter från elleverantörer eller elnätsbolag');
    expect(all).toContain('inga affiliatelänkar');
    expect(all).toContain('Ersättning ändrar aldrig ordningen i listan');
    expect(all).toContain('sorteras avtalen efter uppskattad kostnad per år');
    for (const source of ['Elpriskollen', 'SCB', 'Nord Pool', 'Skatteverket', '[Rättelser](/rattelser)']) expect(all).toContain(source);
  });
});

describe('the accessibility statement (docs/rules/transparency.md, "Accessibility")', () => {
  it('names the standard, the checks, the known shortcomings, how to report a barrier and DIGG', () => {
    expect(simplePageSchema.parse(tillganglighetPage)).toBeTruthy();
    const all = text(tillganglighetPage);
    expect(all).toContain('nivå AA i Web Content Accessibility Guidelines (WCAG) 2.1');
    expect(all).toContain('axe');
    expect(tillganglighetPage.sections.map((s) => s.id)).toEqual(['standard', 'sa-testar-vi', 'kanda-brister', 'rapportera', 'tillsyn', 'om-redogorelsen']);
    expect(all).toContain(`[${siteConfig.contactEmail}](mailto:${siteConfig.contactEmail})`);
    expect(all).toContain('[DIGG](https://www.digg.se/tdosanmalan)');
  });
});
