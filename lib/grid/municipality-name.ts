/**
 * A municipality's name as Swedish writes it before "kommun": the genitive of the short name
 * ('Stockholm' → 'Stockholms kommun', 'Lund' → 'Lunds kommun'), unchanged after a vowel, s, x or z
 * ('Skellefteå kommun', 'Borås kommun', 'Kalix kommun'), with the official exceptions.
 */

const EXCEPTIONS: Readonly<Record<string, string>> = {
  Falun: 'Falu kommun',
  Kalmar: 'Kalmar kommun',
  Gotland: 'Region Gotland',
};

const NO_GENITIVE_S = /[aeiouyåäösxz]$/i;

/** 'Skellefteå' → 'Skellefteå kommun'; 'Göteborg' → 'Göteborgs kommun'. */
export function municipalityLongName(name: string): string {
  const exception = EXCEPTIONS[name];
  if (exception) return exception;
  return `${NO_GENITIVE_S.test(name) ? name : `${name}s`} kommun`;
}
