/**
 * npm run images — draws the article and guide images into public/images/{blog,guider}/ (charts
 * from the bundled spot prices, illustrations for the rest), the logo as public/icon.svg and as
 * public/apple-touch-icon.png (180 × 180: the home screen's icon, and the file Google Search takes
 * as the site's icon, since the pages name the favicon as a data: address), all in the colours of
 * lib/design-tokens.ts. Same data → same bytes; the output is committed, and
 * tests/unit/editorial/article-images.test.ts fails when it is out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { getSchool } from '../lib/content/editorial';
import { logoIconSvg, logoMark } from '../lib/design-tokens';

import { drawArticleImages } from './lib/article-images';

const publicDir = path.resolve(__dirname, '..', 'public');

for (const { file, svg } of drawArticleImages(getSchool().sections.map((section) => section.navLabel))) {
  const target = path.join(publicDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, svg);
  console.log(`public/${file}: ${Buffer.byteLength(svg)} bytes`);
}

writeFileSync(path.join(publicDir, 'icon.svg'), logoIconSvg());
console.log(`public/icon.svg: ${Buffer.byteLength(logoIconSvg())} bytes`);

/** The touch icon's size: what iOS asks for, and more than the 48 px Google Search wants. */
const TOUCH_ICON_PX = 180;

async function drawTouchIcon(): Promise<void> {
  const svg = Buffer.from(logoIconSvg());
  const png = await sharp(svg, { density: (72 * TOUCH_ICON_PX) / logoMark.size })
    .resize(TOUCH_ICON_PX, TOUCH_ICON_PX)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), png);
  console.log(`public/apple-touch-icon.png: ${png.length} bytes`);
}

void drawTouchIcon();
