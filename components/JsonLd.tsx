// Structured data as a JSON-LD block: <script type="application/ld+json">.
// It is a data block, not a script: browsers never run it, so the CSP's script-src does not
// apply and no hash or 'unsafe-inline' is needed.
//
// The build already adds the business (every page), the FAQs (/services, /contact) and the
// pricing Offers (/pricing) from content/ (generator/compose/compose.tsx). A page that needs more drops this
// anywhere in its JSX:
//
//   <JsonLd data={{ '@context': 'https://schema.org', '@type': 'Event', name: '…' }} />
//
// `data` is one object or a list; it is serialised with JSON.stringify and escaped so that no
// text in the content can close the element (`</script>`) or open a comment (`<!--`).
export interface JsonLdProps {
  data: object | object[];
}

/** JSON safe inside an HTML <script> element: <, > and & become \u escapes (still valid JSON). */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: JsonLdProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is a data block, escaped by jsonForScript so it cannot close the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
