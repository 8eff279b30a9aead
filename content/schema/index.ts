// Schemas for every content file, one module each under content/schema/, listed with their files
// in site.config.ts; here are the rules they share and the content's types. The build
// (generator/content/load.ts) validates each `content/<name>.yaml` with its schema, made with
// `linkSchemas(routes)` (the files in pages/), and prints one line per problem:
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
import type { ContentOf, SchemasOf } from '../../framework/build/define-site.ts';
import type site from '../../site.config.ts';
import type { LinkSchemas } from './links.ts';

export type { FaqItem, Step, Testimonial } from './blocks.ts';
export { contentChecks } from './cross-checks.ts';
export {
  FILTER_IDS,
  type FilterId,
  type GalleryPhoto,
  MIN_GALLERY_PHOTOS,
  MIN_PHOTOS_PER_CATEGORY,
  PHOTO_CATEGORY_IDS,
} from './gallery.ts';
export { type LegalPage, legalReviewNotice, shownDate, splitPlaceholders } from './legal.ts';
export { linkSchemas } from './links.ts';
export { contentErrorMap } from './messages.ts';
export { CUSTOM_PRICE, isCustomPrice } from './pricing.ts';
export type { Service } from './services.ts';
export type { TeamMember } from './team.ts';

type Schemas = SchemasOf<typeof site.content>;

/** The whole content as the pages read it: every module parsed by its schema (trimmed, defaults applied). */
export type SiteContent = ContentOf<typeof site.content>;

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
