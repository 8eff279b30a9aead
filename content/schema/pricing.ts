// content/pricing.ts → pricing, and the price format its tiers share.
import { z } from 'zod';
import {
  atLeast,
  atMost,
  checkUnique,
  crossCheck,
  entries,
  field,
  formatted,
  type Links,
  metaSchema,
  slugSchema,
  textSchema,
} from './blocks.ts';

/** A pricing tab shows its tiers side by side on a wide screen: at most four fit. */
const MAX_TIERS_PER_TAB = 4;

/** The price text that shows no '/event' suffix. */
export const CUSTOM_PRICE = 'Custom';

/** True when a tier's price is 'Custom' (shown without the '/event' suffix). */
export function isCustomPrice(price: string): boolean {
  return price.trim().toLowerCase() === CUSTOM_PRICE.toLowerCase();
}
/** '$900', '$1,500' (thousands separators), or 'Custom'. */
const priceSchema = formatted(
  "'$1,650'",
  (p) => /^\$[1-9]\d{0,2}(?:,\d{3})*$/.test(p) || p === CUSTOM_PRICE,
  `whole dollars with thousands separators, or '${CUSTOM_PRICE}'`,
);

const tierSchema = (l: Links) =>
  z.strictObject({
    name: textSchema,
    price: priceSchema,
    description: textSchema,
    features: atLeast(textSchema, 1, 'features'),
    /** Marks the tab's 'Most Popular' tier. */
    popular: z.literal(true, { error: 'expected true, or leave it out' }).optional(),
    buttonText: textSchema,
    href: l.href,
  });

const pricingTabSchema = (l: Links) =>
  crossCheck(
    z.strictObject({
      id: slugSchema,
      label: textSchema,
      heading: textSchema,
      tiers: atMost(
        atLeast(tierSchema(l), 1, 'tiers'),
        MAX_TIERS_PER_TAB,
        `expected at most ${MAX_TIERS_PER_TAB} tiers (they sit side by side)`,
      ),
    }),
    (tab, ctx) => {
      if (Array.isArray(tab)) return;
      const tiers = entries(tab.tiers);
      const popular = tiers.flatMap((t, i) => (t.popular === true ? [i] : []));
      // One tier per tab is 'Most Popular'; a tab with a single tier needs none.
      if (popular.length > 1 || (popular.length === 0 && tiers.length > 1)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers'],
          message: `expected exactly one popular tier, found ${popular.length}${popular.length ? ` (entries ${popular.join(', ')})` : ''}`,
        });
      }
      checkUnique(ctx, tab.tiers, field('name'), (i) => ['tiers', i, 'name'], 'tier name');
    },
  );

export const pricingSchema = (l: Links) =>
  crossCheck(
    z.strictObject({
      meta: metaSchema,
      title: textSchema,
      intro: textSchema,
      disclaimer: textSchema,
      /** Badge on the popular tier. */
      popularLabel: textSchema,
      /** Shown after every price except 'Custom'. */
      priceSuffix: textSchema,
      /** The first tab is the default. */
      tabs: atLeast(pricingTabSchema(l), 1, 'tabs'),
      customQuote: z.strictObject({ label: textSchema, href: l.href, text: textSchema }),
    }),
    (p, ctx) => {
      if (!Array.isArray(p)) checkUnique(ctx, p.tabs, field('id'), (i) => ['tabs', i, 'id'], 'tab id');
    },
  );
