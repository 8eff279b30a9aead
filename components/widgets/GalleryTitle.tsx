// The compact title of a later page of a gallery view (/gallery/2, /gallery/lighting/2): the
// page's one h1, naming the view and the page, in place of the hero and the highlight videos
// that open the view's first page, so a reader who goes on through the photos lands on them.
// The separator is in the text, so the heading reads "Lighting — Page 2 of 3" as one phrase.

interface Props {
  id: string;
  /** The portfolio's title, over the heading. */
  eyebrow: string;
  /** The view: the category's name, or the gallery's title for every photo. */
  name: string;
  /** Where the page is: 'Page 2 of 3'. */
  where: string;
}

export function GalleryTitle({ id, eyebrow, name, where }: Props) {
  return (
    <div className="gallery-title">
      <p className="eyebrow">{eyebrow}</p>
      <h1 id={id} className="gallery-title__heading">
        <span className="gallery-title__name">{name}</span>
        <span className="visually-hidden"> — </span>
        <span className="gallery-title__where">{where}</span>
      </h1>
    </div>
  );
}
