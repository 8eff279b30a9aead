// Errors a user can act on, shared by the engine and the site (whose content checks report as the
// engine's do). Each says where the problem is and what is wrong, in one line, without a stack.

export class BuildError extends Error {
  /** Marks errors meant for the user; checked by shape, since dev loads modules afresh per build. */
  readonly isBuildError = true;
  constructor(message: string) {
    super(message);
    this.name = 'BuildError';
  }
}

export interface InputProblem {
  /** The input: a content file, an environment variable, a page module, the site's config, a photo. */
  file: string;
  field?: string;
  line?: number;
  column?: number;
  /** The field's path in the file's values, as the schema names it (tests compare it). */
  path?: readonly PropertyKey[];
  /** For a file the content uses (a photo): the entries that use it, named instead of a field. */
  usedBy?: string;
  problem: string;
}

/**
 * A problem in one input: this input, this field, this problem, with the line (and column) when
 * known: `content/pricing.yaml line 23: tab dj (the 1st) › tier Essential DJ (the 1st) › price: …`;
 * a file the content uses names its users: `assets/photos/a.jpg (used by content/team.yaml: photo): …`.
 */
export class InputError extends BuildError {
  readonly file: string;
  readonly field: string;
  readonly line?: number;
  readonly column?: number;
  readonly path?: readonly PropertyKey[];
  readonly problem: string;

  constructor({ file, field = '', line, column, path, usedBy, problem }: InputProblem) {
    const where = line === undefined ? '' : ` line ${line}${column === undefined ? '' : `, column ${column}`}`;
    const users = usedBy === undefined ? '' : ` (used by ${usedBy})`;
    super(`${file}${where}${users}: ${field ? `${field}: ` : ''}${problem}`);
    this.file = file;
    this.field = field;
    this.line = line;
    this.column = column;
    this.path = path;
    this.problem = problem;
    this.name = 'InputError';
  }
}

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
