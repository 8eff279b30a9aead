// Every file the owner picks reaches Decap through a file input's change event (its media library
// has an upload button, no drop zone). The editor stops that event, judges each file
// (admin/upload-format.ts), and either hands Decap the files under their names, or refuses them
// with the build's words in an alert, as Decap refuses a file over its size limit.
import { uploadVerdict } from './upload-format.ts';

/** Checks and renames every file picked in a file input of the page, before the page's own handlers read it. */
export function checkUploads(): void {
  const handedOn = new WeakSet<Event>();
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (handedOn.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
      event.stopImmediatePropagation();
      const files = [...input.files];
      void Promise.all(files.map(uploadVerdict)).then((verdicts) => {
        const refusals = verdicts.flatMap((v) => ('refusal' in v ? [v.refusal] : []));
        if (refusals.length) {
          input.value = '';
          window.alert(`Not uploaded: ${refusals.join('; ')}.`);
          return;
        }
        const named = new DataTransfer();
        for (const [i, file] of files.entries()) {
          const { name } = verdicts[i] as { name: string };
          named.items.add(name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified }));
        }
        input.files = named.files;
        const change = new Event('change', { bubbles: true });
        handedOn.add(change);
        input.dispatchEvent(change);
      });
    },
    // The capture phase reaches the document before React's handlers, which listen lower down.
    { capture: true },
  );
}
