import type { Argv } from 'yargs';
import { input, type JsonSchema, values } from '../docs/values.ts';
import { getKind, knownNames } from '../kinds/known.ts';
import type { KindName } from '../kinds/registry.ts';
import { SAME_OPTION } from './shared.ts';

/*
 * A kind's options in `generate <kind> --help` and `worksheet <kind> --help`, read from its
 * options schema as the manual's tables are (docs/reference.ts), so a kind's new option is
 * listed with no line here. Only for help: the options stay undeclared to the parser, which
 * hands every flag it does not know to the kind's schema (shared.ts `kindOptionFlags`).
 */

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A field's type as the help shows it, where the parser's names fit it. */
function typeOf(field: JsonSchema): 'number' | 'string' | 'boolean' | undefined {
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'string' && !field.enum) return 'string';
  return undefined;
}

/** Each of a kind's options as a flag: its name, and what the help says of it. */
export function kindFlags(name: KindName): { flag: string; describe: string; type?: 'number' | 'string' | 'boolean'; choices?: string[]; default?: unknown }[] {
  const properties = input(getKind(name).options).properties ?? {};
  return Object.entries(properties).map(([key, field]) => {
    const type = typeOf(field);
    // Choices and plain types the help shows in its own brackets; anything else is said in words.
    // A list but a pair is said by its description (Cross Numbers' signs); a bare number by its type.
    const words = values(field).replace(/`/g, '');
    // The other name of an idea two kinds name differently, which the command line takes too.
    const other = SAME_OPTION.find((pair) => pair.includes(key))?.find((name) => name !== key);
    const plain = field.enum || (type && type !== 'number') || /^a (whole )?number$/.test(words) || (field.type === 'array' && !field.prefixItems);
    return {
      flag: kebab(key),
      // The manual's descriptions mark code with backticks, which a terminal shows as they are.
      describe: `${(field.description ?? '').replace(/`/g, '')}${plain ? '' : ` [${words}]`}${other ? ` (also --${other})` : ''}`.trim(),
      ...(type ? { type } : {}),
      ...(field.enum ? { choices: field.enum.map(String) } : {}),
      ...(field.default !== undefined ? { default: field.default } : {}),
    };
  });
}

/** The word typed as a kind, if it is one (in any case, as the command line takes it): every kind is loaded for help (generate's `load`, worksheet's imports). */
const kindNamed = (word: string | undefined): KindName | undefined => knownNames().find((k) => k === word?.toLowerCase());

/**
 * `y` with the kind's options listed under a heading of their own, or, where no kind (or none
 * known) is named, a line saying how to see them. `command` is `generate` or `worksheet`.
 */
export function withKindHelp(y: Argv, command: string, word: string | undefined): Argv {
  const name = kindNamed(word);
  if (!name) return y.epilogue(`Each kind has options of its own, given as flags: puzzlebook ${command} <kind> --help lists them (puzzlebook ${command} sudoku --help, Sudoku's).`);
  const group = `${getKind(name).title}'s options (given as flags; a spec's section takes them under options:):`;
  for (const { flag, ...option } of kindFlags(name)) y.option(flag, { ...option, group });
  return y;
}
