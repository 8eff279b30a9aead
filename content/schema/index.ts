// Schemas for every content file, one module each under content/schema/. The build
// (generator/content/load.ts) validates each `content/<name>.yaml` with `contentSchemas(routes)[name]`,
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
import { contactSchema } from './contact.ts';
import { gallerySchema } from './gallery.ts';
import { homeSchema } from './home.ts';
import { legalPageSchema } from './legal.ts';
import { type LinkSchemas, linkSchemas } from './links.ts';
import { notFoundSchema } from './not-found.ts';
import { pricingSchema } from './pricing.ts';
import { servicesSchema } from './services.ts';
import { siteSchema } from './site.ts';
import { teamSchema } from './team.ts';

export type { FaqItem, Step, Testimonial } from './blocks.ts';
export { type ContentIssue, contentChecks } from './cross-checks.ts';
export {
  FILTER_IDS,
  type FilterId,
  type GalleryPhoto,
  MIN_GALLERY_PHOTOS,
  MIN_PHOTOS_PER_CATEGORY,
  PHOTO_CATEGORY_IDS,
} from './gallery.ts';
export { type LegalPage, legalReviewNotice, shownDate, splitPlaceholders } from './legal.ts';
export { contentErrorMap } from './messages.ts';
export { CUSTOM_PRICE, isCustomPrice } from './pricing.ts';
export type { Service } from './services.ts';
export type { TeamMember } from './team.ts';

/**
 * The schema of each content module, keyed by the module's export name (not-found.ts → notFound),
 * for a site whose routes are `routes` (the files in pages/, as generator/routes.ts finds them).
 */
export function contentSchemas(routes: readonly string[]) {
  const links = linkSchemas(routes);
  return {
    site: siteSchema(links),
    home: homeSchema(links),
    services: servicesSchema(links),
    pricing: pricingSchema(links),
    team: teamSchema(links),
    gallery: gallerySchema(links),
    contact: contactSchema(),
    notFound: notFoundSchema(links),
    privacy: legalPageSchema('Privacy policy'),
    terms: legalPageSchema('Terms of service'),
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
export type Link = z.infer<LinkSchemas['link']>;
export type Tier = Pricing['tabs'][number]['tiers'][number];
