import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { bookLanguages } from '../../engine/catalog.ts';
import { KINDS, KIND_NAMES } from '../../kinds/registry.ts';
import type { Lists, Sizes } from './form.ts';

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
      const properties = (z.toJSONSchema(kind.options, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, NumberSchema> }).properties ?? {};
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
  return Object.fromEntries(KIND_NAMES.map((name) => [name, KINDS[name].lists ? { themes: KINDS[name].lists!.themes(lang) } : null]));
}
