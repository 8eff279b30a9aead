// The words of every problem the engine reports to the owner or a developer, in one place: each
// entry says what is wrong, from named parameters, and, where there is one, a hint saying what to
// do, joined by "; ". Where the problem is (the file, its line, the field) is the error's part
// (InputError); an entry is the text after it.

type Params = Record<string, unknown>;

interface Entry<P extends Params> {
  message: (p: P) => string;
  hint?: string | ((p: P) => string);
}

/** An entry as a function of its parameters that returns its text. */
function entry<P extends Params = Params>({ message, hint }: Entry<P>): (p: P) => string {
  return (p) => {
    const what = typeof hint === 'function' ? hint(p) : hint;
    return what === undefined ? message(p) : `${message(p)}; ${what}`;
  };
}

const SAVE_AS_UTF8 = 'save it as UTF-8 (in most editors: Save As, then Encoding: UTF-8)';

// Content files.
export const ContentFileMissing = entry<{ folder: string; file: string; name: string }>({
  message: () => 'the file is missing',
  hint: ({ folder, file, name }) => `every page's texts are in ${folder}/ (${file} holds ${name}'s)`,
});
export const ContentFileTooLarge = entry<{ bytes: number }>({
  message: ({ bytes }) => `the file has ${bytes.toLocaleString('en-US')} bytes`,
  hint: 'a content file holds at most 4 MB of text',
});
export const ContentFileEmpty = entry({ message: () => 'the file is empty', hint: 'it holds the texts of its page' });
export const ContentFileUtf16 = entry({
  message: () => 'the file is saved as UTF-16 (what Windows calls "Unicode")',
  hint: SAVE_AS_UTF8,
});
export const ContentFileNotUtf8 = entry<{ byte: number; latin1: string }>({
  message: ({ byte, latin1 }) =>
    `the file is not UTF-8: this line holds the byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} ('${latin1}' in Latin-1), so it was saved in another encoding`,
  hint: SAVE_AS_UTF8,
});
export const MediaFileEmpty = entry<{ file: string }>({ message: ({ file }) => `file is empty: ${file}` });
export const FragmentNotFound = entry<{ href: string; page: string; fragment: string; ids: readonly string[] }>({
  message: ({ href, page, fragment, ids }) => {
    const listed = ids.slice(0, 12).map((id) => `'${id}'`);
    const known = listed.length ? ` (its ids: ${listed.join(', ')}${ids.length > listed.length ? ', …' : ''})` : '';
    return `'${href}' leads to no part of ${page}: no element there has the id '${fragment}'${known}`;
  },
  hint: ({ fragment }) => `use one of them, or leave out '#${fragment}'`,
});

// The site's content schema module.
export const SchemaExportMissing = entry({ message: () => 'missing export (a function of the routes)' });
export const SchemaModuleFailed = entry<{ file: string; place: string }>({
  message: ({ file, place }) => `${file} could not be loaded: ${place}`,
});
export const SchemaCheckFailed = entry<{ file: string; place: string }>({
  message: ({ file, place }) => `${file}: checking it failed in ${place}`,
});
export const CrossCheckFailed = entry<{ place: string }>({
  message: ({ place }) => `checking the content across files failed in ${place}`,
});
export const CrossCheckUnknownModule = entry<{ module: string; message: string }>({
  message: ({ module, message }) => `a check across content files names no module '${module}': ${message}`,
});

// The editor's settings (admin/backend.yml).
const BACKEND_HOLDS = "it holds the content editor's settings for the live site (docs/content-guide.md, 'On the live site')";
export const BackendFileMissing = entry({ message: () => `the file is missing: ${BACKEND_HOLDS}` });
export const BackendFileNotYaml = entry<{ reason: string }>({ message: ({ reason }) => `not valid YAML (${reason}): ${BACKEND_HOLDS}` });
export const BackendMissing = entry({
  message: () => 'expected the backend settings, fields under it: name: github, repo: account/name, branch: main…',
});
export const PublishModeUnknown = entry<{ value: unknown }>({
  message: ({ value }) =>
    `expected editorial_workflow (a change waits as a draft until it is published) or simple (each change is published at once), got ${JSON.stringify(value)}`,
});

// Photos and the brand mark.
export const PhotoNotFound = entry({ message: () => 'file not found' });
export const PhotoUnreadable = entry<{ code: string | undefined }>({ message: ({ code }) => `cannot read: ${code}` });
export const PhotoEmpty = entry({ message: () => 'file is empty (0 bytes)' });
export const PhotoNotAnImage = entry<{ reason: string }>({ message: ({ reason }) => `not a readable image (${reason})` });
export const PhotoGone = entry<{ reason: string }>({ message: ({ reason }) => `cannot read it any more (${reason})` });
export const PhotoChanged = entry({ message: () => 'the file changed during the build: build again' });
export const PhotoEncodeFailed = entry<{ reason: string }>({ message: ({ reason }) => `encoding failed (${reason})` });
export const BrandMarkUnreadable = entry<{ reason: string }>({ message: ({ reason }) => `cannot read the brand mark (${reason})` });
export const EncodeBudgetSpent = entry<{ minutes: number; done: number; total: number; photos: number }>({
  message: ({ minutes, done, total, photos }) =>
    `images: stopped after the encode budget (${minutes} min): ${done} of ${total} encodes done and cached, ${photos} ${photos === 1 ? 'photo' : 'photos'} left`,
  hint: 'build again to continue',
});

// The environment.
export const BuildDateRefused = entry<{ value: string; why: string }>({
  message: ({ value, why }) => `'${value}' ${why}`,
  hint: 'expected whole seconds since 1970-01-01 UTC, such as git log -1 --format=%ct prints',
});
export const EncodeMinutesRefused = entry<{ minutes: string }>({
  message: ({ minutes }) => `"${minutes}" is not a positive number of minutes`,
});
export const PortRefused = entry<{ name: string; value: string }>({
  message: ({ name, value }) => `${name}=${value} is not a port number: expected a whole number from 1 to 65535`,
});

// Rendering and the output.
export const RenderFailed = entry<{ page: string; component: string; reason: string; place?: string }>({
  message: ({ page, component, reason, place }) => `render failed for ${page} in <${component}>: ${reason}${place ? ` (${place})` : ''}`,
});
export const BrokenReferences = entry<{ problems: readonly string[] }>({
  message: ({ problems }) => `broken references in the output:\n  ${problems.join('\n  ')}`,
});
export const NoServeJson = entry<{ dir: string }>({ message: ({ dir }) => `${dir} has no serve.json: run npm run build first` });
export const OutputSymlinkLoop = entry<{ dir: string }>({
  message: ({ dir }) => `${dir} is a symlink that leads to itself (more than 40 links in a row)`,
});
