// Everything the pages read. Each module is validated by the build against content/schema.ts.
// The modules check their literals with `satisfies`; here they are re-exported with the schema
// types, so optional fields (tier.popular, member.badge, testimonial.image …) can be read on
// every entry and lists have one element type.
import { contact as contactContent } from './contact.ts';
import { gallery as galleryContent } from './gallery.ts';
import { home as homeContent } from './home.ts';
import { notFound as notFoundContent } from './not-found.ts';
import { pricing as pricingContent } from './pricing.ts';
import type { Contact, Gallery, Home, NotFound, Pricing, Services, Site, Team } from './schema.ts';
import { services as servicesContent } from './services.ts';
import { site as siteContent } from './site.ts';
import { team as teamContent } from './team.ts';

export const site: Site = siteContent;
export const home: Home = homeContent;
export const services: Services = servicesContent;
export const pricing: Pricing = pricingContent;
export const team: Team = teamContent;
export const gallery: Gallery = galleryContent;
export const contact: Contact = contactContent;
export const notFound: NotFound = notFoundContent;

export { photo, video } from './media.ts';
export type * from './schema.ts';
export {
  CUSTOM_PRICE,
  FILTER_IDS,
  isCustomPrice,
  MIN_GALLERY_PHOTOS,
  MIN_PHOTOS_PER_CATEGORY,
  PHOTO_CATEGORY_IDS,
} from './schema.ts';
