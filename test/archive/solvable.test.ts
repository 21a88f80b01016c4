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
import { wordsIn } from '../../src/templates/archive/words.ts';

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
    const { site, listing } = wordsIn('en');
    const titles = solvable.map((name) => getKind(name).title);
    for (const title of titles) {
      expect(site.footer({ solvable: titles })).toContain(title);
      expect(listing.lede({ puzzles: 5, books: 1, solvable: titles })).toContain(title);
    }
    expect(site.footer({ solvable: [] })).toMatch(/exactly one answer\.$/);
    expect(listing.lede({ puzzles: 5, books: 1, solvable: [] })).toContain('one answer and no other. ');
  });
});
