// The site's content as the build sees it: loaded and validated by the build's own content phase
// (generator/content.ts) against the routes found in pages/. Tests, benches and budgets read the
// content here and nowhere else, so they take their expected values from what the owner wrote,
// and a change to how the build loads content changes this one file.
import { pathToFileURL } from 'node:url';
import { loadContent, type MediaRef } from '../../generator/content.ts';
import type { Contact, Gallery, Home, NotFound, Pricing, Services, Site, Team } from '../../content/schema.ts';
import { PATHS, ROOT } from './site.ts';

/** Every content module, by the name content/index.ts exports it under. */
export interface Content {
  site: Site;
  home: Home;
  services: Services;
  pricing: Pricing;
  team: Team;
  gallery: Gallery;
  contact: Contact;
  notFound: NotFound;
}

const loaded = await loadContent(ROOT, (file) => import(pathToFileURL(file).href), PATHS);

const modules = loaded.modules as unknown as Content;
/** The validated content (a content error fails every suite that reads it, with the build's message). */
export const content: Content = {
  site: modules.site,
  home: modules.home,
  services: modules.services,
  pricing: modules.pricing,
  team: modules.team,
  gallery: modules.gallery,
  contact: modules.contact,
  notFound: modules.notFound,
};

/** Every photo and local video file the content references, with the field that names it. */
export const media: readonly MediaRef[] = loaded.media;

export const { site, home, services, pricing, team, gallery, contact, notFound } = content;
