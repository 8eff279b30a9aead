// The label of a button, a tab or a filter pill: one line on a 320 px phone. The buttons' CSS
// fits the type of a label up to MAX_BUTTON_LABEL characters into the narrowest place a button
// sits (a pricing card on a 320 px screen); a longer label could only wrap or overflow.
import { characterCount, textSchema } from './text.ts';

/** The most characters a button's label may have and still sit on one line on any screen. */
export const MAX_BUTTON_LABEL = 28;

export const buttonLabelSchema = textSchema
  .max(MAX_BUTTON_LABEL, {
    error: (iss) =>
      `a button's label has ${characterCount(iss.input)} characters; at most ${MAX_BUTTON_LABEL} fit on one line on a phone (shorten it)`,
  })
  .meta({
    // Marks the field for the tests that plant the longest label in every button.
    buttonLabel: true,
    description: `A button's label: at most ${MAX_BUTTON_LABEL} characters, so it stays on one line on a phone.`,
  });
