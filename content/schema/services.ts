// content/services.yaml → services
import { z } from 'zod';
import { faqSchema, heroSchema, metaSchema, steps } from './blocks.ts';
import { checkUnique, crossCheck, entries, field } from './checks.ts';
import { isIconName } from './icon-names.ts';
import type { LinkSchemas } from './links.ts';
import { photoIn } from './media.ts';
import { expected } from './messages.ts';
import { list, SLUG, slugSchema, textSchema } from './text.ts';

const serviceSchema = crossCheck(
  z.strictObject({
    /** Anchor id of the service block on /services, e.g. 'dj-services'. */
    id: slugSchema,
    title: textSchema,
    description: textSchema,
    features: list(textSchema, { one: 'feature', many: 'features', min: 1, max: 30 }),
    /** A lucide icon name in kebab-case, e.g. 'disc-3': one the Icon component can draw. */
    icon: slugSchema.refine((name) => !SLUG.test(name) || isIconName(name), {
      error: (iss) => `unknown icon '${String(iss.input)}'; expected a lucide icon name such as 'disc-3' (https://lucide.dev/icons)`,
    }),
    image: photoIn('services'),
    /**
     * Shown as a card on the home page, with `summary` as its text. Off (false) is the same as
     * leaving it out: the editor's switch writes false when it is turned off.
     */
    featured: z.boolean({ error: expected('true or false') }).optional(),
    /** The home page card's text (one or two sentences); required when featured. */
    summary: textSchema.optional(),
    /** A tab of /pricing with this service's packages (cross-checks.ts: it must exist). */
    pricingTab: slugSchema
      .meta({
        description:
          "The id of the Pricing page's tab with this service's packages ('dj', as in content/pricing.yaml); the service then links to it. Leave it out when no tab has its prices.",
      })
      .optional(),
  }),
  (s, ctx) => {
    if (!Array.isArray(s) && s.featured === true && s.summary === undefined) {
      ctx.addIssue({ code: 'custom', path: ['summary'], message: 'required for a featured service (the text of its home page card)' });
    }
  },
);
export type Service = z.infer<typeof serviceSchema>;

export const servicesSchema = (links: LinkSchemas) =>
  crossCheck(
    z.strictObject({
      meta: metaSchema,
      hero: heroSchema,
      items: list(serviceSchema, { one: 'service', many: 'services', min: 1, max: 60 }),
      pricingLabel: textSchema.meta({
        description: "The words of the link from a service to its tab of the Pricing page (a service's 'pricingTab').",
      }),
      quoteCta: links.link,
      howItWorks: z.strictObject({ title: textSchema, steps: steps() }),
      faq: faqSchema,
      closing: z.strictObject({ title: textSchema, text: textSchema, cta: links.link }),
    }),
    (s, ctx) => {
      if (Array.isArray(s)) return;
      checkUnique(ctx, s.items, field('id'), (i) => ['items', i, 'id'], 'service id');
      checkUnique(ctx, s.items, field('title'), (i) => ['items', i, 'title'], 'service title');
      const items = entries(s.items);
      if (items.length && !items.some((item) => item.featured === true)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items'],
          message: 'mark at least one service `featured: true` (the home page shows them as cards)',
        });
      }
    },
  );
