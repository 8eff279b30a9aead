// The site's facts, in one place: where its parts are, its content modules, the fonts and the mark
// it draws with, and what its pages add to their security policy. The engine (generator/) reads
// them here and names none of them itself; framework/build/define-site.ts says what each one is.
// Pages are named here by path only: the dev server must load them through its own loader.
import { LAYOUTS } from './components/image-layouts.ts';
import { bookingSources } from './components/widgets/booking-policy.ts';
import { contactSchema } from './content/schema/contact.ts';
import { gallerySchema } from './content/schema/gallery.ts';
import { homeSchema } from './content/schema/home.ts';
import { legalPageSchema, legalReviewNotice } from './content/schema/legal.ts';
import { notFoundSchema } from './content/schema/not-found.ts';
import { pricingSchema } from './content/schema/pricing.ts';
import { servicesSchema } from './content/schema/services.ts';
import { siteSchema } from './content/schema/site.ts';
import { teamSchema } from './content/schema/team.ts';
import { defineSite } from './framework/build/define-site.ts';

/** The page that embeds the booking widget: the booking provider's hosts are allowed there only. */
const BOOKING_PAGE = '/contact';
const SITE_FILE = 'content/site.yaml';
const LEGAL_FILES = { privacy: 'content/privacy.yaml', terms: 'content/terms.yaml' } as const;

export default defineSite({
  folders: { pages: 'pages', components: 'components', content: 'content', assets: 'assets', styles: 'styles' },
  shell: 'pages/_document.tsx',
  // Each content module: content/<name>.yaml, its schema, and the page the editor previews it on.
  content: {
    site: { schema: siteSchema }, // the header and footer: shown in the frame, around the home page
    home: { schema: homeSchema, page: 'pages/index.tsx' },
    services: { schema: servicesSchema, page: 'pages/services.tsx' },
    pricing: { schema: pricingSchema, page: 'pages/pricing.tsx' },
    team: { schema: teamSchema, page: 'pages/team.tsx' },
    gallery: { schema: gallerySchema, page: 'pages/gallery.tsx' },
    contact: { schema: contactSchema, page: 'pages/contact.tsx' },
    notFound: { schema: notFoundSchema, page: 'pages/404.tsx' },
    privacy: { schema: () => legalPageSchema('Privacy policy'), page: 'pages/privacy.tsx' },
    terms: { schema: () => legalPageSchema('Terms of service'), page: 'pages/terms.tsx' },
  },
  contentRules: 'content/schema/index.ts',
  stylesheets: ['styles/fonts.css', 'styles/global.css'],
  brand: { mark: 'assets/brand/mark.svg', ground: '#0d0d12', accent: '#c9a45c' },
  // The header's wordmark, drawn as paths so the first screen needs no file of these faces.
  outlineFaces: {
    'serif-600': (subset) => `@fontsource/cormorant-garamond/files/cormorant-garamond-${subset}-600-normal.woff2`,
    'serif-500-italic': (subset) => `@fontsource/cormorant-garamond/files/cormorant-garamond-${subset}-500-italic.woff2`,
  },
  // The styles use weights 400 to 700 of the variable body font.
  fontAxes: { 'inter-latin-wght-normal.woff2': { wght: { min: 400, max: 700 } } },
  // The first view's live text: the body sans and the serif's 500, which sets the headings. The
  // serif's italic appears only further down the home page, and loads when it is needed.
  preloadFonts: [/^inter-latin-wght-normal\.woff2$/, /^cormorant-garamond-latin-500-normal\.woff2$/],
  imageLayouts: LAYOUTS,
  siteUrl: (content) => ({ value: content.site.url, file: SITE_FILE, field: 'url' }),
  pageSources: (content) => new Map([[BOOKING_PAGE, bookingSources(content.site.booking)]]),
  // Every build says which legal sections still await a lawyer's review (docs/content-guide.md, "Legal pages").
  contentNotices: (content) => [
    ...legalReviewNotice(LEGAL_FILES.privacy, content.privacy),
    ...legalReviewNotice(LEGAL_FILES.terms, content.terms),
  ],
});
