import Link from 'next/link';
import { CheckCircle2 } from 'lucide-react';

import { formatOrePerKwh, formatPercent } from '@/lib/format';
import { ORE_PER_KRONA } from '@/lib/domain/units';
import { FIXED_ADVICE_SWING_PERCENT, SPOT_ADVICE_BELOW_KR, WAIT_ADVICE_ABOVE_KR, type AdviceKind } from '@/lib/spot/advice';
import { cx } from '@/lib/utils';

export interface AdviceLinks {
  /** Resolved on the server through isLiveRoute: null when the page does not exist yet. */
  spot: string | null;
  calculator: string | null;
  /** Null while the market catalogue has no fixed-price offer, so nobody is sent to an empty list. */
  fixed: string | null;
}

/**
 * The three contract-advice cards (docs/rules/spot-prices.md). All three are always shown with the
 * rule behind them; at most one, the recommendation for the prices shown (lib/spot/advice.ts),
 * is marked: 'Gäller nu' for today's live prices, 'Gällde {date}' for a bundled day.
 */
export function AdviceCards({
  active,
  badge,
  links,
  basis,
}: {
  active: AdviceKind | null;
  /** The mark of the active card: 'Gäller nu', or 'Gällde 14 april 2026' for a past day. */
  badge: string;
  links: AdviceLinks;
  basis: string;
}) {
  const cards = [
    {
      key: 'spot',
      active: active === 'spot',
      title: 'Rörligt pris lönar sig',
      text: `När spotpriset i SE1 och SE2 ligger under ${formatOrePerKwh(SPOT_ADVICE_BELOW_KR * ORE_PER_KRONA, 0)} brukar ett rörligt avtal bli billigast i norra Sverige.`,
      href: links.spot,
      cta: 'Jämför rörliga elavtal',
    },
    {
      key: 'wait',
      active: active === 'wait',
      title: 'Vänta och jämför',
      text: `När spotpriset i SE3 och SE4 ligger över ${formatOrePerKwh(WAIT_ADVICE_ABOVE_KR * ORE_PER_KRONA, 0)} är det klokt att räkna på din kostnad innan du binder ett pris.`,
      href: links.calculator,
      cta: 'Räkna på din elkostnad',
    },
    {
      key: 'fixed',
      active: active === 'fixed',
      title: 'Fast pris ger trygghet',
      text: `När priset svänger ${formatPercent(FIXED_ADVICE_SWING_PERCENT, 0)} eller mer på ett dygn ger ett fast pris den jämnaste kostnaden.`,
      href: links.fixed,
      cta: 'Jämför fasta elavtal',
    },
  ];
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.key}
            data-testid={`advice-${card.key}`}
            data-active={card.active}
            className={cx('flex flex-col rounded-lg border p-5', card.active ? 'border-primary bg-primary-soft/40' : 'border-border')}
          >
            <h3 className="flex items-center justify-between gap-2 font-semibold">
              {card.title}
              {card.active ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                  <CheckCircle2 aria-hidden="true" className="size-3.5" />
                  {badge}
                </span>
              ) : null}
            </h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{card.text}</p>
            {card.href ? (
              <Link href={card.href} className="mt-4 font-medium text-primary underline underline-offset-4">
                {card.cta}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">{basis}</p>
    </div>
  );
}
