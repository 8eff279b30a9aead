// The blocks several pages share: a page's title and description, its hero, a process of
// steps, questions and answers, testimonials, a photo with its text alternative.
import { z } from 'zod';
import { crossCheck, entries } from './checks.ts';
import { photoIn } from './media.ts';
import { expected } from './messages.ts';
import { list, textSchema } from './text.ts';

/** Page title and meta description. The layout appends ' | <brand>' to the title (cross-checks.ts). */
export const metaSchema = z.strictObject({
  // Search results show about 60 characters of a title; the layout adds ' | <brand>' after it.
  title: textSchema.max(60, 'a page title should have at most 60 characters (search results cut longer ones)'),
  description: textSchema
    .min(50, 'a meta description should have at least 50 characters')
    .max(160, 'a meta description should have at most 160 characters (search engines cut the rest)'),
});

export const heroSchema = z.strictObject({ title: textSchema, subtitle: textSchema, image: photoIn('heroes') });

const stepSchema = z.strictObject({
  number: z
    .number({ error: expected('a step number like 1') })
    .int()
    .positive(),
  title: textSchema,
  description: textSchema,
});
export type Step = z.infer<typeof stepSchema>;

/** A process: at least two steps, numbered 1, 2, 3 … in order. */
export const steps = () =>
  crossCheck(list(stepSchema, { one: 'step', many: 'steps', min: 2, max: 12 }), (items, ctx) => {
    entries(items).forEach((step, i) => {
      if (typeof step.number === 'number' && step.number !== i + 1) {
        ctx.addIssue({ code: 'custom', path: [i, 'number'], message: `expected step number ${i + 1}, got ${step.number}` });
      }
    });
  });

const faqItemSchema = z.strictObject({ question: textSchema, answer: textSchema });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z.strictObject({
  title: textSchema,
  items: list(faqItemSchema, { one: 'question', many: 'questions', min: 1, max: 40 }),
});

export const imageWithAlt = (folder: string) => z.strictObject({ image: photoIn(folder), alt: textSchema });

/** A quote, shown without a photo. */
export const testimonialSchema = z.strictObject({ quote: textSchema, name: textSchema, role: textSchema });
export type Testimonial = z.infer<typeof testimonialSchema>;
