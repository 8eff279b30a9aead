// A save as the owner expects it: the file as it is, with only what changed in the editor
// changed. An unchanged save gives back the very same bytes; otherwise the changes are made in
// the text itself where they can be (yaml-splice.ts), through the YAML document where they
// cannot (yaml-merge.ts), and the result is read back and must hold exactly the saved values,
// so no way of writing can ever save something other than what the editor shows.
import { Document, parseDocument } from 'yaml';
import { mergeIntoDocument, WRITE_OPTIONS } from './yaml-merge.ts';
import { spliceIntoText } from './yaml-splice.ts';
import { type FieldOrder, ordered, sameValue } from './yaml-values.ts';

/** The file `text` with the values of `data` saved into it; `fields` give the order of new keys. */
export function withChanges(text: string, data: unknown, fields?: readonly FieldOrder[]): string {
  // As the editor holds it: plain data, without keys whose value is undefined.
  const wanted: unknown = JSON.parse(JSON.stringify(data ?? null));
  if (holds(text, wanted)) return text;
  const writers = [
    () => spliceIntoText(text, wanted, fields),
    () => mergeIntoDocument(text, wanted, fields),
    // A file that is not valid YAML has nothing to keep.
    () => new Document(ordered(wanted, fields)).toString(WRITE_OPTIONS),
  ];
  for (const write of writers) {
    const written = write();
    if (written !== undefined && holds(written, wanted)) return written;
  }
  throw new Error('The content could not be written as YAML that reads back the same; nothing was saved.');
}

/** Whether `text` is valid YAML that reads back as `wanted`. */
function holds(text: string, wanted: unknown): boolean {
  const doc = parseDocument(text);
  return doc.errors.length === 0 && sameValue(doc.toJS(), wanted);
}
