/**
 * Blog articles whose address changed, old slug → new slug ("just nu" and
 * "2025" in the slugs of articles that show 2026 data, or an English slug; docs/rules/editorial.md). Each old address stays as a static page
 * that sends the reader on (meta refresh), names the new address as canonical and is noindex
 * (app/blog/[slug]/page.tsx), so old links keep working on any static host. Never remove a line:
 * an address once published keeps working.
 */
export const MOVED_ARTICLES: Readonly<Record<string, string>> = {
  'elpriser-i-sverige-just-nu': 'elpriser-vintern-2025-2026',
  'elavtal-guide-2025': 'guide-till-elavtal',
  'elpris-idag-2025': 'sa-satts-elpriset',
  'fiber-internet-stockholm-2025': 'fiber-internet-stockholm',
  'spara-pa-el-2025': 'spara-pa-el',
  'renewable-energy-trends': 'fornybar-el-i-sverige',
};
