// Errors a user can act on. Each says where the problem is and what is wrong,
// in one line, without a stack trace.

export class BuildError extends Error {
  /** Marks errors meant for the user; checked by shape, since dev loads modules afresh per build. */
  readonly isBuildError = true;
  constructor(message: string) {
    super(message);
    this.name = 'BuildError';
  }
}

/**
 * A content problem: names the file, the line (and column) when known, and the field:
 * `content/pricing.yaml line 23: tab dj (the 1st) › tier Essential DJ (the 1st) › price: …`.
 */
export class ContentError extends BuildError {
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
    this.name = 'ContentError';
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

/** A page that threw while rendering: names the route, the component and the message. */
export class RenderError extends BuildError {
  constructor(
    readonly page: string,
    readonly component: string,
    readonly reason: string,
  ) {
    super(`render failed for ${page} in <${component}>: ${reason}`);
    this.name = 'RenderError';
  }
}

/** An image or media file that cannot be used: names the file and the content entry. */
export class AssetError extends BuildError {
  constructor(
    readonly file: string,
    readonly where: string,
    readonly reason: string,
  ) {
    super(`${file} (used by ${where}): ${reason}`);
    this.name = 'AssetError';
  }
}

/** The one-line-per-problem text shown to the user; a stack only for unexpected errors. */
export function formatError(error: unknown, verbose = false): string {
  if (error instanceof Error && (error as Partial<BuildError>).isBuildError) return error.message;
  if (error instanceof Error) {
    return verbose && error.stack ? error.stack : `${error.name}: ${error.message} (run with --verbose for the stack)`;
  }
  return String(error);
}

/**
 * The first line of an error's message, trimmed: how an error from below (sharp, the file
 * system) is quoted inside a one-line report of our own.
 */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [line = message] = message.split('\n');
  return line.trim();
}
