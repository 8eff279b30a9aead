// The editor at /admin/: Decap CMS, bundled by the build (generator/admin.ts) with React for this
// page only. Its configuration is admin/config.yml, generated from the content schemas
// (npm run gen:cms), which Decap loads beside this page; each content file's preview is its
// page, rendered by the site's own components (admin/preview.tsx). The page tells this script
// where the site's stylesheet and the content of the last build are (data attributes on <html>).
import CMS from 'decap-cms-app';
import { type BuiltContent, previewTemplates } from './preview.tsx';
import { registerSaveInPlace } from './save-in-place.ts';

const { stylesheet = '', content = '' } = document.documentElement.dataset;
const built = (await (await fetch(content)).json()) as BuiltContent;

CMS.registerPreviewStyle(stylesheet);
for (const [name, template] of previewTemplates(built)) CMS.registerPreviewTemplate(name, template as never);
registerSaveInPlace(CMS);
CMS.init();
