// The result tables the checks and benches print: each column as wide as its widest cell, figures
// to the right, words to the left.
const FIGURE = /^$|^[+−-]?\d[\d.,/]*$/;

export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const right = header.map((_, i) => rows.length > 0 && rows.every((r) => FIGURE.test(r[i] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
