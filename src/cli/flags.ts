/*
 * The command line as typed, checked before the parser reads it: what yargs stumbles on (a flag
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

const usage = '\n(run puzzlebook --help for usage)';

/** Refuses, before the parser reads it, a flag named as a property every object has: an unknown one, said so. */
export function checkFlags(argv: readonly string[], _declared: Declared): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const bare = name.replace(/^no-/, '');
    // `constructor`, `toString`, `__proto__`: yargs looks these up in plain objects and finds Object's own.
    if ([name, bare, camel(name), camel(bare)].some((n) => n in Object.prototype)) throw new UserError(`unknown option --${shown(name, 60)}${usage}`);
  }
}
