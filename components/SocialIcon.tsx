// Brand icons for the social links, drawn from the simple-icons package at build time
// (lucide dropped brand marks). Only the path ships, inline in the HTML of every page, so it is
// written small by SVGO at one decimal of the 24-unit box: a twelfth of a pixel at 20 px
// (Instagram's mark 1988 → about 600 characters).
import { siFacebook, siInstagram } from 'simple-icons';
import { optimize } from 'svgo/browser';
import type { SocialNetwork } from '../content/schema/site.ts';

/** One icon for each network the content may name (the schema allows no other). */
const ICONS: Record<Lowercase<SocialNetwork>, { path: string }> = { facebook: siFacebook, instagram: siInstagram };
const optimizedPaths = new Map<string, string>();

function pathFor(name: string): string {
  const icon = ICONS[name as Lowercase<SocialNetwork>];
  if (!icon) throw new Error(`no icon for social network "${name}"`);
  let d = optimizedPaths.get(name);
  if (d === undefined) {
    const { data } = optimize(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${icon.path}"/></svg>`, {
      floatPrecision: 1,
    });
    d = /<path d="([^"]+)"/.exec(data)?.[1] ?? icon.path;
    optimizedPaths.set(name, d);
  }
  return d;
}

export function SocialIcon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg className="social-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={pathFor(name.toLowerCase())} fill="currentColor" />
    </svg>
  );
}
