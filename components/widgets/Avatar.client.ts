// Behaviour of <Avatar> (issue 5). Filled in below.
export default function initAvatar(root: HTMLElement): void {
  void root;
}
