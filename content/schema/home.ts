// content/home.yaml → home
import { z } from 'zod';
import { imageWithAlt, metaSchema, steps, testimonialSchema } from './blocks.ts';
import { crossCheck } from './checks.ts';
import type { LinkSchemas } from './links.ts';
import { photoIn, videoSchema } from './media.ts';
import { list, textSchema } from './text.ts';

export const homeSchema = (links: LinkSchemas) =>
  z.strictObject({
    meta: metaSchema,
    /**
     * The hero has no title text: only the looping, muted video, with two icon controls whose
     * labels a screen reader speaks: the video's pause/play button (its label names what a
     * press does) and the link down to the next section.
     */
    hero: z.strictObject({
      video: videoSchema,
      posterAlt: textSchema,
      pauseLabel: textSchema,
      playLabel: textSchema,
      scrollLabel: textSchema,
    }),
    banner: z.strictObject({ title: textSchema, text: textSchema, cta: links.link, image: photoIn('heroes') }),
    /** The cards are the services marked `featured` in services.ts. */
    services: z.strictObject({ eyebrow: textSchema, title: textSchema, intro: textSchema, cta: links.link }),
    process: z.strictObject({ title: textSchema, intro: textSchema, steps: steps(), cta: links.link }),
    about: z.strictObject({
      eyebrow: textSchema,
      title: textSchema,
      paragraphs: list(textSchema, { one: 'paragraph', many: 'paragraphs', min: 1, max: 10 }),
      cta: links.link,
      /** A mosaic of two staggered columns: an even number of photos. */
      photos: crossCheck(list(imageWithAlt('about'), { one: 'photo', many: 'photos', min: 2, max: 12 }), (photos, ctx) => {
        if (Array.isArray(photos) && photos.length % 2) {
          ctx.addIssue({ code: 'custom', path: [], message: `expected an even number of photos (two columns), found ${photos.length}` });
        }
      }),
    }),
    testimonials: z.strictObject({
      title: textSchema,
      items: list(testimonialSchema, { one: 'testimonial', many: 'testimonials', min: 1, max: 30 }),
    }),
    closing: z.strictObject({ title: textSchema, text: textSchema, cta: links.link, image: photoIn('heroes') }),
  });
