// Behaviour of <HeroVideo> (issue 5). Filled in below.
export default function initHeroVideo(root: HTMLElement): void {
  void root;
}
