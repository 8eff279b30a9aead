// content/pricing.yaml → pricing, and the price format its tiers share.
import { z } from 'zod';
import { ordinal } from '../../framework/shared/field-path.ts';
import { metaSchema } from './blocks.ts';
import { buttonLabelSchema } from './button-label.ts';
import { checkUnique, crossCheck, entries, field } from './checks.ts';
import type { LinkSchemas } from './links.ts';
import { expected } from './messages.ts';
import { formatted, list, slugSchema, textSchema } from './text.ts';

/** A pricing tab shows its tiers side by side on a wide screen: at most four fit. */
const MAX_TIERS_PER_TAB = 4;

/** The price text that shows no '/event' suffix. */
export const CUSTOM_PRICE = 'Custom';

/** True when a tier's price is 'Custom' (shown without the '/event' suffix). */
export function isCustomPrice(price: string): boolean {
  return price.trim().toLowerCase() === CUSTOM_PRICE.toLowerCase();
}
/**
 * '$900', '$1,500' (thousands separators), or 'Custom'; below $10,000,000, what an event
 * business charges (a longer figure is a typo, and overflows the structured data's number).
 */
const PRICE = /^\$(?:[1-9]\d{0,2}(?:,\d{3})?|[1-9],\d{3},\d{3})$/;
const priceSchema = formatted(
  '$1,650',
  (p) => PRICE.test(p) || p === CUSTOM_PRICE,
  `whole dollars with thousands separators, under $10,000,000, or '${CUSTOM_PRICE}'`,
  'a price',
).meta({ pattern: `^(?:${PRICE.source.slice(1, -1)}|${CUSTOM_PRICE})$` });

const tierSchema = (links: LinkSchemas) =>
  z.strictObject({
    name: textSchema,
    price: priceSchema,
    description: textSchema,
    features: list(textSchema, { one: 'feature', many: 'features', min: 1, max: 30 }),
    /**
     * Marks the tab's 'Most Popular' tier. Off (false) is the same as leaving it out: the
     * editor's switch writes false when it is turned off.
     */
    popular: z.boolean({ error: expected('true or false') }).optional(),
    buttonText: buttonLabelSchema,
    href: links.href,
  });

/** A tier as an owner finds it: its name, or its place. */
const tierName = (tier: Record<string, unknown> | undefined, i: number) =>
  typeof tier?.name === 'string' ? tier.name : `the ${ordinal(i + 1)} tier`;

const pricingTabSchema = (links: LinkSchemas) =>
  crossCheck(
    z.strictObject({
      id: slugSchema,
      label: buttonLabelSchema,
      heading: textSchema,
      tiers: list(tierSchema(links), { one: 'tier', many: 'tiers (they sit side by side)', min: 1, max: MAX_TIERS_PER_TAB }),
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
          message: `expected exactly one popular tier, found ${popular.length}${popular.length ? ` (${popular.map((i) => tierName(tiers[i], i)).join(', ')})` : ''}`,
        });
      }
      checkUnique(ctx, tab.tiers, field('name'), (i) => ['tiers', i, 'name'], 'tier name');
    },
  );

export const pricingSchema = (links: LinkSchemas) =>
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
      tabs: list(pricingTabSchema(links), { one: 'tab', many: 'tabs', min: 1, max: 8 }),
      customQuote: z.strictObject({ label: buttonLabelSchema, href: links.href, text: textSchema }),
    }),
    (p, ctx) => {
      if (!Array.isArray(p)) checkUnique(ctx, p.tabs, field('id'), (i) => ['tabs', i, 'id'], 'tab id');
    },
  );
