import type { ElnatPageContentInput } from '@/lib/content/schemas';

/**
 * Copy of /elnat. Facts about fuses and fees are from the operators' own price pages in
 * the spotpilot/grid-tariffs page texts, docs/data-pipeline.md (e.g. Tekniska verken: a change of main fuse is made by an
 * authorised electrician who reports it to the grid operator); figures come from the data.
 */
export const elnatPageContent = {
  title: 'Elnätsavgifter – jämför alla elnätsbolags prislistor',
  description:
    'Fast avgift vid 16, 20 och 25 A, överföringsavgift och effektavgift för Sveriges elnätsbolag, enligt deras senaste prislistor, var och en med sitt datum.',
  keywords: ['elnätsavgift', 'elnätsavgifter', 'elnätsbolag', 'huvudsäkring', 'effektavgift', 'överföringsavgift', 'nätavgift'],
  h1: 'Elnätsavgifter för Sveriges elnätsbolag',
  intro:
    'Elnätsavgiften betalar du till elnätsbolaget där du bor, oavsett vilket elavtal du har. Här ser du varje elnätsbolags avgifter enligt den senaste prislistan i vår källa: fast avgift för de vanligaste huvudsäkringarna, överföringsavgift per kWh och effektavgift. Elnätsbolagen ändrar ofta sina priser vid årsskiftet, så dagens pris står på ditt elnätsbolags egen sida.',
  basisNote:
    'Källan läste prislistorna {sourceDate}, och varje rad visar från vilket datum dess prislista gäller. En prislista som gäller från före {oldListDate} var mer än ett år gammal redan då och kan ha ändrats. Alla belopp är inklusive {vat} moms och utan energiskatt. Fast avgift i kronor per år; överföringsavgift och effektavgift vid 16\u00A0A.',
  tableHeading: '{count} elnätsbolag',
  tableCaption: 'Elnätsavgifter per elnätsbolag enligt de senaste prislistorna i källan, inklusive moms',
  sortNote: 'Sorteringen på överföring använder det lägsta priset i prislistan; spotprisberoende avgifter sorteras efter sin fasta del.',
  statusNotes: {
    source: 'beloppen är källans',
    corrected: 'vi har rättat mot elnätsbolagets prissida',
    'partly-unknown': 'en del kan inte kontrolleras och visas som okänd',
    missing: 'källan har inga avgifter för elnätsbolaget',
  },
  corrections: {
    heading: 'Rättelser och okända uppgifter',
    intro:
      'Vi har jämfört källans uppgifter med elnätsbolagens prissidor (sparade {pageTextsDate}). Där prissidan visar ett annat belopp har vi rättat det; det vi inte kan kontrollera visar vi inte som känt.',
    placeholdersLabel: 'Inga avgifter i källan:',
  },
  source: {
    heading: 'Källa',
    line: 'Data: spotpilot/grid-tariffs (MIT), elnätsföretagens prislistor',
    licenceLinkText: 'MIT-licensen',
    dataFileLead: 'Uppgifterna finns också som',
    dataFileLinkText: 'JSON-fil',
    licenceTextSummary: 'Licenstext (MIT)',
  },
  dataset: {
    name: 'Elnätsavgifter för Sveriges elnätsbolag',
    description:
      'Fast avgift per huvudsäkring, överföringsavgift och effektavgift för {count} svenska elnätsbolag enligt deras prislistor, inklusive moms. Sammanställt av spotpilot/grid-tariffs och kontrollerat mot elnätsbolagens prissidor.',
    keywords: ['elnätsavgift', 'elnätsbolag', 'huvudsäkring', 'effektavgift', 'överföringsavgift'],
  },
  faq: [
    {
      question: 'Vad är elnätsavgiften?',
      answer:
        'Elnätsavgiften betalar du till elnätsbolaget som äger ledningarna fram till din bostad. Du kan inte välja elnätsbolag – det avgörs av var du bor – men du kan välja elhandelsbolag fritt. Avgiften består oftast av en fast avgift som beror på huvudsäkringen och en överföringsavgift per kWh, hos en del elnätsbolag också en effektavgift. Energiskatten tas ut på elnätsfakturan.',
    },
    {
      question: 'Hur vet jag vilken huvudsäkring jag har?',
      answer:
        'Huvudsäkringen står på elnätsfakturan eller i elnätsavtalet. En lägenhet har oftast 16 A och en villa 16, 20 eller 25 A. Ju större huvudsäkring, desto högre fast avgift. Vill du byta säkring gör en behörig elinstallatör det och anmäler ändringen till elnätsbolaget.',
    },
    {
      question: 'Vad är en effektavgift?',
      answer:
        'En effektavgift räknas i kronor per kilowatt (kW) på månadens högsta effekttoppar, till exempel medelvärdet av de tre timmar då du använde mest el, fördelade på olika dygn. Den beror alltså på hur mycket el du använder samtidigt, inte bara hur mycket du använder totalt. Hos en del elnätsbolag räknas toppen bara vardagar dagtid eller under vintermånaderna. Att sprida ut tvätt, matlagning och laddning över dygnet håller nere avgiften.',
    },
    {
      question: 'Hur gamla och säkra är siffrorna?',
      answer:
        'Tabellen bygger på elnätsbolagens prislistor som de samlats i det öppna projektet spotpilot/grid-tariffs, som läste dem {sourceDate}; varje prislista visas med datumet den gäller från. Vi har jämfört uppgifterna med elnätsbolagens egna prissidor och rättat belopp där prissidan visar ett annat; det som inte gått att kontrollera står som okänt i stället för att gissas. Elnätsbolagen ändrar ofta sina priser vid årsskiftet, så kontrollera alltid på elnätsbolagets egen sida – varje bolags sida här länkar till den.',
    },
  ],
} satisfies ElnatPageContentInput;
