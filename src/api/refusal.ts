/*
 * Refusals as the library hands them to a program: every one a `UserError` with a `code` and a
 * list of problems, each named by its path from the argument the function was given
 * (`sections[0].options.size`, `puzzle.width`, `out`), in words for the caller of a function
 * rather than of a command (no flags, no file the caller never named, no zod of its own words).
 * Browser-safe: puzzlebook/engine uses it too.
 */
import type * as z from 'zod/mini';
import { formatPath, oneScreen, UserError, type UserErrorCode, type UserProblem } from '../engine/errors.ts';
import { knownNames } from '../kinds/known.ts';

const list = (values: readonly unknown[]) => new Intl.ListFormat('en', { type: 'disjunction' }).format(values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))));

/** What a zod type is called in a sentence: "must be an object". */
const TYPES: Record<string, string> = { object: 'an object', array: 'a list', string: 'a text', number: 'a number', int: 'a whole number', boolean: 'true or false', bigint: 'a whole number', date: 'a date' };

/** Messages zod writes itself (the schemas' own are worded already, and kept). */
const ZODS_OWN = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/;

/**
 * A zod issue as the caller's problems (one per unknown key), each at its path after `prefix`:
 * the schema's own words where it has them, else zod's worded as a person writes them
 * ("Invalid input: expected object, received undefined" → "is required").
 */
export function issueProblems(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []): UserProblem[] {
  const path = [...prefix, ...issue.path];
  const problem = (code: string, message: string, at = path): UserProblem => ({ path: at, code, values: {}, message });
  const own = !ZODS_OWN.test(issue.message);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => problem('unknown-field', 'is not a field here', [...path, key]));
    case 'invalid_type':
      if (issue.input === undefined) return [problem('required', own ? issue.message : 'is required')];
      return [problem('wrong-type', own ? issue.message : `must be ${TYPES[issue.expected] ?? issue.expected}`)];
    case 'too_big':
    case 'too_small': {
      if (own) return [problem('out-of-range', issue.message)];
      const big = issue.code === 'too_big';
      const bound = Number(big ? issue.maximum : issue.minimum);
      const inclusive = issue.inclusive !== false;
      if (issue.origin === 'string') return [problem('out-of-range', !big && bound === 1 ? 'must not be empty' : `must be ${big ? 'at most' : 'at least'} ${bound} characters long`)];
      if (issue.origin === 'array' || issue.origin === 'set') return [problem('out-of-range', `must hold ${big ? 'at most' : 'at least'} ${bound} ${bound === 1 ? 'item' : 'items'}`)];
      return [problem('out-of-range', `must be ${big ? (inclusive ? 'at most' : 'less than') : inclusive ? 'at least' : 'more than'} ${bound}`)];
    }
    case 'invalid_value':
      return [problem('not-allowed', own ? issue.message : `must be ${list(issue.values)}`)];
    case 'invalid_format':
      return [problem('invalid', own ? issue.message : issue.format === 'regex' && 'pattern' in issue ? `must match ${String(issue.pattern)}` : `must be ${issue.format === 'url' ? 'a web address' : `in the ${issue.format} format`}`)];
    case 'not_multiple_of':
      return [problem('out-of-range', own ? issue.message : `must be a multiple of ${String(issue.divisor)}`)];
    case 'invalid_union': {
      // A discriminated union whose key (a record's `kind`) names none of its members.
      const key = (issue as { discriminator?: string }).discriminator;
      // A kind that is none is answered with the kinds there are and what was given, whoever worded it first.
      if (key !== undefined && (!own || key === 'kind')) {
        const given = (issue.input as Record<string, unknown> | undefined)?.[key];
        const at = path[path.length - 1] === key ? path : [...path, key];
        if (given === undefined) return [problem('required', 'is required', at)];
        // Every union here is one on `kind` (a spec's sections, a record): its members are the kinds.
        return [problem('not-allowed', key === 'kind' ? kindsMessage(given) : `${JSON.stringify(given) ?? String(given)} is not one of those allowed here`, at)];
      }
      return [problem('invalid', own ? issue.message : 'is none of the forms allowed here')];
    }
    case 'custom': {
      // A refusal with its own code and figures (a kind's `Refusal`: Word Search's list), for a caller to word.
      const params = (issue as { params?: { code?: unknown; values?: Record<string, string | number> } }).params;
      if (typeof params?.code === 'string') return [{ path, code: params.code, values: { ...params.values }, message: issue.message }];
      return [problem('invalid', own ? issue.message : 'is not allowed here')];
    }
    default:
      return [problem('invalid', own ? issue.message : 'is not allowed here')];
  }
}

/** Edits (a letter added, taken away or changed) from one text to another. */
function edits(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The most of a list of kinds said whole: past it, a message line (240 characters at most) would be cut in its middle. */
const LISTED = 150;
const NEAREST = 5;

/**
 * What is said of a kind that is none: the kinds there are (those this entry holds:
 * `puzzlebook/kinds/sudoku`'s, Sudoku), and what was given; where they are too many to list on a
 * line, the few nearest what was given (fewest edits from it): a command's help and the library's
 * `KIND_NAMES` list them all.
 */
export function kindsMessage(given: unknown, names: readonly string[] = knownNames()): string {
  const said = JSON.stringify(given) ?? 'nothing';
  const all = names.join(', ');
  if (all.length <= LISTED) return `must be a kind: ${all}; ${said} is not one`;
  const text = typeof given === 'string' ? given.toLowerCase() : '';
  const near = names
    .map((name, i) => ({ name, i, d: edits(text, name) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, NEAREST)
    .map((n) => n.name);
  return `must be a kind; ${said} is not one: the nearest of the ${names.length} are ${near.join(', ')}`;
}

/** A problem as a line of a message: `path: message`, or the message alone for the argument as a whole. */
const lineOf = (problem: UserProblem) => (problem.path.length ? `${formatPath(problem.path)}: ${problem.message}` : problem.message);

/** A refusal of `problems`, its message their lines on one screen. */
export function refusal(code: UserErrorCode, problems: readonly UserProblem[]): UserError {
  return new UserError(oneScreen(problems.map(lineOf)), problems, code);
}

/** `data` as `schema` reads it, or a refusal (`code`) naming each problem by its path after `prefix`. */
export function checkedBy<T>(schema: z.ZodMiniType<T, unknown>, data: unknown, code: UserErrorCode, prefix: readonly PropertyKey[] = []): T {
  // With each issue's input: a value missing is told from one of the wrong type.
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw refusal(code, parsed.error.issues.flatMap((issue) => issueProblems(issue, prefix)));
  return parsed.data;
}

/** One problem at `path`, refused: `refuse('invalid-options', ['count'], 'must be a whole number from 1 to 1000')`. */
export function refuse(code: UserErrorCode, path: readonly PropertyKey[], message: string, problemCode: string = code): UserError {
  return refusal(code, [{ path, code: problemCode, values: {}, message }]);
}

/** A path as written at the start of a line, and a note after it: `sections[0].options.size: …`, `puzzles[3] (its id): …`. */
const PATH = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["[^"]*"\])*)(?: \(([^()]*)\))?: (.*)$/s;

/** `sections[0].options.size` as a path: `['sections', 0, 'options', 'size']`. */
function pathOf(text: string): (string | number)[] {
  return [...text.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]|\["([^"]*)"\]/g)].map(([, name, index, quoted]) => (index !== undefined ? Number(index) : (name ?? quoted!)));
}

/**
 * A refusal from the code the commands share, as the library hands it on: its problems as
 * given where it has them, else read from its message's lines, each less the `where` the
 * library named the argument by (`spec: sections[0]: …` → `sections[0]`); its code as given,
 * else `code`. Anything but a UserError is passed on as it is (a bug, not a refusal).
 */
export function forCaller(error: unknown, code: UserErrorCode, where?: string): unknown {
  if (!(error instanceof UserError)) return error;
  const own = error.code === 'refused' ? code : error.code;
  if (error.problems.length) return error.message && error.problems.every((p) => p.message) ? refusal(own, error.problems) : error;
  const problems = error.message
    .split('\n')
    .filter((line) => !/^… and \d+ more problems?$/.test(line))
    .map((line): UserProblem => {
      const rest = where !== undefined && line.startsWith(`${where}: `) ? line.slice(where.length + 2) : line;
      const match = PATH.exec(rest);
      if (!match) return { path: [], code: own, values: {}, message: rest };
      const [, path, note, message] = match;
      // A note (a puzzle's id) is kept, after what is wrong.
      return note === undefined ? { path: pathOf(path!), code: own, values: {}, message: message! } : { path: pathOf(path!), code: own, values: { note }, message: `${message!} (${note})` };
    });
  return refusal(own, problems);
}

/** `work`'s refusals as the library hands them on (`forCaller`). */
export function asCaller<T>(code: UserErrorCode, where: string | undefined, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw forCaller(error, code, where);
  }
}
