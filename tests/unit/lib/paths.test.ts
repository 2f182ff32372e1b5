/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { parseBillUrl } from '@/lib/grid/bill-url';
import { parseMarketUrl } from '@/lib/market/url-state';
import { areaPagePath, calculatorHref, compareHref, COMPARE_PATH, elnatOperatorPath, providerPath } from '@/lib/paths';

describe('the link builders', () => {
  it('/jamfor: the names /jamfor reads, in the order it writes them, defaults left out', () => {
    expect(compareHref()).toBe('/jamfor');
    expect(compareHref({ postalCode: '11122' })).toBe('/jamfor?postalCode=11122');
    expect(compareHref({ postalCode: '11122', type: 'fast' })).toBe('/jamfor?postalCode=11122&type=fast');
    expect(compareHref({ type: 'rorligt' })).toBe('/jamfor?type=rorligt');
    expect(compareHref({ area: 'SE4', type: 'fast', annualKwh: 5000 })).toBe('/jamfor?area=SE4&type=fast&annualKwh=5000');
    expect(compareHref({ area: 'SE1', municipalityCode: '2482', operator: 'skelleftea-kraft-elnat', hash: 'elnatsbolag' })).toBe(
      '/jamfor?area=SE1&kommun=2482&natbolag=skelleftea-kraft-elnat#elnatsbolag',
    );
  });

  it('/jamfor: what a link sets is what the page reads back', () => {
    const href = compareHref({ postalCode: '97231', area: 'SE2', type: 'mixat', annualKwh: 20000 });
    expect(parseMarketUrl(href.split('?')[1] ?? '')).toMatchObject({ postalCode: '97231', area: 'SE2', filters: { group: 'mixat' }, annualKwh: 20000 });
  });

  it('/kalkylator: the full bill inputs, read back by the calculator', () => {
    const href = calculatorHref({ annualKwh: 20000, area: 'SE4', municipalityCode: '0880', operator: 'kalmar-energi-elnat', fuse: 20 });
    expect(href).toBe('/kalkylator?kwh=20000&omrade=SE4&kommun=0880&natbolag=kalmar-energi-elnat&sakring=20');
    expect(parseBillUrl(href.split('?')[1] ?? '')).toMatchObject({
      annualKwh: 20000,
      area: 'SE4',
      municipalityCode: '0880',
      operator: 'kalmar-energi-elnat',
      fuse: 20,
    });
    expect(calculatorHref()).toBe('/kalkylator');
  });

  it('page addresses', () => {
    expect(areaPagePath('SE3')).toBe('/jamfor/se3');
    expect(providerPath('tibber')).toBe('/leverantor/tibber');
    expect(elnatOperatorPath('ellevio')).toBe('/elnat/ellevio');
    expect(COMPARE_PATH).toBe(compareHref());
  });
});

/** Every .ts/.tsx file under app/, components/ and lib/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comments (block, line and JSX comments), strings kept. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * A site path with a query written into a string or template: '/jamfor?', `/kalkylator?${…}`,
 * `${COMPARE_PATH}?…`, '?postalCode=' and the like. Links with a query are built in lib/paths.ts.
 */
const HAND_BUILT_QUERY = [
  /['"`]\/[a-z0-9\-/]*\?/,
  /\$\{[A-Z_]*PATH\}\?/,
  /['"`]\?(?:postalCode|area|type|annualKwh|kwh|omrade|kommun|natbolag|sakring|topp|sok)=/,
];

describe('no hand-built query link', () => {
  const root = join(__dirname, '..', '..', '..');
  const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(join(root, dir))).filter((file) => !file.endsWith(join('lib', 'paths.ts')));

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('every link with a query comes from lib/paths.ts', () => {
    const found = files.flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, i) => (HAND_BUILT_QUERY.some((pattern) => pattern.test(line)) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the check would catch one', () => {
    const samples = [
      'href={`/jamfor?postalCode=${code}`}',
      "const a = '/kalkylator?kwh=5000';",
      'return `${COMPARE_PATH}?${query}`;',
      "url + '?postalCode=11122'",
    ];
    for (const sample of samples) expect(HAND_BUILT_QUERY.some((pattern) => pattern.test(withoutComments(sample)))).toBe(true);
  });
});
