import { FileText, Gauge, Leaf, PiggyBank, Receipt, TrendingUp, type LucideIcon } from 'lucide-react';

import { LinkCard, LinkCardLink } from '@/components/ui/link-card';
import { formatReadTime, type Guide, type GuideIcon } from '@/lib/content/editorial';
import { cn } from '@/lib/utils';

const ICONS: Record<GuideIcon, LucideIcon> = {
  'file-text': FileText,
  'piggy-bank': PiggyBank,
  'trending-up': TrendingUp,
  receipt: Receipt,
  leaf: Leaf,
  gauge: Gauge,
};

/** A guide on /guider: icon, category, title, description, read time (docs/rules/editorial.md). */
export function GuideCard({ guide, featured = false }: { guide: Guide; featured?: boolean }) {
  const Icon = ICONS[guide.icon];
  return (
    <LinkCard tone={featured ? 'featured' : 'default'} className="gap-3 p-6">
      <div className="flex items-center justify-between gap-3">
        <Icon aria-hidden="true" className="size-8 text-primary" />
        <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground">{guide.category}</span>
      </div>
      <h3 className={cn('font-semibold tracking-tight', featured ? 'text-2xl' : 'text-lg')}>
        <LinkCardLink href={guide.path}>{guide.title}</LinkCardLink>
      </h3>
      <p className="text-muted-foreground">{guide.description}</p>
      <p className="mt-auto text-sm text-muted-foreground">{formatReadTime(guide.readTimeMinutes)}</p>
    </LinkCard>
  );
}
