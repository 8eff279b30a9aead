// Before the editor is set up for the live site, admin/backend.yml names the placeholder
// repository the project ships with, and Decap would offer a GitHub login that cannot work. This
// page says what is missing and where the guide is instead, before Decap starts
// (framework/shared/editor-setup.ts has the rule). The guide is named by its place in the
// repository: a deployed site has no file of the project to link. Where the dev server serves
// the editor's backend (npm run cms), the configuration names it (local_backend), and the editor
// edits this computer's files without the live site's settings.
import { parse } from 'yaml';
import { liveBackendGap } from '../framework/shared/editor-setup.ts';
import { showNotice } from './page-notice.ts';

/** The editor's configuration as Decap is about to load it, or null when it cannot be read (Decap then says why). */
async function configuration(): Promise<Record<string, unknown> | null> {
  const href = document.querySelector('link[rel="cms-config-url"]')?.getAttribute('href');
  if (!href) return null;
  try {
    const config: unknown = parse(await (await fetch(href)).text());
    return config && typeof config === 'object' ? (config as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when the editor can log in here; else false, after saying on the page what is missing. */
export async function setUpToEdit(): Promise<boolean> {
  const config = await configuration();
  if (!config || config.local_backend) return true;
  const gap = liveBackendGap(config.backend);
  if (!gap) return true;
  showNotice('The content editor is not set up for this site yet', [
    `In admin/backend.yml, ${gap}: the editor does not know which GitHub repository holds the site, so logging in here cannot work.`,
    'To edit the site here, set repo to the site’s GitHub repository (account/name) and the login for your host in admin/backend.yml, ' +
      'as the guide says: docs/content-guide.md in the site’s repository, section “On the live site”. Commit and push; the next deploy brings the editor.',
    'To edit the content on your computer instead, run npm run cms in the project folder and open http://127.0.0.1:3000/admin/.',
  ]);
  return false;
}
