// Schemas for every content file, one module each under content/schema/. The build
// (generator/content.ts) validates each `content/<name>.yaml` with `contentSchemas(routes)[name]`,
// where `routes` are the files in pages/, and prints one line per problem:
// `content/<name>.yaml line <n>: <field>: <message>`. Messages say
// what is wrong and what is expected, in words a site owner understands, and every problem is
// reported in the same pass (see `crossCheck`).
//
// Counts are free where they are only a layout choice: the sections lay out any number of team
// members, services, features, testimonials, steps and questions. What stays fixed is what the
// business requires, for any content (docs/decisions.md): one member with the badge, one popular
// tier per tab of two or more, at least 55 gallery photos with each category on at least 4, and
// the price format. The tests take everything else from the content; test/unit/schema.test.ts
// tests these rules.
import type { z } from 'zod';
import { type Links, linkSchemas } from './schema/blocks.ts';
import { contactSchema } from './schema/contact.ts';
import { gallerySchema } from './schema/gallery.ts';
import { homeSchema } from './schema/home.ts';
import { notFoundSchema } from './schema/not-found.ts';
import { pricingSchema } from './schema/pricing.ts';
import { servicesSchema } from './schema/services.ts';
import { siteSchema } from './schema/site.ts';
import { teamSchema } from './schema/team.ts';

export type { FaqItem, Step, Testimonial } from './schema/blocks.ts';
export {
  FILTER_IDS,
  type FilterId,
  type GalleryPhoto,
  MIN_GALLERY_PHOTOS,
  MIN_PHOTOS_PER_CATEGORY,
  PHOTO_CATEGORY_IDS,
} from './schema/gallery.ts';
export { contentErrorMap } from './schema/messages.ts';
export { CUSTOM_PRICE, isCustomPrice } from './schema/pricing.ts';
export type { Service } from './schema/services.ts';
export type { TeamMember } from './schema/team.ts';

/**
 * The schema of each content module, keyed by the module's export name (not-found.ts → notFound),
 * for a site whose routes are `routes` (the files in pages/, as generator/routes.ts finds them).
 */
export function contentSchemas(routes: readonly string[]) {
  const l = linkSchemas(routes);
  return {
    site: siteSchema(l),
    home: homeSchema(l),
    services: servicesSchema(l),
    pricing: pricingSchema(l),
    team: teamSchema(l),
    gallery: gallerySchema(l),
    contact: contactSchema(),
    notFound: notFoundSchema(l),
  };
}
type Schemas = ReturnType<typeof contentSchemas>;

/** The whole content as the pages read it: every module parsed by its schema (trimmed, defaults applied). */
export type SiteContent = { [Name in keyof Schemas]: z.output<Schemas[Name]> };

/** The content as its files hold it, before the schema parses it (photos are paths, texts untrimmed). */
export type WrittenContent = { [Name in keyof Schemas]: z.input<Schemas[Name]> };

export type Site = z.infer<Schemas['site']>;
export type Home = z.infer<Schemas['home']>;
export type Services = z.infer<Schemas['services']>;
export type Pricing = z.infer<Schemas['pricing']>;
export type Team = z.infer<Schemas['team']>;
export type Gallery = z.infer<Schemas['gallery']>;
export type Contact = z.infer<Schemas['contact']>;
export type NotFound = z.infer<Schemas['notFound']>;
export type Link = z.infer<Links['link']>;
export type Tier = Pricing['tabs'][number]['tiers'][number];
