import type * as z from 'zod/mini';
import { checkedLanguage } from '../engine/catalog.ts';
import { issueLines, oneScreen, shown, UserError } from '../engine/errors.ts';
import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { getKind, knownNames } from '../kinds/known.ts';
import type { KindName, OptionsOf } from '../kinds/registry.ts';
import { intIn } from '../engine/schema-helpers.ts';
import { validate } from '../book/checked.ts';
import { defaultJobs } from '../book/jobs.ts';

/** A count-like flag, validated like any spec field, so `--count 1e8` is refused before work starts. */
export function flagInt(value: unknown, flag: string, lo: number, hi: number): number {
  return validate(intIn(lo, hi), value, `--${flag}`);
}

export const difficultyChoices = [...DIFFICULTIES];

/** The kinds loaded (all, where help is read) with a one-line form (`PuzzleKind.line`), named for a command's help: "Sudoku". */
export const lineKinds = (): string => new Intl.ListFormat('en', { type: 'disjunction' }).format(knownNames().filter((k) => getKind(k).line).map((k) => getKind(k).title));

/** `--language`: a BCP 47 tag the words are written in (`fr`, `pt-PT`, `fr-CA` reads `fr`), as a book stores it. */
export const languageFlag = (value: unknown): string => checkedLanguage(value, '--language');

/** `--jobs`: worker threads for making puzzles; one per core unless told. */
export const jobsOption = {
  type: 'number',
  default: defaultJobs(),
  defaultDescription: 'one per core',
  describe: 'worker threads making puzzles (the book is the same for any number)',
} as const;

export const jobsFlag = (value: unknown) => flagInt(value, 'jobs', 1, 256);

/** The names of a kind's options, from its schema (an object, or an object piped into a transform). */
function optionNames(schema: z.core.$ZodType): Set<string> {
  let def = schema._zod.def as { shape?: Record<string, unknown>; in?: z.core.$ZodType };
  while (!def.shape && def.in) def = def.in._zod.def as typeof def;
  return new Set(Object.keys(def.shape ?? {}));
}

/**
 * A leftover flag as an option: yargs reads `--no-negatives` as `negatives: false`, which is
 * the option `noNegatives: true` where the kind has one (`--no-negatives false` the reverse);
 * and it leaves `true` and `false` after an unknown flag as text.
 */
function flagOption(names: Set<string>, key: string, value: unknown): [string, unknown] {
  const asBoolean = value === 'true' ? true : value === 'false' ? false : value;
  const negated = `no${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  if (typeof asBoolean === 'boolean' && !names.has(key) && names.has(negated)) return [negated, !asBoolean];
  return [key, asBoolean];
}

/**
 * One idea with two names among the kinds' options: the signs a grid may use are Cross Numbers'
 * `operators` and Calcudoku's `ops` (issue 91). On the command line either flag is taken for
 * either kind, `--operators` the name the manual gives; a spec keeps each kind's own name.
 */
export const SAME_OPTION: readonly (readonly [string, string])[] = [['operators', 'ops']];

/** `flags` with a name of SAME_OPTION's written as the kind's own; both names given is refused. */
function aliased(names: Set<string>, flags: Record<string, unknown>): Record<string, unknown> {
  const out = { ...flags };
  for (const pair of SAME_OPTION) {
    const own = pair.find((name) => names.has(name));
    const other = pair.find((name) => name !== own);
    if (!own || !other || !(other in out)) continue;
    if (own in out) throw new UserError(`--${own} and --${other} are one option; give one of them`);
    out[own] = out[other];
    delete out[other];
  }
  return out;
}

/**
 * A command's leftover flags are the kind's options (`--size 9`), checked by the kind's own
 * schema; errors name the flag. yargs adds camel-cased twins of `--a-b`, which are skipped.
 */
export function kindOptionFlags<K extends KindName>(name: K, argv: Record<string, unknown>, own: string[], difficulty?: Difficulty): OptionsOf<K> {
  return kindOptions(name, askedFlags(name, argv, own), difficulty);
}

/** The kind's options a command line asks for, as given (each under the kind's own name), before its schema reads them. */
export function askedFlags(name: KindName, argv: Record<string, unknown>, own: string[]): Record<string, unknown> {
  const kind = getKind(name);
  // These commands read any flag (a kind's options), so the parser lets words after the kind
  // pass: `generate sudoku 5` made one puzzle, not five, without a word.
  const stray = (argv._ as unknown[] | undefined)?.slice(1) ?? [];
  if (stray.length) throw new UserError(`${shown(String(stray[0]), 40)}: unexpected after the kind ${name}; give options as flags, such as --count 5`);
  const mine = new Set(['_', '$0', 'kind', 'help', 'version', ...own]);
  return aliased(
    optionNames(kind.options),
    Object.fromEntries(
      Object.entries(argv)
        .filter(([key]) => !mine.has(key) && !key.includes('-'))
        .map(([key, value]) => flagOption(optionNames(kind.options), key, value)),
    ),
  );
}

/** Options asked for as flags (`askedFlags`), checked by the kind's schema; errors name the flag. */
export function kindOptions<K extends KindName>(name: K, flags: Record<string, unknown>, difficulty?: Difficulty): OptionsOf<K> {
  const kind = getKind(name);
  const parsed = kind.options.safeParse(flags);
  if (parsed.success) {
    // A band these options cannot reach is refused before any puzzle is tried, as in a spec (no band asked: the options alone).
    const why = difficulty === undefined ? null : kind.refuses?.(parsed.data as never, difficulty);
    if (typeof why === 'string') throw new UserError(`--difficulty ${difficulty}: ${why}`);
    if (why) throw new UserError(`--${why.option}: ${why.message} (at ${difficulty})`);
    return parsed.data;
  }
  const unknown = parsed.error.issues.flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys : []));
  if (unknown.length) throw new UserError(`unknown option ${unknown.map((k) => `--${k}`).join(', ')} for ${name}`);
  // Each problem named by its flag (`numbrix option --symmetry: …`): only the line's start is the path, not the message's words.
  const prefix = `${name} option: `;
  throw new UserError(oneScreen(issueLines(`${name} option`, parsed.error).map((line) => (line.startsWith(prefix) ? `${name} option --${line.slice(prefix.length)}` : line))));
}

/** Points as inches, to the thousandth, as the commands print sizes. */
export const inches = (points: number) => (points / 72).toFixed(3);
