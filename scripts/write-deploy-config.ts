/**
 * `npm run deploy:config`: writes deploy/nginx.conf and deploy/nginx-brotli.conf from
 * scripts/lib/security-headers.ts. Run it after changing a header or a cache rule and commit the
 * output; tests/unit/deploy/security-headers.test.ts fails while the committed files differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { renderNginxBrotliConf, renderNginxConf } from './lib/security-headers';

const deployDir = path.resolve(__dirname, '..', 'deploy');
mkdirSync(deployDir, { recursive: true });
writeFileSync(path.join(deployDir, 'nginx.conf'), renderNginxConf());
writeFileSync(path.join(deployDir, 'nginx-brotli.conf'), renderNginxBrotliConf());
console.log('Skrev deploy/nginx.conf och deploy/nginx-brotli.conf.');
