// Gallery: the hero, the event highlights (videos), the event portfolio (filters, grid,
// lightbox), a call to action and the closing banner.
// The portfolio has a view per filter and page (content/gallery-views.ts): /gallery,
// /gallery/2, /gallery/weddings …; this one file renders them all, each found by its route.
// A view's first page is the gallery as the product describes it; its later pages are where a
// reader goes on through the photos, so they open at them, under a compact title, without the
// hero and the highlight videos again.

import { useContent } from '../components/content.ts';
import { Banner } from '../components/sections/Banner.tsx';
import { CallToAction } from '../components/sections/CallToAction.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { SectionHeading } from '../components/sections/SectionHeading.tsx';
import { GalleryPortfolio } from '../components/widgets/GalleryPortfolio.tsx';
import { GalleryTitle } from '../components/widgets/GalleryTitle.tsx';
import { HighlightVideo } from '../components/widgets/HighlightVideo.tsx';
import { type GalleryView, galleryViews, pageWhere, photoPages } from '../content/gallery-views.ts';
import type { Gallery, SiteContent } from '../content/schema/index.ts';
import { useBuild } from '../framework/build/context.ts';
import type { PageMeta } from '../framework/build/page.ts';

/** Every view of the gallery at `base`: each filter's photos in pages that fit the first round trip with the site's brand. */
const viewsAt = ({ gallery, site }: SiteContent, base: string) =>
  galleryViews(
    base,
    gallery.portfolio.categories.map((c) => c.id),
    gallery.photos,
    (photos) => photoPages(photos, site.brand.length),
  );

/** Every route the gallery renders: one per filter and page of photos. */
export function views(content: SiteContent, route: string): string[] {
  return viewsAt(content, route).map((v) => v.route);
}

/** The gallery's own route: the first segment of any of its views. */
const baseOf = (route: string | null) => `/${(route ?? '/gallery').split('/')[1]}`;

function view(content: SiteContent, route: string | null): GalleryView<Gallery['photos'][number]> {
  const found = viewsAt(content, baseOf(route)).find((v) => v.route === (route ?? '/gallery'));
  if (!found) throw new Error(`the gallery has no view at ${route}`);
  return found;
}

/** A view's category name, or none for every photo. */
const categoryLabel = (gallery: Gallery, current: GalleryView<unknown>) =>
  current.filter === 'all' ? undefined : gallery.portfolio.categories.find((c) => c.id === current.filter)?.label;

/** The gallery's title and description, naming the category and the page beyond the first view. */
export function meta(content: SiteContent, route: string | null): PageMeta {
  const { gallery } = content;
  const current = view(content, route);
  const label = categoryLabel(gallery, current);
  const parts = [
    current.filter === 'all' ? '' : ` — ${label}`,
    current.page > 1 ? ` (${pageWhere(gallery.portfolio.pageText, current)})` : '',
  ].join('');
  return {
    ...gallery.meta,
    title: gallery.meta.title + parts,
    description: parts ? `${gallery.meta.description}${parts}` : gallery.meta.description,
  };
}

export default function GalleryPage() {
  const content = useContent();
  const { gallery } = content;
  const { hero, highlights, portfolio, unavailableText, closeLabel, cta, banner } = gallery;
  const { route } = useBuild();
  const current = view(content, route);
  const first = current.page === 1;
  return (
    <>
      {first && (
        <>
          <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
          <section className="section" aria-labelledby="highlights-title">
            <div className="container">
              <SectionHeading id="highlights-title" title={highlights.title} />
              <div className="highlights">
                {highlights.videos.map((v) => (
                  <HighlightVideo
                    key={v.caption}
                    video={v.video}
                    caption={v.caption}
                    fallbackText={highlights.fallbackText}
                    playLabel={highlights.playLabel}
                  />
                ))}
              </div>
            </div>
          </section>
        </>
      )}
      <section
        className={first ? 'section section--join' : 'section gallery-page'}
        aria-labelledby={first ? 'portfolio-title' : 'page-title'}
      >
        <div className="container">
          {first ? (
            <SectionHeading id="portfolio-title" title={portfolio.title} />
          ) : (
            <GalleryTitle
              id="page-title"
              eyebrow={portfolio.title}
              name={categoryLabel(gallery, current) ?? hero.title}
              where={pageWhere(portfolio.pageText, current)}
            />
          )}
          <GalleryPortfolio
            categories={portfolio.categories}
            view={current}
            base={baseOf(route)}
            texts={portfolio}
            unavailableText={unavailableText}
            closeLabel={closeLabel}
          />
        </div>
      </section>
      <CallToAction id="cta-title" title={cta.title} text={cta.text} cta={{ label: cta.label, href: cta.href }} />
      <Banner id="plan-title" title={banner.title} text={banner.text} cta={banner.cta} />
    </>
  );
}
