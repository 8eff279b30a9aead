// Decap needs what browsers give only a secure page (crypto.randomUUID): one over https, or one
// on this computer over http at localhost or 127.0.0.1. Elsewhere it fails with "crypto.randomUUID
// is not a function. Check your config.yml", which blames its configuration; this page says what
// is wrong instead, before Decap starts.

/** True on a secure page; else false, after saying on the page why the editor cannot start there. */
export function secureEnoughToEdit(): boolean {
  if (window.isSecureContext) return true;
  const { host, port, pathname } = window.location;
  const note = document.createElement('main');
  note.setAttribute('role', 'alert');
  note.style.cssText = 'max-width: 40rem; margin: 3rem auto; padding: 0 1.25rem; font: 17px/1.55 system-ui, sans-serif; color: #1d1d1f';
  const title = document.createElement('h1');
  title.style.cssText = 'font-size: 1.5rem; margin: 0 0 1rem';
  title.textContent = 'The content editor needs HTTPS, or localhost on this computer';
  const why = document.createElement('p');
  why.textContent = `This page is http://${host}${pathname}: over plain http, browsers hold back from any address but localhost what the editor needs, so it cannot start here.`;
  const what = document.createElement('p');
  what.textContent = `Open https://${host}${pathname} (the live site serves the editor over HTTPS), or, on the computer that runs npm run cms, http://localhost${port ? `:${port}` : ''}${pathname} or http://127.0.0.1${port ? `:${port}` : ''}${pathname}.`;
  note.append(title, why, what);
  document.body.append(note);
  return false;
}
