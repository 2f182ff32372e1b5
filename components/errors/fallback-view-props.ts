/** What a not-found fallback view gets: the raw segment of the address and the site's name for the title. */
export interface FallbackViewProps {
  segment: string;
  siteName: string;
}
