// Behaviour of <PricingTabs> (issue 5). Filled in below.
export default function initPricingTabs(root: HTMLElement): void {
  void root;
}
