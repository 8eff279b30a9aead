// Decap needs what browsers give only a secure page (crypto.randomUUID): one over https, or one
// on this computer over http at localhost or 127.0.0.1. Elsewhere it fails with "crypto.randomUUID
// is not a function. Check your config.yml", which blames its configuration; this page says what
// is wrong instead, before Decap starts.
import { showNotice } from './page-notice.ts';

/** True on a secure page; else false, after saying on the page why the editor cannot start there. */
export function secureEnoughToEdit(): boolean {
  if (window.isSecureContext) return true;
  const { host, port, pathname } = window.location;
  const at = (name: string) => `http://${name}${port ? `:${port}` : ''}${pathname}`;
  showNotice('The content editor needs HTTPS, or localhost on this computer', [
    `This page is http://${host}${pathname}: over plain http, browsers hold back from any address but localhost what the editor needs, so it cannot start here.`,
    `Open https://${host}${pathname} (the live site serves the editor over HTTPS), or, on the computer that runs npm run cms, ${at('localhost')} or ${at('127.0.0.1')}.`,
  ]);
  return false;
}
