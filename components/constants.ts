// Constants shared by the server-rendered markup and the browser entries, so they cannot drift.

/** The header switches to its scrolled style past this many pixels. */
export const SCROLLED_HEADER_THRESHOLD = 50;

/** A tooltip opens this long after hover or focus… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …or at once if another tooltip closed less than this long ago (the skip delay). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Below this width the navigation collapses into the menu button. Keep in step with the CSS. */
export const DESKTOP_NAV_MIN_WIDTH = 960;
