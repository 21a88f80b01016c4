/**
 * What "checked" means is read from the kinds (`PuzzleKind.proof`): the archive's footer and
 * home page name the kinds a solver proves solvable only, in the page's language, and only
 * those the archive holds.
 */
import { describe, expect, it } from 'vitest';
import { archiveOf, solvableOnly } from '../../src/archive/model.ts';
import { makeBook } from '../../src/book/book.ts';
import { specSchema } from '../../src/book/spec.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { getKind, KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { footerLine, ledeLine } from '../../src/templates/archive/words.ts';

const bookOf = (kinds: readonly KindName[]) =>
  makeBook(specSchema.parse({ title: 'Checked', seed: 'solvable', sections: kinds.map((kind) => ({ kind, count: 1, difficulty: 'easy', options: getKind(kind).example })) }));

const solvable = KIND_NAMES.filter((name) => getKind(name).proof === 'solvable');
const unique = KIND_NAMES.filter((name) => getKind(name).proof === 'unique');

describe('the kinds proved solvable only, as the archive names them', () => {
  it('are the kinds whose proof says so, of those the archive holds, titled in the language asked', () => {
    expect(solvable.length).toBeGreaterThan(0);
    const every = archiveOf([bookOf(KIND_NAMES)]);
    expect(solvableOnly(every, 'en')).toEqual(solvable.map((name) => getKind(name).title));
    expect(solvableOnly(every, 'de')).toEqual(inLanguage('de', () => solvable.map((name) => getKind(name).title)));
    expect(solvableOnly(archiveOf([bookOf(unique)]), 'en')).toEqual([]);
  });

  it('the footer and the lede name them, and say nothing of them where there are none', () => {
    const titles = solvable.map((name) => getKind(name).title);
    for (const title of titles) {
      expect(footerLine('en', titles)).toContain(title);
      expect(ledeLine('en', { puzzles: 5, books: 1, solvable: titles })).toContain(title);
    }
    expect(footerLine('en', [])).toMatch(/exactly one answer\.$/);
    expect(ledeLine('en', { puzzles: 5, books: 1, solvable: [] })).toBe(
      '5 puzzles from 1 book, each checked by a solver: one answer and no other. Open any puzzle to play it, print it or see its answer.',
    );
    // Several kinds, joined as the page's language joins a list, each named as its language names one.
    expect(footerLine('en', ['Countdown', 'Word Ladder'])).toContain('except in Countdown and Word Ladder, where');
    expect(ledeLine('fr', { puzzles: 1, books: 1, solvable: ['Countdown', 'Word Ladder'] })).toContain('(pour «\u00a0Countdown\u00a0» et «\u00a0Word Ladder\u00a0»\u00a0: au moins une)');
  });
});
