// Behaviour of <TooltipLink> (issue 5). Filled in below.
export default function initTooltipLink(root: HTMLElement): void {
  void root;
}
