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

const usage = ' (puzzlebook --help for usage)';

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

/** Where the parser refused: the command asked (if it is one), its usage line, and the command line as typed. */
export interface Asked {
  command: string | undefined;
  usage: string | undefined;
  argv: readonly string[];
  commands: readonly string[];
}

/** Whether `name` was typed as a flag (`--name`, `--name=…`, `-n`) rather than as a word. */
const typedAsFlag = (argv: readonly string[], name: string) => argv.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`) || arg === `-${name}`);

/**
 * yargs' other refusals (an unknown argument, a missing positional, two flags that exclude each
 * other) as one line in the words the rest of the command line uses, saying where to look:
 * `unknown option --bogus for build (puzzlebook build --help lists them)`. Any other message
 * is its first line with the pointer to --help.
 */
export function parserRefused(message: string, { command, usage: line, argv, commands }: Asked): string {
  const help = command ? `puzzlebook ${command} --help` : 'puzzlebook --help';
  const unknown = /^Unknown arguments?: (.*)$/s.exec(message);
  if (unknown) {
    // One name is the whole rest (a path may hold ", "); several are listed with ", ".
    const all = message.startsWith('Unknown argument: ') ? [unknown[1]!] : unknown[1]!.split(', ');
    if (!command) return `unknown command ${shown(all[0]!, 60)}: name one of ${commands.join(', ')} (puzzlebook --help says what each does)`;
    const flags = all.filter((name) => typedAsFlag(argv, name));
    if (flags.length) return `unknown option ${flags.map((name) => `--${shown(name, 60)}`).join(', ')} for ${command} (${help} lists its options)`;
    return `${shown(all[0]!, 60)}: unexpected after ${line ?? command} (${help} says what it takes)`;
  }
  if (/^Not enough non-option arguments/.test(message) && command) return `${command} needs ${line?.split(' ').slice(1).join(' ') || 'more'}: puzzlebook ${line ?? command} (${help} says more)`;
  const excluded = /^Arguments (\S+) and (\S+) are mutually exclusive$/.exec(message);
  if (excluded) return `--${excluded[1]} and --${excluded[2]} ask for the same thing two ways; give one of them`;
  const missing = /^Missing required arguments?: (.*)$/.exec(message);
  if (missing) return `${missing[1]!.split(', ').map((name) => `--${name}`).join(', ')}: needed (${help} says more)`;
  return `${message.split('\n')[0]} (${help} for usage)`;
}

/**
 * `argv` with a value given in another case than one of its flag's choices written as that
 * choice (`--difficulty Hard` is hard, `--page A4` is a4), where it matches exactly one; and the
 * word after the command, where its first positional has choices (`generate Sudoku`). A value
 * that matches none is left for the parser to refuse.
 */
export function choicesFolded(argv: readonly string[], declared: Declared, positionals: readonly string[], command: string | undefined): string[] {
  const fold = (choices: readonly unknown[] | undefined, value: string): string => {
    if (!choices || choices.includes(value)) return value;
    const same = choices.filter((c): c is string => typeof c === 'string' && c.toLowerCase() === value.toLowerCase());
    return same.length === 1 ? same[0]! : value;
  };
  const choices = new Map<string, readonly unknown[]>();
  for (const [name, list] of Object.entries(declared.choices)) choices.set(kebab(name), list).set(camel(name), list);
  const out = [...argv];
  let end = out.indexOf('--');
  if (end < 0) end = out.length;
  const at = command === undefined ? -1 : out.indexOf(command);
  const first = positionals[0];
  if (at >= 0 && at + 1 < end && first !== undefined && !out[at + 1]!.startsWith('-')) out[at + 1] = fold(declared.choices[first], out[at + 1]!);
  for (let i = 0; i < end; i++) {
    const arg = out[i]!;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const list = choices.get(name);
    if (!list) continue;
    if (eq >= 0) out[i] = `--${name}=${fold(list, arg.slice(eq + 1))}`;
    else if (i + 1 < end && isValue(out[i + 1])) out[i + 1] = fold(list, out[++i]!);
  }
  return out;
}
