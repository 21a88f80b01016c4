import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { bookLanguages } from '../../engine/catalog.ts';
import { KINDS, KIND_NAMES, type KindName } from '../../kinds/registry.ts';
import type { Lists, OptionField, OptionFields, Sizes } from './form.ts';

/*
 * What the /make/ page offers, read from the registry and the catalogs when the page is built, so
 * a kind added as one folder and one registry line, or a language added as files, is offered
 * with no line here, and the page's script carries none of the kinds' code.
 */

/** Widest range of sizes tried where a kind's schema names no bounds. */
const TRIED = [1, 30] as const;

interface NumberSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
}

interface OptionSchema extends NumberSchema {
  enum?: string[];
  prefixItems?: NumberSchema[];
  items?: { enum?: string[] } | false;
  pattern?: string;
  maxLength?: number;
  default?: unknown;
}

/** A kind's options' JSON Schema properties, by name, as a spec takes them. */
const propertiesOf = (name: KindName): Record<string, OptionSchema> =>
  (z.toJSONSchema(KINDS[name].options, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, OptionSchema> }).properties ?? {};

/**
 * Each kind's size choice: its `sizeOption`, with every value its options schema takes (a
 * Sudoku's 4, 6, 9, 12 and 16; a Numbrix's 4 to 30); null for a kind that names none.
 */
export function sizeChoices(): Sizes {
  return Object.fromEntries(
    KIND_NAMES.map((name) => {
      const kind = KINDS[name];
      const option = kind.sizeOption;
      if (!option) return [name, null];
      const properties = propertiesOf(name);
      const bounds = properties[option.name] ?? {};
      const [low, high] = [bounds.minimum ?? TRIED[0], bounds.maximum ?? TRIED[1]];
      const values = Array.from({ length: high - low + 1 }, (_, i) => low + i).filter((value) => kind.options.safeParse({ [option.name]: value }).success);
      return [name, values.length ? { option: option.name, values, square: option.square } : null];
    }),
  );
}

/** The kinds, in the registry's order. */
export const kindNames = (): string[] => [...KIND_NAMES];

/** The languages a book may be printed in: those with catalogs. */
export const languages = (): string[] => bookLanguages();

/** Each kind's lists (`PuzzleKind.lists`): its themes in the page's language, by id and title; null for a kind without. */
export function listChoices(lang: string): Lists {
  return Object.fromEntries(KIND_NAMES.map((name) => [name, KINDS[name].lists ? { themes: KINDS[name].lists!.themes(lang), clued: KINDS[name].lists!.clued === true } : null]));
}

/** A rectangle's sides, given instead of the size: the form offers a square's (its size field). */
const SIDES = new Set(['rows', 'cols', 'width', 'height']);
/** A whole number with at most this many values is a list to choose from; with more, a box to type it in. */
const MOST_LISTED = 30;

/**
 * Each kind's own options the form offers beside its size and lists, read from its options
 * schema as a spec takes them, so a kind's new option is offered with no line here: a string of
 * a few values, a list of them, a string of some of a few characters (Calcudoku's `ops`), a
 * bounded whole number, a pair of them (lowest, highest), a yes or no, a line of text. Left out: the size option and a
 * rectangle's sides (the size field's), the lists' theme and words (their own fields), an
 * option of one value only, and what the form has no field for (a free list, as Cross Numbers' operators),
 * which a spec file still takes.
 */
export function optionChoices(): OptionFields {
  return Object.fromEntries(
    KIND_NAMES.map((name) => {
      const kind = KINDS[name];
      const skipped = new Set([...SIDES, ...(kind.sizeOption ? [kind.sizeOption.name] : []), ...(kind.lists ? ['theme', 'words'] : [])]);
      const fields = Object.entries(propertiesOf(name)).flatMap(([option, p]): OptionField[] => (skipped.has(option) ? [] : fieldOf(name, option, p)));
      return [name, fields];
    }),
  );
}

/** The field for one option's schema `p`, or none the form can offer. */
function fieldOf(kind: KindName, name: string, p: OptionSchema): OptionField[] {
  if (p.type === 'string' && p.enum) return p.enum.length > 1 ? [{ name, type: 'choice', values: p.enum }] : [];
  if (p.type === 'array' && p.items && p.items.enum) return [{ name, type: 'set', values: p.items.enum, joined: false }];
  // A string of some of a class's characters (`^[-+*/]+$`): each character one to tick, in the default's order.
  const characters = p.type === 'string' && p.pattern ? /^\^\[([^\]\\]+)\]\+\$$/.exec(p.pattern)?.[1] : undefined;
  if (characters) {
    const values = typeof p.default === 'string' && [...p.default].every((c) => characters.includes(c)) ? [...new Set(p.default)] : [...characters];
    return [{ name, type: 'set', values, joined: true }];
  }
  if (p.type === 'string') return [{ name, type: 'text', max: p.maxLength ?? 200 }];
  if (p.type === 'boolean') return [{ name, type: 'flag', default: p.default === true }];
  // A pair of whole numbers, lowest and highest (`[10, 50]`): two boxes, from and to.
  const [low, high] = p.type === 'array' && p.prefixItems?.length === 2 ? p.prefixItems : [];
  if (low && high && low.type === 'integer' && low.minimum !== undefined && high.maximum !== undefined) return [{ name, type: 'range', min: low.minimum, max: high.maximum }];
  if ((p.type === 'integer' || p.type === 'number') && p.minimum !== undefined && p.maximum !== undefined) {
    const [min, max] = [p.minimum, p.maximum];
    const values = max - min < MOST_LISTED ? Array.from({ length: max - min + 1 }, (_, i) => min + i).filter((value) => KINDS[kind].options.safeParse({ [name]: value }).success) : null;
    return [{ name, type: 'number', min, max, values }];
  }
  return [];
}
