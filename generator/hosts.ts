// Which Host headers the local servers answer. A page on another site can reach this machine under
// its own domain name (DNS rebinding), so like Vite's allowedHosts only local names, the listening
// address and the allow-list are answered; any IP when listening on every interface.
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { HostNotAllowed, HostNotAName, NoHostHeader } from './error-messages.ts';

export interface HostPolicy {
  /** The address the server listens on, as it was given (`--host`, HOST, or the default). */
  listen: string;
  /** Names allowed besides: 'dev.example.com', or '.example.com' for it and its subdomains. */
  allowed: readonly string[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/** localhost, *.localhost and the loopback addresses, as a URL's hostname has them: a URL there is this machine's. */
export function isLoopback(hostname: string): boolean {
  return /^(?:localhost|.+\.localhost|127(?:\.\d+){3}|\[::1\])$/i.test(hostname);
}

/** True when a server listening on `host` (an address or a name, as --host gives it) accepts connections from other machines too. */
export function isOpenHost(host: string): boolean {
  return !isLoopback(host.includes(':') ? `[${host}]` : host);
}

/** The host name of a Host header, lower-case (as URL gives it), without port, brackets or a final dot; null if it is not one. */
function hostName(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const url = new URL(`http://${header}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  } catch {
    return null;
  }
}

/**
 * The host a request is judged by, alike on every local server, or why it is a bad request (400, as
 * RFC 9112 3.2 and nginx have it). A target in absolute form (GET http://host/path) names the host
 * before the Host header (RFC 9112 3.2.2): the request is rewritten to name it there, and to ask for
 * the path, as the handlers after this one read them.
 */
export function requestHost(req: IncomingMessage): { host: string | undefined } | { refused: string } {
  if (!req.headers.host && req.httpVersion === '1.1') return { refused: 'an HTTP/1.1 request without a Host header' };
  // Node reads the first of several: a server behind another may have judged the second.
  if ((req.headersDistinct.host?.length ?? 0) > 1) return { refused: 'more than one Host header' };
  const absolute = /^https?:\/\/([^/?#]*)\/?(.*)$/is.exec(req.url ?? '');
  if (absolute) [req.headers.host, req.url] = [absolute[1], `/${absolute[2]}`];
  return { host: req.headers.host };
}

/** A request without Host names no host the server could be sure is its own: no browser omits it. */
export function hostAllowed(header: string | undefined, policy: HostPolicy): boolean {
  const name = hostName(header);
  if (name === null) return false;
  if (LOOPBACK.has(name) || name.endsWith('.localhost')) return true;
  if (name === policy.listen.replace(/^\[(.*)\]$/, '$1').toLowerCase()) return true;
  if (EVERY_INTERFACE.has(policy.listen) && net.isIP(name)) return true;
  return policy.allowed.some((entry) => {
    const allowed = entry.trim().toLowerCase().replace(/\.$/, '');
    if (!allowed) return false;
    return allowed.startsWith('.') ? name === allowed.slice(1) || name.endsWith(allowed) : name === allowed;
  });
}

/** An IP answered only because the server listens on every interface does not count: it can be another machine's page. */
export function ownOrigin(origin: string, policy: HostPolicy, port: number): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.origin !== origin || url.protocol !== 'http:' || Number(url.port || 80) !== port) return false;
  const named = EVERY_INTERFACE.has(policy.listen) ? { ...policy, listen: '' } : policy;
  return hostAllowed(url.host, named);
}

/** Each `--allowed-hosts` value, then the environment variable, each comma-separated. */
export function allowedHostList(lists: readonly (string | undefined)[]): string[] {
  return lists
    .flatMap((list) => (list ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean);
}

export interface HostRefusal {
  /** The refused host as the log names it, once per server run: the name, or the header as sent. */
  host: string;
  /** Why, and how to allow it, for the server's log line. */
  reason: string;
  /** The 403's plain-text body. */
  body: string;
}

export function hostRefusal(header: string | undefined, server: string, variable: string): HostRefusal {
  const name = hostName(header);
  if (!header) return { host: '(no Host header)', ...NoHostHeader({ server }) };
  if (name === null) return { host: header, ...HostNotAName({ header }) };
  return { host: name, ...HostNotAllowed({ name, server, variable }) };
}
