/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { exportInventory, fileKind, removeUnrequestedFiles, unrequestedFiles } from '@/scripts/lib/export-files';

describe('fileKind', () => {
  it.each([
    ['index.html', 'page'],
    ['stader/stockholm.html', 'page'],
    ['stader/stockholm.txt', 'payload'],
    ['index.txt', 'payload'],
    ['stader/stockholm/__next._tree.txt', 'prefetch'],
    ['stader/stockholm/__next.stader.$d$slug.__PAGE__.txt', 'prefetch'],
    ['_next/static/chunks/a.js', 'script'],
    ['data/elavtal/se3.json', 'data'],
    ['robots.txt', 'other'],
    ['icon.svg', 'other'],
  ])('%s is a %s', (file, kind) => {
    expect(fileKind(file)).toBe(kind);
  });
});

describe('an export on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'export-files-'));
    const write = (file: string, bytes: number) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'x'.repeat(bytes));
    };
    write('index.html', 100);
    write('index.txt', 40);
    write('__next._full.txt', 40);
    write('__next._tree.txt', 5);
    write('stader/stockholm.html', 300);
    write('stader/stockholm.txt', 60);
    write('stader/stockholm/__next._full.txt', 60);
    write('stader/stockholm/__next._index.txt', 20);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists and removes only the payload copies no request asks for', () => {
    expect(unrequestedFiles(dir).sort()).toEqual(['__next._full.txt', 'stader/stockholm/__next._full.txt']);
    expect(removeUnrequestedFiles(dir)).toEqual({ files: 2, bytes: 100 });
    expect(unrequestedFiles(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'stader/stockholm.txt'))).toBe(true);
    expect(existsSync(path.join(dir, 'stader/stockholm/__next._index.txt'))).toBe(true);
  });

  it('counts the files per kind and names the largest', () => {
    removeUnrequestedFiles(dir);
    const inventory = exportInventory(dir);
    expect(inventory.files).toBe(6);
    expect(inventory.bytes).toBe(525);
    expect(inventory.byKind.page).toEqual({ files: 2, bytes: 400 });
    expect(inventory.byKind.payload).toEqual({ files: 2, bytes: 100 });
    expect(inventory.byKind.prefetch).toEqual({ files: 2, bytes: 25 });
    expect(inventory.largest).toEqual({ file: 'stader/stockholm.html', bytes: 300 });
  });
});
