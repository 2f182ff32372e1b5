/**
 * npm run images — draws the article and guide images into public/images/{blog,guider}/ (charts
 * from the bundled spot prices, illustrations for the rest) and the favicon public/icon.svg, all in
 * the colours of lib/design-tokens.ts. Same data → same bytes; the output is committed, and
 * tests/unit/editorial/article-images.test.ts fails when it is out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { getSchool } from '../lib/content/editorial';

import { drawArticleImages } from './lib/article-images';
import { logoIconSvg } from './lib/svg';

const publicDir = path.resolve(__dirname, '..', 'public');

for (const { file, svg } of drawArticleImages(getSchool().sections.map((section) => section.navLabel))) {
  const target = path.join(publicDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, svg);
  console.log(`public/${file}: ${Buffer.byteLength(svg)} bytes`);
}

writeFileSync(path.join(publicDir, 'icon.svg'), logoIconSvg());
console.log(`public/icon.svg: ${Buffer.byteLength(logoIconSvg())} bytes`);
