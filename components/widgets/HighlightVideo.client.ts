// Behaviour of <HighlightVideo> (issue 5). Filled in below.
export default function initHighlightVideo(root: HTMLElement): void {
  void root;
}
