import type * as z from 'zod/mini';

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
  'callback-threw',
  'not-installed',
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
   * readable size), `too-large`, `unprintable` (a character the fonts cannot print),
   * `no-solution` (a puzzle `explain` is given that has none); else the refusal's own code.
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
export function describeIssues(where: string, error: z.core.$ZodError, prefix: readonly PropertyKey[] = []): string {
  return oneScreen(issueLines(where, error, prefix));
}

/** The lines of `describeIssues`, all of them, for a caller gathering problems from many parts before one screen. */
export function issueLines(where: string, error: z.core.$ZodError, prefix: readonly PropertyKey[] = []): string[] {
  return error.issues.map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    const message = issue.message;
    return path ? `${where}: ${path}: ${message}` : `${where}: ${message}`;
  });
}

/** What a value of zod's type names is, as a person says it: `must be a whole number`. */
const TYPE_NOUNS: Record<string, string> = {
  object: 'an object',
  record: 'an object',
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  tuple: 'a list',
  boolean: 'true or false',
  null: 'null',
};

/** What a value is, in those words, for `must be a number, not a text`. */
function kindOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return Number.isFinite(value) ? 'a number' : String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return TYPE_NOUNS[typeof value] ?? `a ${typeof value}`;
}

/** `a, b or c`. */
const either = (values: readonly unknown[]) => new Intl.ListFormat('en', { type: 'disjunction' }).format(values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v))));

/** At most this many unknown fields are named in one problem: the rest are counted. */
const MAX_KEYS = 5;

/** What a length or size counts, by the kind of value it is of. */
const UNITS: Record<string, [string, string]> = { string: ['character', 'characters'], array: ['item', 'items'], set: ['item', 'items'], map: ['entry', 'entries'], file: ['byte', 'bytes'] };

/**
 * An issue worded from its data as the project words a problem (`must be a whole number`,
 * `must be one of a, b or c`, `must be at most 30`), for every issue whose schema gives no
 * message of its own: zod's mini build carries no words, and its English leaked its types
 * ("Invalid input: expected object, received undefined"). zod asks it of each issue as it is
 * raised (src/engine/zod.ts), while the value is still there to say what was given.
 */
export function said(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'nonoptional' || issue.expected === 'undefined' || issue.expected === 'never') return issue.input === undefined ? 'is required' : 'must be left out';
      const noun = TYPE_NOUNS[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return `is required (${noun})`;
      // A number where a whole one is due: its kind is right, its value is not.
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'must be a whole number';
      return `must be ${noun}, not ${kindOfValue(issue.input)}`;
    }
    case 'invalid_value':
      return `must be ${either(issue.values)}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const limit = Number(big ? issue.maximum : issue.minimum);
      const unit = UNITS[issue.origin];
      if (unit) {
        const count = `${limit} ${limit === 1 ? unit[0] : unit[1]}`;
        if (issue.exact) return `must have exactly ${count}`;
        if (!big && limit <= 1 && issue.inclusive !== false) return 'must not be empty';
        const bound = big ? (issue.inclusive === false ? 'fewer than' : 'at most') : issue.inclusive === false ? 'more than' : 'at least';
        return issue.origin === 'string' ? `must be ${bound} ${count}` : `must have ${bound} ${count}`;
      }
      if (issue.exact) return `must be exactly ${limit}`;
      const bound = big ? (issue.inclusive === false ? 'below' : 'at most') : issue.inclusive === false ? 'above' : 'at least';
      return `must be ${bound} ${limit}`;
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with') return `must start with "${(issue as { prefix?: string }).prefix}"`;
      if (issue.format === 'ends_with') return `must end with "${(issue as { suffix?: string }).suffix}"`;
      if (issue.format === 'includes') return `must include "${(issue as { includes?: string }).includes}"`;
      if (issue.format === 'regex') return `must match the pattern ${(issue as { pattern?: string }).pattern}`;
      return `must be a valid ${issue.format.replace(/_/g, ' ')}`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys': {
      const named = issue.keys.slice(0, MAX_KEYS).map((key) => JSON.stringify(key));
      const more = issue.keys.length - named.length;
      if (more > 0) named.push(`${more} more`);
      return `${issue.keys.length === 1 ? 'has an unknown field' : 'has unknown fields'}: ${new Intl.ListFormat('en').format(named)}`;
    }
    case 'invalid_union': {
      // A union told apart by one field (`kind`): its issue is that field's, and names the choices.
      const options = (issue as { options?: unknown[] }).options;
      if (options?.length) return `must be ${either(options)}`;
      return 'is none of the forms it may take';
    }
    case 'invalid_key':
      return 'has a key that is not allowed';
    case 'invalid_element':
      return 'has an entry that is not allowed';
    default:
      return 'is not allowed';
  }
}
