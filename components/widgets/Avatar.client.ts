// Team avatar: idle → loading → loaded | error. In the error state CSS hides the
// photo and the initials beneath it show; an avatar without a photo is rendered as 'error'.

import { trackImage } from '../../framework/client/image-state.client.ts';
import type { WidgetKit } from '../../framework/client/mount.client.ts';

export default function initAvatar(root: HTMLElement, { listen }: WidgetKit): void {
  if (!root.querySelector('.avatar__initials')) throw new Error('Avatar: the initials fallback is missing');
  const img = root.querySelector('img');
  if (img) trackImage(img, root, listen);
  else root.dataset.state = 'error';
}
