/**
 * The Energy Markets Inspectorate's price comparison. Ei: the suppliers report their contracts to Ei
 * and "alla avtal och priser kan hittas på vår prisjämförelsesajt Elpriskollen"
 * (https://www.ei.se/sv/statistik/statistik-inom-omradet-el/Statistik-om-elhandel/historiska-jamforpriser-pa-elhandelsavtal/).
 */
export const ELPRISKOLLEN_URL = 'https://www.elpriskollen.se';

/**
 * Said wherever a visitor could look for fixed-price contracts while the catalogue has none with a
 * dated source (content/offers.ts, `hasFixedOffers()` in lib/content/offers.ts): why our list has
 * none, and where fixed prices can be compared instead. Works in server pages and client islands.
 */
export function NoFixedOffersNote({ className = 'text-sm text-muted-foreground' }: { className?: string }) {
  return (
    <p className={className} data-testid="no-fixed-offers">
      Vår jämförelse visar inga avtal med fast pris: vi tar bara med avtal vars priser vi har en daterad källa för,
      och för fastprisavtal har vi ännu ingen. Fasta elpriser som elhandlarna rapporterar till Energimarknadsinspektionen
      kan du jämföra på{' '}
      <a href={ELPRISKOLLEN_URL} rel="noopener noreferrer" target="_blank" className="font-medium text-primary underline underline-offset-4">
        Elpriskollen
      </a>
      .
    </p>
  );
}
