// A control's label fitted to its control (label-fit.css): the label's length, which the CSS
// divides the control's width by. Counted as the controls show it, in capitals ('ß' is 'SS').
import type { CSSProperties, ReactNode } from 'react';

/** From this many characters a button's label needs the room of its arrow on the narrowest phone (Button.css). */
const LONG_LABEL = 25;

/** Whether a button's label may take its arrow's room (.btn--long); a label that is not plain text counts as long. */
export function isLongLabel(label: ReactNode): boolean {
  return (shownLength(label) ?? LONG_LABEL) >= LONG_LABEL;
}

/** The label's length in characters as shown, or undefined for a label that is not plain text. */
export function shownLength(label: ReactNode): number | undefined {
  if (typeof label !== 'string' && typeof label !== 'number') return undefined;
  return [...String(label).toLocaleUpperCase('en')].length;
}

/** The style attribute that tells label-fit.css the label's length (none for a label that is not plain text: the CSS assumes the longest). */
export function labelFit(label: ReactNode): CSSProperties | undefined {
  const length = shownLength(label);
  return length === undefined ? undefined : ({ '--label-chars': length } as CSSProperties);
}
