// Whether the content editor is set up for the live site: its settings (admin/backend.yml, the
// `backend` of the editor's configuration) must name the site's own repository, not the
// placeholder the project ships with, or its login cannot work. One rule, on both sides: the
// build warns (generator/editor/backend-settings.ts), and the editor's page says what is missing instead
// of offering that login (admin/setup-notice.ts).

/** The account of the placeholder repository in the admin/backend.yml the project ships with. */
export const PLACEHOLDER_ACCOUNT = 'your-account';

/** Decap's backends that keep the content in a repository they name in `repo`. */
const REPOSITORY_BACKENDS: ReadonlySet<string> = new Set(['github', 'gitlab', 'gitea', 'bitbucket', 'azure']);

/** What keeps the live editor from working, as a phrase ('repo is still the placeholder …'); null when nothing does. */
export function liveBackendGap(backend: unknown): string | null {
  const { name, repo } = (backend && typeof backend === 'object' ? backend : {}) as { name?: unknown; repo?: unknown };
  if (typeof name !== 'string' || !REPOSITORY_BACKENDS.has(name)) return null;
  if (typeof repo !== 'string' || repo.trim() === '') return 'repo, the repository that holds the site, is missing';
  if (repo.split('/')[0]?.trim().toLowerCase() === PLACEHOLDER_ACCOUNT) return `repo is still the placeholder ${repo}`;
  return null;
}
