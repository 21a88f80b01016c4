import type { z } from 'zod';

/**
 * A problem with what the user asked for (a spec, a file, a flag), as opposed to a bug.
 * The CLI prints its message alone, without a stack trace, and exits non-zero.
 */
export class UserError extends Error {
  override readonly name = 'UserError';
  /**
   * What kind of refusal it is, one of a small set a program can branch on (`invalid-spec`,
   * `cannot-print`, …: UserErrorCode, listed in docs/library.md); `refused` where the thrower
   * gave none (the library's functions give every refusal they pass on one of their own).
   */
  readonly code: UserErrorCode;
  /**
   * The problems the message tells, where a caller may say them in words of its own (the
   * /make/ page, in its language, beside the field concerned): each by its place in what was
   * given, a code, and the figures its sentence needs. Empty where only the message says it
   * (the library's functions fill it in from the message).
   */
  readonly problems: readonly UserProblem[];
  constructor(message: string, problems: readonly UserProblem[] = [], code: UserErrorCode = 'refused') {
    super(message);
    this.problems = problems;
    this.code = code;
  }
}

/**
 * The kinds of refusal (`UserError.code`): what was given is not what the function takes
 * (`invalid-…`, by what it was), or it is but cannot be done (the rest).
 */
export const USER_ERROR_CODES = [
  'invalid-spec',
  'invalid-book',
  'invalid-item',
  'invalid-options',
  'unreachable',
  'too-much-work',
  'cannot-print',
  'not-proved',
  'out-refused',
  'cannot-read',
  'cannot-write',
  'conflict',
  'refused',
] as const;
export type UserErrorCode = (typeof USER_ERROR_CODES)[number];

/** One problem of a refusal, for a caller to word: see `UserError.problems`. */
export interface UserProblem {
  /** Its place in the argument the function was given: `['sections', 0, 'perPage']`; empty for the argument as a whole. */
  path: readonly PropertyKey[];
  /**
   * What is wrong there: `required`, `wrong-type`, `out-of-range`, `not-allowed`, `unknown-field`,
   * `invalid` (a value the schema refuses); `too-small` (a grid of puzzles printing under the
   * readable size), `too-large`, `unprintable` (a character the fonts cannot print); else the
   * refusal's own code.
   */
  code: string;
  values: Record<string, string | number>;
  /** The problem as the message says it, without its place. */
  message: string;
}

/** `sections[1].options.size`, as users see paths in their own files. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/** At most this many problems are listed, so an error fits on one screen. */
const MAX_LISTED = 8;

/** Longest line of an error message; a longer one (a 10,000-character key, say) is cut. */
const MAX_LINE = 240;

/**
 * Text from a user's file made safe to print in one line of a message: control characters
 * (an ESC sequence could drive the terminal, a CR overwrite the line) and line breaks
 * become visible escapes, and very long text is cut.
 */
export function shown(text: string, max = MAX_LINE): string {
  const safe = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
}

/** Shortest a path or other unbroken run of text is cut to when a line is too long. */
const MIN_RUN = 24;

/** `text` cut to `width` characters in its middle, never between the halves of a surrogate pair. */
function middleCut(text: string, width: number): string {
  // More of the end is kept: a path's end names the file, and a line's end says what is wrong.
  let tail = text.length - Math.ceil((width - 1) * 0.6);
  let head = width - 1 - (text.length - tail);
  if (/[\uD800-\uDBFF]/.test(text[head - 1] ?? '')) head--;
  if (/[\uDC00-\uDFFF]/.test(text[tail] ?? '')) tail++;
  return `${text.slice(0, head)}…${text.slice(tail)}`;
}

/**
 * A line of a message made at most `max` characters wide, keeping what it says: the unbroken
 * runs in it (paths, ids, keys: what grows long) are cut in their middles, all of them to one
 * length, so no one path is cut to nothing while another stands whole, and the words, with
 * the reason at the end, stay whole. Only a line still too long with every run cut to MIN_RUN
 * is cut in its own middle.
 */
export function fitLine(line: string, max = MAX_LINE): string {
  if (line.length <= max) return line;
  const parts = line.split(/(\s+)/); // runs at even indices, the spaces between at odd ones
  const runs = parts.filter((_, i) => i % 2 === 0).map((run) => run.length);
  const over = line.length - max;
  const saved = (cap: number) => runs.reduce((sum, n) => sum + Math.max(0, n - cap), 0);
  if (saved(MIN_RUN) < over) return middleCut(line, max);
  // The largest cap on every run's length that saves enough: all runs above it are cut to it.
  let lo = MIN_RUN;
  let hi = runs.reduce((a, b) => Math.max(a, b));
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (saved(mid) >= over) lo = mid;
    else hi = mid - 1;
  }
  const out = parts.map((part, i) => (i % 2 === 0 && part.length > lo ? middleCut(part, lo) : part)).join('');
  return out.length <= max ? out : middleCut(out, max);
}

/** Problems as lines, at most MAX_LISTED of them and a count of the rest: one screen. */
export function oneScreen(lines: readonly string[]): string {
  const listed = lines.slice(0, MAX_LISTED).map((line) => fitLine(shown(line, Infinity)));
  const more = lines.length - MAX_LISTED;
  if (more > 0) listed.push(`… and ${more} more problem${more === 1 ? '' : 's'}`);
  return listed.join('\n');
}

/**
 * One line per problem: `where: path: message`, plus a count of any not listed. A problem
 * with the value itself (a flag, say) reads `where: message`.
 */
export function describeIssues(where: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): string {
  return oneScreen(issueLines(where, error, prefix));
}

/** The lines of `describeIssues`, all of them, for a caller gathering problems from many parts before one screen. */
export function issueLines(where: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): string[] {
  return error.issues.map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    const message = said(issue);
    return path ? `${where}: ${path}: ${message}` : `${where}: ${message}`;
  });
}

/** An issue's message, but a choice missed in zod's own words ('Invalid option: expected one of "a"|"b"') as a person writes it: must be a or b. */
function said(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_value' || !issue.message.startsWith('Invalid option')) return issue.message;
  return `must be ${new Intl.ListFormat('en', { type: 'disjunction' }).format(issue.values.map((v) => String(v)))}`;
}
