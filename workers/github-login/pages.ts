// What the login window shows: the page that hands the token to the editor, or a page that says
// what went wrong and what to do. Neither is ever cached or framed, and neither sends a referrer
// (the callback's address holds GitHub's code). The hand-over page's only script is the fixed
// one below, allowed by its hash; what differs per login (the token, the origins) is JSON data
// in the page, which no policy lets run.
//
// The hand-over is Decap CMS's handshake with its login window (decap-cms-lib-auth): the window
// says `authorizing:github` to the editor that opened it, the editor answers with the same words
// from its own origin, and only then does the window send
// `authorization:github:success:{"token":…,"provider":"github"}`, addressed to that origin
// alone. The editor ignores a token that comes without the handshake, and the window never
// sends the token to an origin that is not one of the site's: a page elsewhere that opens the
// login gets nothing.

export const PROVIDER = 'github';
const HANDSHAKE = `authorizing:${PROVIDER}`;

/** The hand-over script: runs in the login window, with the page's JSON data. */
export const HANDOVER_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('login-data').textContent);
  const status = document.getElementById('status');
  const opener = window.opener;
  if (!opener) {
    status.textContent = 'This window was not opened by the content editor. Close it, open the editor and press its Login button.';
    return;
  }
  addEventListener('message', (event) => {
    if (event.source !== opener || !data.origins.includes(event.origin) || event.data !== data.handshake) return;
    opener.postMessage(data.message, event.origin);
    close();
  });
  for (const origin of data.origins) opener.postMessage(data.handshake, origin);
  setTimeout(() => {
    status.textContent = 'The editor did not answer. Log in from the editor of ' + data.origins.join(' or ') + ', at /admin/.';
  }, 10000);
})();`;

/** The CSP source that allows the hand-over script: its SHA-256, base64. */
export async function scriptHash(script: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

const LOCKED_DOWN = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function headers(policy: string, extra: Record<string, string>): Headers {
  return new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
    ...extra,
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON that cannot end the element it is in, nor a line of the script that reads it. */
const inertJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The page that hands `token` to the editor that opened the window, if that editor is on one of
 * `origins`. `headers` are added to the response (the cleared state cookie).
 */
export async function handoverPage(token: string, origins: readonly string[], extra: Record<string, string> = {}): Promise<Response> {
  const data = {
    origins,
    handshake: HANDSHAKE,
    message: `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`,
  };
  const body = `<h1>Logging in to the content editor</h1>
<p id="status" role="status">Logged in to GitHub; handing over to the editor. This window closes by itself.</p>
<noscript><p>This window needs JavaScript to hand the login to the editor.</p></noscript>
<script type="application/json" id="login-data">${inertJson(data)}</script>
<script>${HANDOVER_SCRIPT}</script>`;
  const policy = `${LOCKED_DOWN}; script-src ${await scriptHash(HANDOVER_SCRIPT)}`;
  return new Response(document('Logging in to the content editor', body), { status: 200, headers: headers(policy, extra) });
}

/** A page that says why the login stopped and what to do; it holds no script and no token. */
export function problemPage(status: number, problems: readonly string[], extra: Record<string, string> = {}): Response {
  const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('\n');
  const body = `<h1>The login to the content editor stopped</h1>
<ul>
${items}
</ul>
<p>Close this window, then press Login in the editor again.</p>`;
  return new Response(document('The login stopped', body), { status, headers: headers(LOCKED_DOWN, extra) });
}
