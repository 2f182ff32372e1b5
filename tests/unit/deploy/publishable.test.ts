/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { hasValidCheckDigit, publishProblems } from '@/scripts/lib/publishable';
import { siteConfig, type SiteOperator } from '@/lib/site';

const operator: SiteOperator = {
  companyName: 'Elvalet AB',
  // 5,5,9,0,0,0,0,0,0 with Luhn's weights 2,1,2,1,…: 1+5+9 = 15, so the check digit is 5.
  orgNumber: '559000-0005',
  postalAddress: 'Box 123, 111 22 Stockholm',
  email: 'info@elvalet.se',
};

describe('hasValidCheckDigit', () => {
  it.each([
    ['559000-0005', true],
    ['559000-0000', false],
    // 4+0+4+1+0+0+1+4+7 = 21 from the first nine digits, so 9.
    ['202100-5489', true],
    ['202100-5488', false],
    ['5590000005', true],
    ['55900-00005', false],
    ['abcdef-ghij', false],
  ])('%s → %s', (orgNumber, valid) => {
    expect(hasValidCheckDigit(orgNumber)).toBe(valid);
  });
});

describe('publishProblems', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'elvalet-publish-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const home = (body: string) => writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html><html lang="sv"><body>${body}</body></html>`);

  it('refuses a site with nobody named, in Swedish, naming the field', () => {
    const [problem, ...rest] = publishProblems({ operator: null });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^operator i lib\/site\.ts är null: ingen står som ansvarig för sajten\./);
    expect(problem).toContain('companyName');
    expect(problem).toContain('orgNumber');
  });

  it('passes a named operator whose export shows the name', () => {
    home('<footer><p>Drivs av Elvalet AB, org.nr 559000-0005, Box 123, 111 22 Stockholm.</p></footer>');
    expect(publishProblems({ operator }, dir)).toEqual([]);
    expect(publishProblems({ operator })).toEqual([]);
  });

  it('names a wrong check digit and an address without postcode and town', () => {
    expect(publishProblems({ operator: { ...operator, orgNumber: '559000-0000', postalAddress: 'Box 123' } })).toEqual([
      'operator.orgNumber i lib/site.ts, 559000-0000, har fel kontrollsiffra: det är inget giltigt organisationsnummer.',
      'operator.postalAddress i lib/site.ts, "Box 123", saknar postnummer och ort (t.ex. "Box 123, 111 22 Stockholm").',
    ]);
    expect(publishProblems({ operator: { ...operator, postalAddress: 'Storgatan 1, 41301 Göteborg' } })).toEqual([]);
  });

  it('refuses an export built before the operator was filled in, or none at all', () => {
    home('<footer><p>Elvalet</p></footer>');
    expect(publishProblems({ operator }, dir)).toEqual([
      `${path.join(dir, 'index.html')} visar inte operator.companyName (Elvalet AB): bygg om sajten (npm run build) efter att operator fyllts i.`,
      `${path.join(dir, 'index.html')} visar inte operator.orgNumber (559000-0005): bygg om sajten (npm run build) efter att operator fyllts i.`,
    ]);
    const empty = path.join(dir, 'tom');
    mkdirSync(empty);
    expect(publishProblems({ operator }, empty)).toEqual([`${path.join(empty, 'index.html')} finns inte: bygg sajten (npm run build) innan den publiceras.`]);
  });
});

describe('npm run publish:check and npm run deploy', () => {
  const repo = path.join(__dirname, '..', '..', '..');
  const tsx = path.join(repo, 'node_modules', '.bin', 'tsx');
  const run = (script: string, args: string[]) => spawnSync(tsx, [path.join(repo, 'scripts', script), ...args], { cwd: repo, encoding: 'utf8' });

  it('the check exits 1 with the reason exactly when the configured site cannot be published', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'elvalet-publish-cli-'));
    try {
      const result = run('check-publishable.ts', ['--out', dir]);
      const expected = publishProblems(siteConfig, dir);
      expect(result.status).toBe(expected.length === 0 ? 0 : 1);
      for (const problem of expected) expect(result.stderr).toContain(problem);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('deploy refuses before it uploads anything: with no operator, or with one but no export that shows it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'elvalet-publish-deploy-'));
    const target = path.join(dir, 'site');
    const empty = path.join(dir, 'export');
    mkdirSync(empty);
    try {
      const result = run('deploy.ts', ['--target', target, '--from', empty]);
      expect(result.status).toBe(1);
      const expected = publishProblems(siteConfig, empty);
      expect(expected.length).toBeGreaterThan(0);
      for (const problem of expected) expect(result.stderr).toContain(problem);
      expect(result.stderr).toContain('inget har laddats upp');
      expect(existsSync(target)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
