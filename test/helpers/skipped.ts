/** Says, between two rows of '!' that stand out in a test run's output, what did not run and why. */
export function warnSkipped(...lines: string[]): void {
  const row = '!'.repeat(78);
  console.warn(['', row, ...lines.map((line) => `!!  ${line}`), row, ''].join('\n'));
}
