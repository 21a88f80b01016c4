/*
 * The command line as typed, checked before the parser reads it: what yargs reads without a
 * word (a flag given no value takes its default, `--plan=yes` is off) or stumbles on (a flag
 * named as a member of every object, `--constructor`, is an internal error in its checks).
 */
import { shown, UserError } from '../engine/errors.ts';

/** What a command's flags take, as its builder declares them (yargs' `getOptions()`). */
export interface Declared {
  string: readonly string[];
  number: readonly string[];
  boolean: readonly string[];
  array: readonly string[];
  choices: Readonly<Record<string, readonly unknown[]>>;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A set of flag names that knows each as typed either way: `per-page` and `perPage`. */
function names(list: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const name of list) set.add(kebab(name)).add(camel(name));
  return set;
}

/** What the parser reads as the value after a flag: anything but another flag (a negative number is a value). */
const isValue = (arg: string | undefined) => arg !== undefined && (!arg.startsWith('-') || /^-\.?\d/.test(arg));

const usage = '\n(run puzzlebook --help for usage)';

/**
 * Refuses, before the parser reads them: a flag named as a property every object has (an
 * unknown one, said so); a flag that takes a value given none (yargs gives it its default, so
 * `build spec --out` wrote into dist/books) or turned off (`--no-out`); and a switch given a
 * value other than true or false (yargs reads `--plan=yes` as off, so a build was written
 * where a plan was asked).
 */
export function checkFlags(argv: readonly string[], declared: Declared): void {
  const takesValue = names([...declared.string, ...declared.number, ...declared.array, ...Object.keys(declared.choices)]);
  const switches = names(declared.boolean);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const bare = name.replace(/^no-/, '');
    // `constructor`, `toString`, `__proto__`: yargs looks these up in plain objects and finds Object's own.
    if ([name, bare, camel(name), camel(bare)].some((n) => n in Object.prototype)) throw new UserError(`unknown option --${shown(name, 60)}${usage}`);
    // yargs reads `--no-out` as `--out false`: a path of "false", or an internal error where a text was due.
    if (name !== bare && takesValue.has(bare)) throw new UserError(`--${name}: --${bare} takes a value; it is not a switch to turn off`);
    if (eq < 0 && takesValue.has(name) && !isValue(argv[i + 1])) {
      const next = argv[i + 1];
      throw new UserError(next === undefined ? `--${name}: needs a value` : `--${name}: needs a value; ${shown(next, 60)} after it is read as an option of its own`);
    }
    if (eq >= 0 && (switches.has(name) || (name !== bare && switches.has(bare)))) {
      const value = arg.slice(eq + 1);
      if (value !== 'true' && value !== 'false') throw new UserError(`--${name}=${shown(value, 40)}: --${name} is a switch: give it alone to turn it on, or =true or =false`);
    }
  }
}

/**
 * `argv` with each flag that takes one value given once, its last: yargs, told to keep the last
 * of a flag given twice, reads a 1 as "one more" (a count's increment), so `--count 2 --count 1`
 * made 3 puzzles and `--jobs 4 --jobs 1` ran 5 threads. A kind's option flags (`--size`), which
 * no builder declares, are flags with a value too. Switches and flags that gather values stay.
 */
export function lastOfEach(argv: readonly string[], declared: Declared): string[] {
  const switches = names(declared.boolean);
  const gathers = names(declared.array);
  const spans: { name: string; from: number; to: number }[] = [];
  let end = argv.indexOf('--');
  if (end < 0) end = argv.length;
  for (let i = 0; i < end; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    const name = kebab(eq < 0 ? arg.slice(2) : arg.slice(2, eq));
    if (switches.has(name) || switches.has(name.replace(/^no-/, '')) || gathers.has(name)) continue;
    const to = eq < 0 && i + 1 < end && isValue(argv[i + 1]) ? i + 1 : i;
    spans.push({ name, from: i, to });
    i = to;
  }
  const dropped = new Set<number>();
  spans.forEach((span, k) => {
    if (spans.slice(k + 1).some((later) => later.name === span.name)) for (let i = span.from; i <= span.to; i++) dropped.add(i);
  });
  return argv.filter((_, i) => !dropped.has(i));
}

/** `a, b or c`. */
const either = (values: readonly unknown[]) => new Intl.ListFormat('en', { type: 'disjunction' }).format(values.map(String));

/**
 * yargs' refusal of a value not among a flag's choices ("Invalid values:\n  Argument: paper,
 * Given: "pink", Choices: "white", "cream"") in the words the rest of the command line uses:
 * `--paper pink: must be white or cream`; a positional (the kind) without dashes. Null for any
 * other message.
 */
export function choicesRefused(message: string, declared: Declared, positionals: readonly string[]): string | null {
  const [first, ...lines] = message.split('\n');
  if (first !== 'Invalid values:') return null;
  const said = lines.map((line) => {
    const m = /^\s*Argument: ([^,]+), Given: (.*), Choices: (.*)$/.exec(line);
    if (!m) return line.trim();
    const [, name, given] = m as unknown as [string, string, string];
    let value: unknown = given;
    try {
      value = JSON.parse(given);
    } catch {
      // As yargs printed it.
    }
    const choices = declared.choices[name] ?? [...m[3]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((c) => c[1]!);
    const flag = positionals.includes(name) ? name : `--${name}`;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${flag} ${text === '' ? '""' : shown(text, 60)}: must be ${either(choices)}`;
  });
  return said.join('\n');
}
