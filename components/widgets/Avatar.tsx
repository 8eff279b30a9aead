// Team member photo: states idle → loading → loaded | error in data-state.
// The initials are always in the HTML underneath the photo, so a missing photo, a failed one
// and a page without JavaScript all show something meaningful. Avatar.client.ts tracks the
// image and sets data-state; CSS hides the photo in the error state.

import type { Photo } from '../../content/media-types.ts';
import { useWidget } from '../../framework/build/widget.ts';
import { Picture } from '../Picture.tsx';

export interface AvatarProps {
  name: string;
  image?: Photo;
  /** The photo's slot, when the layout's is not it (a card in a grid of several). */
  sizes?: string;
  className?: string;
}

/** 'Marcus Rivera' → 'MR'; first and last word, upper-case. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.filter((_, i) => i === 0 || i === words.length - 1);
  return picked.map((w) => [...w][0]?.toUpperCase() ?? '').join('');
}

export function Avatar({ name, image, sizes, className }: AvatarProps) {
  const widget = useWidget(new URL('./Avatar.client.ts', import.meta.url));
  return (
    <div className={['avatar', className].filter(Boolean).join(' ')} {...widget} data-state={image ? 'idle' : 'error'}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role and aria-hidden alternate: the initials are the image only when there is no photo */}
      <span
        className="avatar__initials"
        aria-hidden={image ? 'true' : undefined}
        role={image ? undefined : 'img'}
        aria-label={image ? undefined : name}
      >
        {initials(name)}
      </span>
      {image && <Picture image={image} layout="avatar" sizes={sizes} alt={name} className="avatar__picture" imgClassName="avatar__img" />}
    </div>
  );
}
