/**
 * The three news categories (docs/rules/editorial.md: real listing pages). The slugs are
 * the addresses and the front matter values; the labels say what a category holds. 'fornybart'
 * also holds news about nuclear power (the Ringhals closures), which is not renewable, so its
 * label names power production as a whole rather than calling every item renewable.
 */
export const NEWS_CATEGORY_SLUGS = ['elpriser', 'fornybart', 'politik'] as const;
export type NewsCategorySlug = (typeof NEWS_CATEGORY_SLUGS)[number];

/** Written items carry one of these; 'elpriser' holds the generated monthly price reports only. */
export const WRITTEN_NEWS_CATEGORIES = ['fornybart', 'politik'] as const satisfies readonly NewsCategorySlug[];

export interface NewsCategory {
  slug: NewsCategorySlug;
  /** Chip and heading text. */
  label: string;
  /** One or two sentences for the listing's lead and meta description. */
  description: string;
}

export const NEWS_CATEGORIES: Readonly<Record<NewsCategorySlug, NewsCategory>> = {
  elpriser: {
    slug: 'elpriser',
    label: 'Elpriser',
    description:
      'Månadsrapporter om spotpriset i elområde SE1–SE4, räknade ur vår prisdata: månadsmedel, förändringar, skillnaden mellan elområdena och högkostnadsskyddet.',
  },
  fornybart: {
    slug: 'fornybart',
    label: 'Förnybart och kraftproduktion',
    description:
      'Daterade nyheter om hur el produceras i Sverige: vindkraft, stöd till förnybar el och kärnkraftens reaktorer, och vad det betyder för elpriset.',
  },
  politik: {
    slug: 'politik',
    label: 'Politik och regler',
    description:
      'Skatter, stöd och regler som påverkar din elräkning, från energiskatten och högkostnadsskyddet till elområden och kvartspriser, med datum för varje beslut.',
  },
};

export function isNewsCategorySlug(value: string): value is NewsCategorySlug {
  return (NEWS_CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** The category at /energinyheter/kategori/{slug}, or undefined ('toString' is not a category). */
export function getNewsCategory(slug: string): NewsCategory | undefined {
  return isNewsCategorySlug(slug) ? NEWS_CATEGORIES[slug] : undefined;
}

/** The three categories in the order of NEWS_CATEGORY_SLUGS. */
export function getNewsCategories(): NewsCategory[] {
  return NEWS_CATEGORY_SLUGS.map((slug) => NEWS_CATEGORIES[slug]);
}

export function newsCategoryLabel(slug: NewsCategorySlug): string {
  return NEWS_CATEGORIES[slug].label;
}
