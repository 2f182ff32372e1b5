import { CALCULATOR_PATH, COMPARE_PATH } from '@/lib/paths';

/** The cross-link block of docs/rules/site-wide.md (compare, calculator, cities, school). */
export interface ToolLink {
  href: string;
  title: string;
  description: string;
  icon: 'compare' | 'calculator' | 'cities' | 'school';
}

export const TOOL_LINKS: readonly ToolLink[] = [
  {
    href: COMPARE_PATH,
    title: 'Jämför elavtal',
    description: 'Se vilka elavtal som finns för ditt postnummer, rangordnade efter vad de kostar dig.',
    icon: 'compare',
  },
  {
    href: CALCULATOR_PATH,
    title: 'Elkostnadskalkylator',
    description: 'Räkna ut vad din el kostar per månad och år, och hur mycket du kan spara.',
    icon: 'calculator',
  },
  {
    href: '/stader',
    title: 'Elpriser i din stad',
    description: 'Elområde, spotpris och vad el kostar i alla Sveriges kommuner, räknat med kommunens energiskatt.',
    icon: 'cities',
  },
  {
    href: '/el-avtals-skolan',
    title: 'El-avtals-skolan',
    description: 'Lär dig skillnaden mellan rörligt, fast och timpris – och undvik de vanligaste misstagen.',
    icon: 'school',
  },
];

export const TOOL_LINKS_LIMIT = 3;

/**
 * The links to show on `currentPath`: never the current page, at most three unless `showAll`
 * (docs/rules/site-wide.md: "Tools-links block shows at most 3 links when not showing all").
 */
export function toolLinksFor(currentPath: string, { showAll = false }: { showAll?: boolean } = {}): ToolLink[] {
  const links = TOOL_LINKS.filter((link) => link.href !== currentPath);
  return showAll ? links : links.slice(0, TOOL_LINKS_LIMIT);
}

/** The most columns the tools-links grid uses from each width up: sm ≥ 640 px, md ≥ 768 px, lg ≥ 1024 px. */
export const TOOL_LINK_MAX_COLUMNS = { sm: 2, md: 3, lg: 4 } as const;

export type ToolLinkColumns = { [B in keyof typeof TOOL_LINK_MAX_COLUMNS]: number };

/**
 * The grid columns for `count` cards at each width, so that no row is ever half empty (two cards in a three-column grid): all cards in one row where they fit, else the most columns
 * that divide them into full rows (one column at worst).
 */
export function toolLinkColumns(count: number): ToolLinkColumns {
  const columns = (max: number): number => {
    if (count <= max) return Math.max(1, count);
    for (let c = max; c > 1; c--) if (count % c === 0) return c;
    return 1;
  };
  return { sm: columns(TOOL_LINK_MAX_COLUMNS.sm), md: columns(TOOL_LINK_MAX_COLUMNS.md), lg: columns(TOOL_LINK_MAX_COLUMNS.lg) };
}
