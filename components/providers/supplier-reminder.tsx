import { fixedReminderChoice } from '@/components/compare/contract-end-choice';
import { ContractEndReminder } from '@/components/compare/contract-end-reminder';
import { OFFER_TYPE_LABELS, type OfferType } from '@/lib/market/offer';

/**
 * A supplier page's contract-end reminder: one for all its fixed contract lengths, chosen in a
 * select (components/compare/contract-end-reminder.tsx). Nothing when it sells no fixed contract.
 */
export function SupplierReminder({ name, slug, types }: { name: string; slug: string; types: readonly OfferType[] }) {
  const choices = types.flatMap((type) => fixedReminderChoice(`${slug}-${type}`, OFFER_TYPE_LABELS[type], type) ?? []);
  if (choices.length === 0) return null;
  return (
    <section aria-labelledby="paminnelse" className="max-w-3xl">
      <h3 id="paminnelse" className="text-xl font-semibold tracking-tight">
        Har du ett fast avtal från {name}?
      </h3>
      <ContractEndReminder supplierName={name} choices={choices} />
    </section>
  );
}
