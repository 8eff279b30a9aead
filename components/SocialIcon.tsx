// Brand icons for the social links, drawn from the simple-icons package at build time
// (lucide dropped brand marks). Only the path ships, inline in the HTML.
import { siFacebook, siInstagram } from 'simple-icons';

const ICONS: Record<string, { path: string }> = { facebook: siFacebook, instagram: siInstagram };

export function SocialIcon({ name, size = 20 }: { name: string; size?: number }) {
  const icon = ICONS[name.toLowerCase()];
  if (!icon) throw new Error(`no icon for social network "${name}"`);
  return (
    <svg className="social-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icon.path} fill="currentColor" />
    </svg>
  );
}
