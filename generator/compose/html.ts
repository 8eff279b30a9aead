// React 19 writes some attribute names as DOM property names (srcSet, charSet); validators and
// linkedom expect lower case. React escapes quotes, so ` name="` only matches a real attribute.
const CAMEL_CASE_ATTRIBUTES = [
  'accessKey autoComplete autoFocus autoPlay charSet colSpan contentEditable crossOrigin dateTime',
  'encType enterKeyHint fetchPriority formAction hrefLang imageSizes imageSrcSet inputMode maxLength',
  'minLength noValidate playsInline popoverTarget popoverTargetAction readOnly referrerPolicy rowSpan',
  'spellCheck srcSet useMap',
]
  .join(' ')
  .split(' ');

const pattern = new RegExp(` (${CAMEL_CASE_ATTRIBUTES.join('|')})(?==")`, 'g');

export function lowerCaseAttributeNames(html: string): string {
  return html.replace(pattern, (_m, name: string) => ' ' + name.toLowerCase());
}
