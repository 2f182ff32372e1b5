import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Throw-away project roots for the editorial pipeline: content/ and public/ files written into a
 * temp directory, so each test states exactly the Markdown it feeds in (never content/ itself).
 */

const roots: string[] = [];

export function fixtureRoot(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'elvalet-editorial-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

export function removeFixtureRoots(): void {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** `count` words of plain Swedish prose (ten-word sentences). */
export function words(count: number): string {
  const sentence = ['Elpriset', 'i', 'Sverige', 'varierar', 'mellan', 'elområdena', 'och', 'över', 'hela', 'året.'];
  return Array.from({ length: count }, (_, i) => sentence[i % sentence.length]).join(' ');
}

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"></svg>';

export interface ArticleFixture {
  title?: string;
  category?: string;
  tags?: string;
  publishDate?: string;
  updatedDate?: string;
  extra?: string;
  body?: string;
}

/** A blog article that satisfies the contract unless a field is overridden. */
export function blogArticle(slug: string, fixture: ArticleFixture = {}): string {
  return `---
title: "${fixture.title ?? `Artikeln ${slug} om elpriser och elavtal`}"
seoTitle: "Om ${slug} – elpriser och elavtal"
description: "En beskrivning av artikeln som är tillräckligt lång för att vara en meta description på mellan 110 och 160 tecken, skriven på svenska."
excerpt: "Ett utdrag ur artikeln som visas under rubriken och i listor. Det är mellan 120 och 300 tecken långt och förklarar kort vad texten handlar om för läsaren."
category: ${fixture.category ?? 'Tips'}
tags: ${fixture.tags ?? '[elpris, spotpris]'}
publishDate: ${fixture.publishDate ?? '2026-11-23'}
updatedDate: ${fixture.updatedDate ?? '2026-11-23'}
author: Elvalets redaktion
image: /images/blog/${slug}.svg
imageAlt: "Stapeldiagram över elpriset i de fyra elområdena"
${fixture.extra ?? ''}---
${fixture.body ?? `## Första delen\n\n${words(400)}\n\n## Andra delen\n\n${words(400)}\n`}`;
}

/** Files for a blog article plus its image. */
export function blogFiles(slug: string, fixture?: ArticleFixture): Record<string, string> {
  return { [`content/blog/${slug}.md`]: blogArticle(slug, fixture), [`public/images/blog/${slug}.svg`]: SVG };
}
