// The editor's messages in the owner's words. Decap's English wraps a pattern's message in
// "Price didn't match the pattern: ….", though ours is a sentence of its own
// (generator/editor/admin-config.ts), and says "Failed to persist entry" when a save is refused; it
// sets a field's list of errors in capitals. Here those words are replaced, and the list is set
// as written.
import CMS from 'decap-cms-app';

/** The English strings replaced, by their key in Decap's locale. */
const WORDS: Record<string, string> = {
  'editor.editorControlPane.widget.regexPattern': '%{pattern}',
  'ui.toast.onFailToPersist': 'Not saved: %{details}',
};

/** The error list of a field (Decap's ControlErrorsList), as written rather than in capitals. */
const ERROR_LIST_AS_WRITTEN = 'html [class*="ControlErrorsList"] { text-transform: none; }';

export function speakTheOwnersWords(): void {
  const en = structuredClone(CMS.getLocale('en')) as Record<string, unknown>;
  for (const [key, text] of Object.entries(WORDS)) {
    const path = key.split('.');
    const last = path.pop()!;
    let at = en;
    for (const part of path) at = (at[part] ??= {}) as Record<string, unknown>;
    at[last] = text;
  }
  CMS.registerLocale('en', en);
  const style = document.createElement('style');
  style.textContent = ERROR_LIST_AS_WRITTEN;
  document.head.append(style);
}
