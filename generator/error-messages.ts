// The words of every problem the engine reports to a user (the owner, a developer, whoever runs a
// server): what is wrong and, after "; ", what to do. Where the problem is (file, line, field) is
// the InputError's part. Only the engine's own invariants ('esbuild produced no stylesheet') are
// worded where they are checked, and the framework's (useContent outside a render) in framework/.

/** An entry without parameters, called as the others are: `PhotoEmpty({})`. */
const fixed = (text: string) => (_: object) => text;

const SAVE_AS_UTF8 = 'save it as UTF-8 (in most editors: Save As, then Encoding: UTF-8)';

// Content files.
export const ContentFileMissing = ({ folder, file, name }: { folder: string; file: string; name: string }) =>
  `the file is missing; every page's texts are in ${folder}/ (${file} holds ${name}'s)`;
export const ContentFileNotAFile = ({ name }: { name: string }) =>
  `this is a folder (or another kind of entry), not a file; ${name}'s texts go in a text file of this name`;
export const ContentFileTooLarge = ({ bytes }: { bytes: number }) =>
  `the file has ${bytes.toLocaleString('en-US')} bytes; a content file holds at most 4 MB of text`;
export const ContentFileEmpty = fixed('the file is empty; it holds the texts of its page');
export const ContentFileUtf16 = fixed(`the file is saved as UTF-16 (what Windows calls "Unicode"); ${SAVE_AS_UTF8}`);
export const ContentFileNotUtf8 = ({ byte, latin1 }: { byte: number; latin1: string }) =>
  `the file is not UTF-8: this line holds the byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} ('${latin1}' in Latin-1), so it was saved in another encoding; ${SAVE_AS_UTF8}`;

// What is written wrong in a content file's YAML.
export const YamlDirective = ({ source }: { source: string }) =>
  `'${source}' is a YAML directive, which changes how the file is read; content files use none, so remove the line`;
export const YamlAlias = ({ source }: { source: string }) =>
  `'*${source}' repeats another part of the file (a YAML alias); write the value out where it is used`;
export const YamlTag = ({ tag }: { tag: string }) =>
  `'${tag}' is a YAML tag, which content files do not use; remove it and write the value itself (in quotes if it is a text)`;
export const YamlKeyNotAWord = fixed("a field's name here is a list or a group; a field is named by a word, as in 'title: My text'");
export const YamlTabIndent = fixed('a tab indents this line; indent with spaces only');
export const YamlBadIndent = fixed('this line is not indented like the fields beside it; line it up with them (spaces only)');
export const YamlFieldWithoutColon = fixed(
  "a field needs its name, a colon and a space ('title: My text'); a text that holds ': ' or starts with a quote needs quotes around all of it",
);
export const YamlFieldTwice = ({ key }: { key: string | undefined }) =>
  `${key ? `the field '${key}'` : 'a field'} is written twice here; keep one`;
export const YamlQuoteNotClosed = fixed('a text opens a quote that never closes; end it with the same quote mark, or leave out the quotes');
export const YamlListEntry = fixed("a list entry needs '- ' at its start, lined up with the entries beside it");
export const YamlBracketNotClosed = ({ reason }: { reason: string }) => `a bracket or brace is not closed (${reason})`;
export const YamlBadStart = fixed("a value cannot start with this character ('@', '`', '%'); put the whole text in quotes");
export const YamlTooDeep = fixed('lists or groups are nested too deeply here to be content; no field holds more than a few levels');
export const YamlEndMarker = fixed(
  "'...' ends the file's content here (a YAML end marker), so the lines after it would not be read; remove the '...' line",
);
export const YamlSecondDocument = fixed("'---' starts a second document; a content file holds one, so remove the line");
export const YamlInvalid = ({ reason }: { reason: string }) => `the file is not valid YAML here: ${reason}`;

// The media files the content names.
export const MediaFileEmpty = ({ file }: { file: string }) => `file is empty: ${file}`;
export const MediaFileOutside = ({ file, folder }: { file: string; folder: string }) => `${file} leads outside ${folder}/`;
export const MediaFileCapitals = ({ file, named }: { file: string; named: string }) =>
  `the file is named ${named}, not ${file}: the web host's disk tells capitals apart, so write the name as the folder does`;
export const MediaFileNotFound = ({ file }: { file: string }) => `file not found: ${file}`;
export const MediaFileLinksOutside = ({ file, folder, real }: { file: string; folder: string; real: string }) =>
  `${file} is a symlink that leads outside ${folder}/ (to ${real})`;
export const MediaFileNotAFile = ({ file }: { file: string }) => `not a file: ${file}`;

// Links in the content.
export const FragmentNotFound = ({
  href,
  page,
  fragment,
  ids,
}: {
  href: string;
  page: string;
  fragment: string;
  ids: readonly string[];
}) => {
  const listed = ids.slice(0, 12).map((id) => `'${id}'`);
  const known = listed.length ? ` (its ids: ${listed.join(', ')}${ids.length > listed.length ? ', …' : ''})` : '';
  return `'${href}' leads to no part of ${page}: no element there has the id '${fragment}'${known}; use one of them, or leave out '#${fragment}'`;
};

// The pages, their views and the document shell.
export const ShellMissing = fixed('missing: it exports Document (the HTML around every page) and Layout (the frame of every page body)');
export const ShellExportMissing = ({ name }: { name: string }) => `expected an exported component named ${name}`;
export const PageComponentMissing = fixed('expected the page component');
export const PageMetaMissing = fixed('expected an exported meta object, or a function of the content that returns it');
export const PageMetaNotAnObject = fixed('expected { title, description }');
export const PageMetaEmpty = fixed('must not be empty');
export const PageFileNameRefused = ({ file }: { file: string }) => `page file name "${file}" must be lower-case letters, digits and dashes`;
export const NotFoundPageMissing = fixed('the 404 page is missing');
export const ViewsNotAList = fixed('expected a function that returns a list of routes');
export const ViewRouteRefused = ({ route, page }: { route: string; page: string }) =>
  `"${route}" must be ${page}/ followed by lower-case letters, digits and dashes`;

// The site's content schema module.
export const SchemaExportMissing = fixed('missing export (a function of the routes)');
export const SchemaModuleFailed = ({ file, place }: { file: string; place: string }) => `${file} could not be loaded: ${place}`;
export const SchemaCheckFailed = ({ file, place }: { file: string; place: string }) => `${file}: checking it failed in ${place}`;
export const CrossCheckFailed = ({ place }: { place: string }) => `checking the content across files failed in ${place}`;
export const CrossCheckUnknownModule = ({ module, message }: { module: string; message: string }) =>
  `a check across content files names no module '${module}': ${message}`;

// The editor's settings (admin/backend.yml).
const BACKEND_HOLDS = "it holds the content editor's settings for the live site (docs/content-guide.md, 'On the live site')";
export const BackendFileMissing = fixed(`the file is missing: ${BACKEND_HOLDS}`);
export const BackendFileNotYaml = ({ reason }: { reason: string }) => `not valid YAML (${reason}): ${BACKEND_HOLDS}`;
export const BackendMissing = fixed('expected the backend settings, fields under it: name: github, repo: account/name, branch: main…');
export const PublishModeUnknown = ({ value }: { value: unknown }) =>
  `expected editorial_workflow (a change waits as a draft until it is published) or simple (each change is published at once), got ${JSON.stringify(value)}`;

// The editor's configuration, as its backend reads it.
export const EditorConfigUnreadable = ({ reason }: { reason: string }) => `the editor's configuration cannot be read: ${reason}`;
export const EditorFolderCollection = ({ name }: { name: string }) =>
  `the editor's collection '${name}' is a folder collection; the editor's backend serves only the files that "files" collections name`;
export const MediaFolderTemplate = ({ value, where }: { value: string; where: string }) =>
  `the media_folder '${value}' of ${where} is a template; the editor's backend needs the folder's own name`;
export const MediaFolderIsRoot = ({ where }: { where: string }) =>
  `the media_folder of ${where} is the project's root; name a folder inside it`;
export const EditorPathOutside = ({ value, where }: { value: string; where: string }) => `${where}: '${value}' leads outside the project`;
export const GitModeRefused = ({ problem }: { problem: string }) => `git mode cannot start: ${problem}`;

// Photos and the brand mark.
export const PhotoNotFound = fixed('file not found');
export const PhotoUnreadable = ({ code }: { code: string | undefined }) => `cannot read: ${code}`;
export const PhotoEmpty = fixed('file is empty (0 bytes)');
export const PhotoNotAnImage = ({ reason }: { reason: string }) => `not a readable image (${reason})`;
export const PhotoGone = ({ reason }: { reason: string }) => `cannot read it any more (${reason})`;
export const PhotoChanged = fixed('the file changed during the build: build again');
export const PhotoEncodeFailed = ({ reason }: { reason: string }) => `encoding failed (${reason})`;
export const BrandMarkUnreadable = ({ reason }: { reason: string }) => `cannot read the brand mark (${reason})`;
export const EncodeBudgetSpent = ({ minutes, done, total, photos }: { minutes: number; done: number; total: number; photos: number }) =>
  `images: stopped after the encode budget (${minutes} min): ${done} of ${total} encodes done and cached, ${photos} ${photos === 1 ? 'photo' : 'photos'} left; build again to continue`;

// The environment.
export const SiteUrlNotHttp = ({ url }: { url: string }) => `"${url}" is not an http(s) URL`;
export const SiteUrlPortZero = ({ url }: { url: string }) => `"${url}" has the port 0, which no server listens on`;
export const SiteUrlHasPath = ({ url, path, origin }: { url: string; path: string; origin: string }) =>
  `"${url}" has a path (${path}): the site is built for the root of a domain (its links are root-relative); give it a domain of its own, or serve it at ${origin}/`;
export const RenderTimeLimitRefused = ({ value }: { value: string }) =>
  `DEV_RENDER_TIME_LIMIT_S=${value} is not a number of seconds: expected 0 or more (10 by default, 0 for no limit)`;
export const BuildDateRefused = ({ value, why }: { value: string; why: string }) =>
  `'${value}' ${why}; expected whole seconds since 1970-01-01 UTC, such as git log -1 --format=%ct prints`;
export const EncodeMinutesRefused = ({ minutes }: { minutes: string }) => `"${minutes}" is not a positive number of minutes`;
export const PortRefused = ({ name, value }: { name: string; value: string }) =>
  `${name}=${value} is not a port number: expected a whole number from 1 to 65535`;
export const ListenRefused = ({ host, port, code, message }: { host: string; port: number; code?: string; message: string }) =>
  code === 'EADDRINUSE'
    ? `port ${port} on ${host} is in use: pick another with --port N or PORT`
    : code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EADDRNOTAVAIL'
      ? `cannot listen on ${host} (--host or HOST): it is no address of this machine; expected one of its addresses (127.0.0.1, ::1, 192.168.1.20), localhost, or --host alone for every interface`
      : `cannot listen on ${host}:${port}: ${message}`;

// Rendering and the output.
export const ImageNotPrepared = ({ file }: { file: string }) =>
  `image ${file} was not prepared: list it in the content so the build's image step reads it`;
export const ImageLayoutUnknown = ({ name, file, known }: { name: string; file: string; known: readonly string[] }) =>
  `unknown image layout "${name}" for ${file} (known: ${known.join(', ')})`;
export const OutlineFaceUnknown = ({ face, known }: { face: string; known: readonly string[] }) =>
  `outline: unknown face "${face}" (known: ${known.join(', ')})`;
export const ServeJsonWithoutHeaders = ({ file }: { file: string }) => `${file} has no '**' rule with the security headers`;
export const RenderFailed = ({ page, component, reason, place }: { page: string; component: string; reason: string; place?: string }) =>
  `render failed for ${page} in <${component}>: ${reason}${place ? ` (${place})` : ''}`;
export const BrokenReferences = ({ problems }: { problems: readonly string[] }) =>
  `broken references in the output:\n  ${problems.join('\n  ')}`;
export const NoServeJson = ({ dir }: { dir: string }) => `${dir} has no serve.json: run npm run build first`;
export const OutputSymlinkLoop = ({ dir }: { dir: string }) => `${dir} is a symlink that leads to itself (more than 40 links in a row)`;
export const HeadersTooManyRules = ({ rules, most }: { rules: number; most: number }) =>
  `_headers would have ${rules} rules; Cloudflare Pages reads at most ${most}`;
export const HeadersLineTooLong = ({ pattern, length, most }: { pattern: string; length: number; most: number }) =>
  `_headers line for ${pattern} is ${length} characters; Cloudflare Pages reads at most ${most}`;
export const NginxUnescapedHeader = ({ name, value }: { name: string; value: string }) =>
  `header ${name} has a character nginx would need escaped: ${value}`;
export const CodeEditorSettingsNotJson = ({ file, entries }: { file: string; entries: readonly string[] }) =>
  `${file} is not plain JSON (a comment?), so it was left as it is; to have the content files checked as you type, map the schemas under "yaml.schemas": ${entries.join(', ')}`;

// What the local servers refuse: the reason their log gives, and the 403's words.
export const MethodRefused = ({ method }: { method: string }) => `the method ${method}: a static site answers GET and HEAD`;
export const TargetNotAPath = fixed('not a path');
export const PathNotUtf8 = fixed('the path is not valid percent-encoded UTF-8');
export const PathControlCharacter = fixed('a control character in the path');
export const PathAboveSite = fixed("'..' climbs above the site");
export const NoHostHeader = ({ server }: { server: string }) => ({
  reason: 'the request has no Host header',
  body: `403 Forbidden: this ${server} answers only requests that name its host, and this one has no Host header.\n`,
});
export const HostNotAName = ({ header }: { header: string }) => ({
  reason: `the Host header ${JSON.stringify(header)} is not a host name`,
  body: `403 Forbidden: the Host header ${JSON.stringify(header)} is not a host name.\n`,
});
export const HostNotAllowed = ({ name, server, variable }: { name: string; server: string; variable: string }) => ({
  reason: `host "${name}" is not allowed; to allow it, run with --allowed-hosts=${name} or ${variable}=${name}`,
  body: `403 Forbidden: this ${server} does not answer for the host "${name}". To allow it, start it with --allowed-hosts=${name} (or ${variable}=${name}).\n`,
});
