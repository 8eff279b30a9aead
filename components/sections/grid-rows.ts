// How a card grid splits `count` cards into rows, so that any number of cards looks intended:
// as few rows as fit, as even as possible, and never one card alone on a row of a multi-column
// grid (5 cards with room for 4 are 3 + 2, not 4 + 1; 7 with room for 3 are 3 + 2 + 2).

/** Row lengths for `count` cards with at most `max` per row: fewest rows, longer rows first. */
export function balancedRows(count: number, max: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / Math.max(1, max));
  const short = Math.floor(count / rows);
  const long = count % rows;
  return Array.from({ length: rows }, (_, i) => (i < long ? short + 1 : short));
}

/**
 * The columns to use for `count` cards when `max` fit side by side: the longest row of the
 * balanced rows for the most cards per row that leave no card alone on a row. One column (a
 * stack) always qualifies; with room for 2, an odd count therefore stacks. Every row is then
 * full or one card short.
 */
export function columnsFor(count: number, max: number): number {
  for (let m = Math.min(max, count); m > 1; m--) {
    const rows = balancedRows(count, m);
    if (!rows.includes(1)) return Math.max(...rows);
  }
  return 1;
}

/**
 * Grid placement of each card at `columns` per row: the grid has two tracks per column and
 * every card spans two, so a row one card short starts one track in, centred under the full
 * rows. Returns, per card, the track it starts at when that is not the next free one.
 */
export function rowStarts(count: number, columns: number): (number | undefined)[] {
  const starts: (number | undefined)[] = [];
  for (const length of balancedRows(count, columns)) {
    const offset = columns - length; // 0 for a full row, 1 for a short one
    for (let i = 0; i < length; i++) starts.push(i === 0 && offset > 0 ? offset + 1 : undefined);
  }
  return starts;
}
