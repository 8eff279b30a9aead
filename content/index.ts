// Everything the pages read. Each module is validated by the build against content/schema.ts.
export { site } from './site.ts';
export { home } from './home.ts';
export { services } from './services.ts';
export { pricing } from './pricing.ts';
export { team } from './team.ts';
export { gallery } from './gallery.ts';
export { contact } from './contact.ts';
export { notFound } from './not-found.ts';
export { isCustomPrice, PHOTO_CATEGORY_IDS, FILTER_IDS, ROUTES, CUSTOM_PRICE } from './schema.ts';
export type * from './schema.ts';
export { photo, video } from './media.ts';
export type { Photo, Video, VideoSource } from './media.ts';
