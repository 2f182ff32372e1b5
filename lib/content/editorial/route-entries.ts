import { BLOG_CATEGORY_FILTERS } from './categories';
import { BLOG_PATH, blogCollection, guideCollection, GUIDES_PATH, loadSchool, SCHOOL_PATH } from './collections';

/**
 * The editorial pages for the route index (lib/routes.ts): /blog and its category listings, every
 * article, /guider and every guide, /el-avtals-skolan, with lastmod from updatedDate. Read from
 * the same collections the pages use, so a new Markdown file is listed without further edits.
 */

export interface EditorialRoute {
  path: string;
  label: string;
  section: 'blog' | 'guides';
  /** Listings change when an article is added; articles when they are edited. */
  kind: 'listing' | 'page';
  lastmod?: string;
}

function newest(dates: readonly string[]): string | undefined {
  return dates.length > 0 ? [...dates].sort().at(-1) : undefined;
}

export function editorialRoutes(): EditorialRoute[] {
  const articles = blogCollection.all();
  const guides = guideCollection.all();
  const school = loadSchool();
  return [
    { path: BLOG_PATH, label: 'Blogg', section: 'blog', kind: 'listing', lastmod: newest(articles.map((a) => a.updatedDate)) },
    // A category without articles still has its page (the chip must not lead nowhere), but it is
    // noindex and not listed.
    ...BLOG_CATEGORY_FILTERS.flatMap(({ category, path }): EditorialRoute[] => {
      const dates = articles.filter((a) => a.category === category).map((a) => a.updatedDate);
      return dates.length > 0 ? [{ path, label: `Blogg: ${category}`, section: 'blog', kind: 'listing', lastmod: newest(dates) }] : [];
    }),
    ...articles.map((a): EditorialRoute => ({ path: a.path, label: a.title, section: 'blog', kind: 'page', lastmod: a.updatedDate })),
    { path: GUIDES_PATH, label: 'Guider', section: 'guides', kind: 'listing', lastmod: newest(guides.map((g) => g.updatedDate)) },
    ...guides.map((g): EditorialRoute => ({ path: g.path, label: g.title, section: 'guides', kind: 'page', lastmod: g.updatedDate })),
    ...(school
      ? [{ path: SCHOOL_PATH, label: 'El-avtals-skolan', section: 'guides', kind: 'page', lastmod: school.updatedDate } as const]
      : []),
  ];
}
