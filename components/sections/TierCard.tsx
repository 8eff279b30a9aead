// Pricing: one tier. Name, price large in the display serif with '/event' after it (never after
// 'Custom', see docs/decisions.md), description, features, the 'Most Popular' badge, and its button.
import { Check } from 'lucide-react';
import { isCustomPrice, type Tier } from '../../content/schema/index.ts';
import { useContent } from '../content.ts';
import { Button } from './Button.tsx';
import { CardGrid } from './CardGrid.tsx';
import { columnsFor } from './grid-rows.ts';

interface Props {
  tier: Tier;
  /** Unique per page: both tab panels render their cards. */
  id: string;
}

export function TierCard({ tier, id }: Props) {
  const { pricing } = useContent();
  const nameId = `${id}-name`;
  return (
    <article
      className={`tier${tier.popular ? ' tier--popular' : ''}`}
      aria-labelledby={nameId}
      data-popular={tier.popular ? 'true' : undefined}
    >
      {tier.popular && <p className="tier__badge">{pricing.popularLabel}</p>}
      <h3 id={nameId} className="tier__name">
        {tier.name}
      </h3>
      <p className="tier__price">
        <span className="tier__amount">{tier.price}</span>
        {!isCustomPrice(tier.price) && <span className="tier__suffix">{pricing.priceSuffix}</span>}
      </p>
      <p className="tier__description">{tier.description}</p>
      <ul className="tier__features">
        {tier.features.map((f) => (
          <li key={f}>
            <Check className="tier__check" size={18} strokeWidth={2} aria-hidden="true" focusable="false" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <div className="tier__action">
        <Button href={tier.href} variant={tier.popular ? 'primary' : 'secondary'} block describedBy={nameId}>
          {tier.buttonText}
        </Button>
      </div>
    </article>
  );
}

const COLUMNS = { md: 2, lg: 3, xl: 4 };

/**
 * The tier cards of one tab (one to four), as the panel content PricingTabs shows. Four sit side
 * by side only from 1280 px: narrower, a card's button could not hold the longest label the
 * schema allows on one line. A card's five parts (name, price, description, features, button)
 * line up with its neighbours'. Where the tiers stack from 640 px (an odd count, which two
 * columns would leave one alone on a row), each card takes the content column's width, its
 * features beside the rest (TierCard.css), rather than a narrow column under the wider notice.
 */
export function TierGrid({ tabId, tiers }: { tabId: string; tiers: readonly Tier[] }) {
  const wide = columnsFor(tiers.length, COLUMNS.md) === 1;
  return (
    <CardGrid
      items={tiers}
      columns={COLUMNS}
      maxCard="26rem"
      parts={5}
      className={wide ? 'tier-grid tier-grid--wide' : 'tier-grid'}
      itemKey={(t) => t.name}
    >
      {(tier, i) => <TierCard tier={tier} id={`tier-${tabId}-${i + 1}`} />}
    </CardGrid>
  );
}
