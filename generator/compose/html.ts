// React 19 writes some attribute names as their DOM property names (srcSet, charSet,
// fetchPriority, popoverTarget…). HTML attribute names are case-insensitive, so browsers do
// not mind, but the spelled-out lower-case names are what validators, linkedom queries and
// people reading the output expect. Quotes inside attribute values and text are escaped by
// React, so ` name="` only ever matches a real attribute.
const CAMEL_CASE_ATTRIBUTES = [
  'accessKey',
  'autoComplete',
  'autoFocus',
  'autoPlay',
  'charSet',
  'colSpan',
  'contentEditable',
  'crossOrigin',
  'dateTime',
  'encType',
  'enterKeyHint',
  'fetchPriority',
  'formAction',
  'hrefLang',
  'imageSizes',
  'imageSrcSet',
  'inputMode',
  'maxLength',
  'minLength',
  'noValidate',
  'playsInline',
  'popoverTarget',
  'popoverTargetAction',
  'readOnly',
  'referrerPolicy',
  'rowSpan',
  'spellCheck',
  'srcSet',
  'useMap',
];

const pattern = new RegExp(` (${CAMEL_CASE_ATTRIBUTES.join('|')})(?==")`, 'g');

export function lowerCaseAttributeNames(html: string): string {
  return html.replace(pattern, (_m, name: string) => ' ' + name.toLowerCase());
}
