import { findRoute } from '@/lib/routes';
import type { Crumb } from '@/lib/seo/json-ld';

/** Segment labels fixed by docs/rules/site-wide.md, in sentence case (docs/rules/site-wide.md). */
export const SEGMENT_LABELS: Readonly<Record<string, string>> = {
  jamfor: 'Jämför elavtal',
  kalkylator: 'Elkostnadskalkylator',
  stader: 'Städer',
};

export const HOME_CRUMB: Crumb = { href: '/', label: 'Hem' };

/** 'el-avtals-skolan' → 'El Avtals Skolan' (docs/rules/site-wide.md: hyphens become spaces, words title-cased). */
export function titleCaseSegment(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('sv-SE') + word.slice(1))
    .join(' ');
}

/**
 * 'el-avtals-skolan' → 'El avtals skolan': hyphens become spaces and only the first word is
 * capitalised, since Swedish labels use sentence case (docs/rules/site-wide.md).
 */
export function sentenceCaseSegment(segment: string): string {
  const text = segment.split('-').filter(Boolean).join(' ');
  return text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1);
}

/**
 * The trail for a path, built from its segments: the fixed labels first, then the route
 * index's label for that path, then the segment in sentence case. The page may name its own last
 * crumb (a city's or article's real name with å, ä, ö). Empty on the home page.
 */
export function breadcrumbTrail(pathname: string, currentLabel?: string): Crumb[] {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs = segments.map((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const label = SEGMENT_LABELS[segment] ?? findRoute(href)?.label ?? sentenceCaseSegment(safeDecode(segment));
    return { href, label };
  });
  if (currentLabel) crumbs[crumbs.length - 1]!.label = currentLabel;
  return [HOME_CRUMB, ...crumbs];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
