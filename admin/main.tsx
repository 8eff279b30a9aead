// The editor at /admin/: Decap CMS, bundled by the build (generator/editor/outputs.ts) with React for this
// page only. Its configuration, admin/config.yml, is made from the content schemas by every build
// and by the dev server (generator/editor/admin-config.ts); each content file's preview is its
// page, rendered by the site's own components (admin/page-preview.tsx). The page tells this script
// where the site's stylesheet and the content of the last build are (data attributes on <html>).
// Before a save, the build's rules run on the entry (admin/save-guard.ts). It starts only where it
// can work: on a secure page (admin/secure-context.ts), with settings for the live site or the
// backend of npm run cms (admin/setup-notice.ts); elsewhere the page says what is missing.
import CMS from 'decap-cms-app';
import { speakTheOwnersWords } from './editor-words.ts';
import { keepNoticesInSight } from './notices-in-sight.ts';
import { type BuiltContent, previewTemplates } from './page-preview.tsx';
import { notePhotoSizes } from './photo-size-note.tsx';
import { refuseWhatTheBuildRefuses } from './save-guard.ts';
import { registerSaveInPlace } from './save-in-place.ts';
import { secureEnoughToEdit } from './secure-context.ts';
import { setUpToEdit } from './setup-notice.ts';
import { checkUploads } from './upload-gate.ts';

/** The collection that holds the content files (generator/editor/admin-config.ts). */
const CONTENT = 'content';

if (secureEnoughToEdit() && (await setUpToEdit())) {
  const { stylesheet = '', content = '' } = document.documentElement.dataset;
  const built = (await (await fetch(content)).json()) as BuiltContent;

  speakTheOwnersWords();
  keepNoticesInSight();
  notePhotoSizes();
  checkUploads();
  CMS.registerPreviewStyle(stylesheet);
  for (const [name, template] of previewTemplates(built)) CMS.registerPreviewTemplate(name, template as never);
  // preSave listeners run in this order: the build's rules first (they may also drop an emptied
  // optional field), then the save that writes only what changed into the file as it is now.
  CMS.registerEventListener({ name: 'preSave', handler: refuseWhatTheBuildRefuses(built, CONTENT) as never });
  registerSaveInPlace(CMS);
  CMS.init();
}
