// A word of warning for a photo too small for where it is shown: the build still succeeds, and
// the owner learns which file, used where, needs how many pixels. The rule and its words are
// shared with the editor, which shows the same advice beside the photo's field
// (framework/shared/photo-size.ts).
import { type PhotoShown, sizeAdvice } from '../../framework/shared/photo-size.ts';

export { neededHeight, neededWidth } from '../../framework/shared/photo-size.ts';

export interface ShownPhoto extends PhotoShown {
  /** The content fields that use it: 'content/team.yaml: members.4.image'. */
  where: string;
}

/** The warning for a photo too small for one of its layouts, or null. */
export function sizeWarning(photo: ShownPhoto): string | null {
  const advice = sizeAdvice(photo);
  return advice && `warning: ${photo.where}: ${advice}`;
}

/** The warnings for every photo shown, in file order. */
export function sizeWarnings(photos: Iterable<ShownPhoto>): string[] {
  return [...photos].sort((a, b) => a.file.localeCompare(b.file)).flatMap((photo) => sizeWarning(photo) ?? []);
}
