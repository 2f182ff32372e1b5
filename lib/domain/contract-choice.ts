import type { ContractType } from '@/lib/domain/contracts';

/**
 * The contract filter of /jamfor and the calculator's cheapest alternative (decisions.md,
 * "Contracts and cost": green is a filter, not a contract type). Kept out of the cost model so
 * that cost.ts depends on nothing and contracts.ts can round with it.
 */

/** The compare page's contract filter (decisions.md: green is a filter, not a contract type). */
export const CONTRACT_CHOICES = ['rorligt', 'fast', 'miljo'] as const;
export type ContractChoice = (typeof CONTRACT_CHOICES)[number];
export const DEFAULT_CONTRACT_CHOICE: ContractChoice = 'rorligt';

export const CONTRACT_CHOICE_LABELS: Readonly<Record<ContractChoice, string>> = {
  rorligt: 'Rörligt pris',
  fast: 'Fast pris',
  miljo: 'Endast miljöel',
};

/** Values `?type=` may preselect (decisions.md); anything else gives the default. */
const URL_CONTRACT_CHOICES: readonly ContractChoice[] = ['rorligt', 'fast'];

/** Reads `?type=`; Next.js hands over a string, a repeated parameter as an array, or nothing. */
export function parseContractChoice(param: string | readonly string[] | null | undefined): ContractChoice {
  const raw = typeof param === 'string' ? param : param?.[0];
  const value = raw?.trim().toLowerCase();
  return URL_CONTRACT_CHOICES.find((choice) => choice === value) ?? DEFAULT_CONTRACT_CHOICE;
}

export interface FilterableOffer {
  contractType: ContractType;
  greenEnergy: boolean;
}

/** 'Rörligt pris' shows variable and hourly contracts, 'Fast pris' fixed ones, 'Endast miljöel' every green one. */
export function filterByContractChoice<T extends FilterableOffer>(offers: readonly T[], choice: ContractChoice): T[] {
  switch (choice) {
    case 'rorligt':
      return offers.filter((offer) => offer.contractType === 'rorligt' || offer.contractType === 'timpris');
    case 'fast':
      return offers.filter((offer) => offer.contractType === 'fast');
    case 'miljo':
      return offers.filter((offer) => offer.greenEnergy);
  }
}
