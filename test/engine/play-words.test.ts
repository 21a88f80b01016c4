// Each kind's player words (src/kinds/<kind>/play-words.ts), in every language they are
// written in: every template renders, and no translated word is left as the English (but the
// few listed in SAME, rightly the same).
import { describe, expect, it } from 'vitest';
import { languagesOf, markerOf } from '../../src/engine/catalog.ts';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { sourceOf } from '../../src/engine/words.ts';

const SETS = KIND_NAMES.map((kind) => [kind, getKind(kind).translations.play] as const);

/** One set of data holding every field any player template reads (templates are strict: a missing field throws). */
const DATA = {
  digits: 3, guess: '123', rules: [1, 3], n: 2, d: 1, text: 'X.', kept: false, coarse: false, from: 5, to: 7, count: 3, said: 'S', first: true,
  row: 1, column: 2, takeAway: true, after: 6, at: 'next', up: true, v: 4, given: false, current: true, empty: 2,
  wrong: [{ v: 4, row: 1, column: 2 }, { v: 5, row: 2, column: 3 }], where: 'row', lines: [{ row: true, n: 1 }, { row: false, n: 2 }], holds: false,
  target: 347, line: '50 × 4 = 200', used: true, card: true, sign: '+', why: 'W', a: 3, b: 5, result: 200, closest: 340, off: 7,
  length: 3, p: 1, code: '123', guesses: [1, 2], matches: 2, met: false, over: true, needed: 1,
};

/** A word as said: a message in forms by a context (`select`), in each of its contexts, joined. */
const said = (word: unknown, marker?: unknown): string => {
  if (sourceOf(word) === undefined) return word as string;
  const contexts = markerOf(marker)?.forms?.context ?? [undefined];
  return contexts.map((context) => (word as (data: object) => string)(context === undefined ? DATA : { ...DATA, context })).join(' | ');
};

/**
 * Words that are rightly the same in a language as in English (compared without case), by
 * language and `kind: key`: the signs' names, for screen readers, where the language's word
 * for the sign is the English one. Kept small: anything else the same is a word not translated.
 */
const SAME: Record<string, string[]> = {
  fr: ['countdown: plus'],
  de: ['countdown: plus', 'countdown: minus'],
  nl: ['countdown: plus'],
};

describe.each(SETS)('%s player words', (kind, set) => {
  it.each(languagesOf(set.id).filter((lang) => lang !== 'en'))('every word in %s renders, and none is left as the English', (lang) => {
    const words = set.in(lang) as Record<string, unknown>;
    const same = SAME[lang] ?? [];
    for (const [key, english] of Object.entries(set.in('en'))) {
      const marker = (set.schema as Record<string, unknown>)[key];
      const mine = said(words[key], marker);
      expect(mine.trim(), key).not.toBe('');
      // Without case: "Plus" for "plus" is the English word still.
      if (same.includes(`${kind}: ${key}`)) expect(mine.toLowerCase(), `${key} is listed as the same as the English`).toBe(said(english, marker).toLowerCase());
      else expect(mine.toLowerCase(), key).not.toBe(said(english, marker).toLowerCase());
    }
  });
});
