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
  shown: 'S1', counting: 'S2', before: 'B1', item: 'I1', shared: 'P1', score: 'C1',
  letter: 'Q', word: 'W1', rows: 15, cols: 12, ways: 'W2', square: 'Q2', number: 3, clue: 'C1', scrambled: 'RTEGI', cipher: 'XQB',
  rings: 8, ring: 3, place: 4,
};

/** Whether `text` has words of its own, beside DATA's values: a message that only puts its parts together ("{{before}}; {{item}}") may be the English. */
const ownWords = (text: string): boolean =>
  /\p{L}/u.test(
    Object.values(DATA)
      .filter((v) => typeof v === 'string' && v.length > 1)
      .reduce<string>((rest, v) => rest.split(v as string).join(''), text),
  );

/** A word said with DATA; a message in forms by context, in its first context, or `context` given. */
const said = (word: unknown, context?: string): string =>
  sourceOf(word) !== undefined ? (word as (data: object) => string)(context === undefined ? DATA : { ...DATA, context }) : (word as string);

/** The contexts of word `key` of a set's schema, or [undefined] for a word not in forms: each is said and compared. */
const contextsOf = (schema: object, key: string): readonly (string | undefined)[] => markerOf((schema as Record<string, unknown>)[key])?.forms?.context ?? [undefined];

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
    for (const [key, english] of Object.entries(set.in('en')))
      for (const context of contextsOf(set.schema, key)) {
        const mine = said(words[key], context);
        expect(mine.trim(), key).not.toBe('');
        // Without case: "Plus" for "plus" is the English word still.
        if (same.includes(`${kind}: ${key}`)) expect(mine.toLowerCase(), `${key} is listed as the same as the English`).toBe(said(english, context).toLowerCase());
        else if (ownWords(said(english, context))) expect(mine.toLowerCase(), key).not.toBe(said(english, context).toLowerCase());
      }
  });
});
