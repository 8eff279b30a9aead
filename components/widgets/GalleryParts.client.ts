// The gallery's markup, found or refused: a part the server HTML lacks fails the widget (the
// framework gives its root the server HTML back, with the message), naming the part.
export function part<E extends Element = HTMLElement>(parent: ParentNode, selector: string): E {
  const found = parent.querySelector<E>(selector);
  if (!found) throw new Error(`GalleryPortfolio: no ${selector}`);
  return found;
}
