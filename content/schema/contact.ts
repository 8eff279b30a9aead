// content/contact.yaml → contact
import { z } from 'zod';
import { faqSchema, heroSchema, metaSchema, steps } from './blocks.ts';
import { textSchema } from './text.ts';

export const contactSchema = () =>
  z.strictObject({
    meta: metaSchema,
    hero: heroSchema,
    /** Labels only: the values (phone, e-mail, area, hours, socials) come from site. */
    details: z.strictObject({
      title: textSchema,
      phoneLabel: textSchema,
      emailLabel: textSchema,
      locationLabel: textSchema,
      hoursLabel: textSchema,
      followLabel: textSchema,
    }),
    form: z.strictObject({
      title: textSchema,
      intro: textSchema,
      loadingText: textSchema,
      waitingText: textSchema.meta({
        description: 'Shown under the loading line while the form loads, just above the phone and e-mail links.',
      }),
    }),
    process: z.strictObject({ title: textSchema, steps: steps() }),
    faq: faqSchema,
  });
