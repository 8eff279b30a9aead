// Errors a user can act on, shared by the engine and the site (a site module that checks content,
// such as the booking provider's sources, reports as the engine does). Each says where the
// problem is and what is wrong, in one line, without a stack trace.

export class BuildError extends Error {
  /** Marks errors meant for the user; checked by shape, since dev loads modules afresh per build. */
  readonly isBuildError = true;
  constructor(message: string) {
    super(message);
    this.name = 'BuildError';
  }
}

/**
 * A problem in one input: this input, this field, this problem. The input is a content file, an
 * environment variable, a page module or the site's config; the line (and column) is named when
 * known: `content/pricing.yaml line 23: tab dj (the 1st) › tier Essential DJ (the 1st) › price: …`.
 */
export class InputError extends BuildError {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
    readonly line?: number,
    readonly column?: number,
    /** The field's path in the file's values, as the schema names it (tests compare it). */
    readonly path?: readonly PropertyKey[],
  ) {
    const where = line === undefined ? '' : ` line ${line}${column === undefined ? '' : `, column ${column}`}`;
    super(`${file}${where}: ${field ? `${field}: ` : ''}${problem}`);
    this.name = 'InputError';
  }
}

/** Several problems found at once, reported together. */
export class BuildErrors extends BuildError {
  constructor(readonly errors: BuildError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'BuildErrors';
  }
}

/** Throws nothing for no errors, the error itself for one, and all of them together for more. */
export function throwAll(errors: readonly BuildError[]): void {
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new BuildErrors([...errors]);
}
