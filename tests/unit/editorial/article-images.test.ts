/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { getAllArticles, getAllGuides, getSchool } from '@/lib/content/editorial';
import { logoIconDataUri, logoIconSvg } from '@/lib/design-tokens';

import { drawArticleImages, SCHOOL_IMAGE_FILE } from '../../../scripts/lib/article-images';

const images = drawArticleImages(getSchool().sections.map((section) => section.navLabel));
const publicDir = path.join(__dirname, '..', '..', '..', 'public');
const contentDir = path.join(__dirname, '..', '..', '..', 'content');

describe('article images (npm run images)', () => {
  it('draws one image per article and guide, at the path its front matter names, and one for the school', () => {
    const wanted = [...getAllArticles(), ...getAllGuides()].map((entry) => entry.image.slice(1));
    expect(images.map((image) => image.file).sort()).toEqual([...wanted, SCHOOL_IMAGE_FILE].sort());
    // One per Markdown file of content/blog and content/guides, counted without the loader.
    const files = ['blog', 'guides'].flatMap((dir) => readdirSync(path.join(contentDir, dir)).filter((name) => name.endsWith('.md')));
    expect(wanted).toHaveLength(files.length);
  });

  it.each(images.map((image) => [image.file, image]))('public/%s is committed and up to date', (file, image) => {
    expect(readFileSync(path.join(publicDir, file), 'utf8')).toBe(image.svg);
  });

  it('public/icon.svg is the header logo in the design tokens’ colours, committed and up to date', () => {
    expect(readFileSync(path.join(publicDir, 'icon.svg'), 'utf8')).toBe(logoIconSvg());
    expect(logoIconSvg()).toContain('<rect width="32" height="32" rx="8" fill="#0f766e"/>');
    expect(logoIconSvg()).toContain('fill="#fde047"');
  });

  it('names the same icon as a data: address the browser reads without a request', () => {
    const uri = logoIconDataUri();
    expect(uri.startsWith('data:image/svg+xml,%3Csvg%20xmlns=')).toBe(true);
    // Nothing in it that ends an attribute, starts a fragment or is not allowed in a URL.
    expect(uri).not.toMatch(/[<>#"' ]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(logoIconSvg().trim());
    expect(uri).toContain('fill=%22%230f766e%22');
  });

  it('public/apple-touch-icon.png is a 180 × 180 PNG (the home screen and Google Search take it)', () => {
    const png = readFileSync(path.join(publicDir, 'apple-touch-icon.png'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('gives every image a fixed size, a title and no remote reference', () => {
    for (const { file, svg } of images) {
      expect({ file, size: /^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/.test(svg) }).toEqual({ file, size: true });
      expect(svg).toMatch(/<title id="title">[^<]{10,}<\/title>/);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href=|<image|<script/i);
    }
  });

  it('draws each image differently', () => {
    expect(new Set(images.map((image) => image.svg)).size).toBe(images.length);
  });

  it('charts the bundled data: October and November 2025 per area, SE3 month by month', () => {
    const octNov = images.find((image) => image.file === 'images/blog/elpriser-oktober-november-2025.svg')!.svg;
    // SE3: 62,82 and 69,65 öre/kWh in the derived monthly averages.
    expect(octNov).toContain('>62,8<');
    expect(octNov).toContain('>69,7<');
    const latest = images.find((image) => image.file === 'images/blog/elpriser-vintern-2025-2026.svg')!.svg;
    // March 2026, the article's month (not the latest in the data, which moves): SE4 84,59.
    expect(latest).toContain('Månadsmedel mars 2026');
    expect(latest).toContain('84,6 öre/kWh');
  });
});
