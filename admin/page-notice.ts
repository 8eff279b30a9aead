// A notice in place of the editor, for when Decap cannot work on this page: a heading and a few
// paragraphs, announced to screen readers, in the page's own plain style.

export function showNotice(title: string, paragraphs: readonly string[]): void {
  const note = document.createElement('main');
  note.setAttribute('role', 'alert');
  note.style.cssText = 'max-width: 40rem; margin: 3rem auto; padding: 0 1.25rem; font: 17px/1.55 system-ui, sans-serif; color: #1d1d1f';
  const heading = document.createElement('h1');
  heading.style.cssText = 'font-size: 1.5rem; margin: 0 0 1rem';
  heading.textContent = title;
  note.append(heading, ...paragraphs.map((text) => Object.assign(document.createElement('p'), { textContent: text })));
  document.body.append(note);
}
