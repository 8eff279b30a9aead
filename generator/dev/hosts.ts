// Which Host headers the dev server answers. A web page on another site can make a browser
// send requests to this machine under its own domain name (DNS rebinding); refusing every Host
// the server was not opened for keeps such a page from reading the dev site, its build errors
// and their local paths. Like Vite's server.allowedHosts: localhost and *.localhost, the loopback
// addresses, the --host address, any IP address when listening on every interface (a rebinding
// attack needs a domain name), and the names in the allow-list; '.example.com' allows
// example.com and every name under it.
import net from 'node:net';

export interface HostPolicy {
  /** The address the server listens on (generator/dev-options.ts). */
  listen: string;
  /** Names allowed besides: 'dev.example.com', or '.example.com' for it and its subdomains. */
  allowed: readonly string[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/** The host name of a Host header, lower-case, without port, brackets or a final dot; null if it is not one. */
export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const url = new URL(`http://${header}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.hostname
      .replace(/^\[(.*)\]$/, '$1')
      .replace(/\.$/, '')
      .toLowerCase();
  } catch {
    return null;
  }
}

export function hostAllowed(header: string | undefined, policy: HostPolicy): boolean {
  const name = hostName(header);
  if (name === null) return false;
  if (LOOPBACK.has(name) || name.endsWith('.localhost')) return true;
  if (name === policy.listen.replace(/^\[(.*)\]$/, '$1').toLowerCase()) return true;
  if ((policy.listen === '0.0.0.0' || policy.listen === '::') && net.isIP(name)) return true;
  return policy.allowed.some((entry) => {
    const allowed = entry.trim().toLowerCase().replace(/\.$/, '');
    if (!allowed) return false;
    return allowed.startsWith('.') ? name === allowed.slice(1) || name.endsWith(allowed) : name === allowed;
  });
}
