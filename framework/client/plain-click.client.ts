// A click that means "follow this link here": the main button, no modifier. A widget that takes
// over a link leaves every other click its usual meaning (a new tab, a new window, a download).
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
}
