// The lightbox: an empty <dialog> that GalleryLightbox.client.ts fills with the opened photo.
// Without JavaScript it never opens; each tile links to its large image instead.

interface Props {
  /** The dialog's name until a photo opens (the client names it after the photo). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  closeLabel: string;
}

export function GalleryLightbox({ label, previousLabel, nextLabel, closeLabel }: Props) {
  return (
    <dialog className="lightbox" aria-label={label}>
      <figure className="lightbox__figure">
        {/* The entry builds <picture><source type="image/avif"><source type="image/webp"><img></picture> here: a source
            or img without a URL is invalid HTML, and the large image must not load before opening. */}
        <div className="lightbox__picture" />
        <figcaption className="lightbox__text">
          <span className="lightbox__caption" />
          <span className="lightbox__categories" />
        </figcaption>
      </figure>
      <button type="button" className="lightbox__nav lightbox__nav--prev" aria-label={previousLabel}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="lightbox__nav lightbox__nav--next" aria-label={nextLabel}>
        <span aria-hidden="true">›</span>
      </button>
      <form method="dialog" className="lightbox__close-form">
        <button type="submit" className="lightbox__close">
          {closeLabel}
        </button>
      </form>
    </dialog>
  );
}
