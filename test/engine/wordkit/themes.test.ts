/**
 * The themes are data written by hand (src/engine/wordkit/themes/<tag>.json): every language a
 * book can be printed in has its own, with the same themes, each long enough for every band at
 * every size the survey makes, every word spelt in its language's grid letters, none another's
 * letters, and none holding a word of its language's offensive
 * list, forwards or backwards, but those listed below with why.
 */
import { describe, expect, it } from 'vitest';
import { bookLanguages } from '../../../src/engine/catalog.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { lexiconFor, lexiconLanguages } from '../../../src/engine/wordkit/lexicon.ts';
import { offensiveCodes, SHORTEST_OFFENSIVE } from '../../../src/engine/wordkit/offensive.ts';
import { BANDS, LONGEST_THEME_WORD, longestAt, MOST_SEPARATORS, readsInside, SHORTEST_WORD, wordCount } from '../../../src/kinds/word-search/generate.ts';

/** The letters each language's grids print: Spanish keeps Ñ, German Ä Ö Ü; the rest strip every mark. */
const LETTERS: Record<string, string> = { es: 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ', de: 'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ' };

/**
 * Theme words that hold an entry of their language's offensive list and are kept, by language
 * and word as written, with why (a grid may read such an entry only inside the word's own
 * letters: the proof allows it there and nowhere else). The themes' writers left out every word
 * that held one of the package's (German Regen reads a slur backwards; Eieruhr, Fische and
 * Fischer too); those below hold one of our own (offensive-ours.json), inside an everyday word a
 * child reads as that word.
 */
const PEARL = 'a pearl: ROLA only inside the word, which its list names';
const KEPT: Record<string, Record<string, string>> = {
  fr: { cornichon: 'a gherkin: NICHON only inside the word, which its list names' },
  nl: { spinazie: 'spinach: NAZI only inside the word, which its list names' },
  'pt-BR': { pérola: PEARL, acerola: 'a fruit: ROLA only inside the word, which its list names', calor: 'heat: ROLA backwards only inside the word, which its list names' },
  'pt-PT': { pérola: PEARL, calor: 'heat: ROLA backwards only inside the word, which its list names' },
};

/** The sizes the bands are surveyed at (src/kinds/word-search/bench.ts): a theme must give every band there words enough, with two to spare. */
const SIDES = [8, 10, 12, 15, 20];

const SEPARATORS = /[\s\-‐‑'’ʼ.]/gu;

describe('the themes', () => {
  it('are written in every language a book can be printed in, each its own, with the same themes', () => {
    const english = [...lexiconFor('en')!.themes.keys()].sort();
    expect(english.length).toBeGreaterThanOrEqual(20);
    for (const lang of bookLanguages()) {
      expect(lexiconLanguages(), lang).toContain(lang);
      expect(lexiconFor(lang)!.tag).toBe(lang);
      expect([...lexiconFor(lang)!.themes.keys()].sort(), lang).toEqual(english);
    }
  });

  describe.each(bookLanguages())('in %s', (lang) => {
    const lexicon = lexiconFor(lang)!;
    const fold = (word: string) => lexicon.alphabet.fold(word)?.join('') ?? null;
    const rude = offensiveCodes(lexicon).map((c) => c.map((x) => lexicon.alphabet.letters[x]).join(''));

    it("prints its own letters", () => {
      expect(lexicon.alphabet.letters.join('')).toBe(LETTERS[lang] ?? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
      expect(rude.every((r) => r.length >= SHORTEST_OFFENSIVE)).toBe(true);
    });

    it.each([...lexicon.themes.keys()])('%s: 30 words or more, each spelt in the grid letters, 3 to 15 letters, each once', (id) => {
      const { title, words } = lexicon.themes.get(id)!;
      expect(title.trim()).not.toBe('');
      expect(words.length).toBeGreaterThanOrEqual(30);
      const folded = words.map((w) => {
        const f = fold(w);
        expect(f, `${w} folds to the grid's letters`).not.toBeNull();
        expect(f!.length, w).toBeGreaterThanOrEqual(SHORTEST_WORD);
        expect(f!.length, w).toBeLessThanOrEqual(LONGEST_THEME_WORD);
        expect((w.match(SEPARATORS) ?? []).length, w).toBeLessThanOrEqual(MOST_SEPARATORS);
        expect(w, 'written with no space at either end').toBe(w.trim());
        return f!;
      });
      // Two words one of which reads inside the other (SUN in VENUS, backwards) are never listed together: the maker draws its words so.
      expect(new Set(folded).size, 'no two words the same letters').toBe(folded.length);
    });

    it.each([...lexicon.themes.keys()])('%s: no word holds an offensive word of the language, forwards or backwards, but those kept with why', (id) => {
      const held = lexicon.themes.get(id)!.words.filter((w) => {
        const f = fold(w)!;
        return rude.some((r) => readsInside(r, f)) && !(w in (KEPT[lang] ?? {}));
      });
      expect(held).toEqual([]);
    });

    it.each([...lexicon.themes.keys()])('%s: words enough for every band at every size surveyed', (id) => {
      const lengths = lexicon.themes.get(id)!.words.map((w) => fold(w)!.length);
      for (const side of SIDES)
        for (const band of DIFFICULTIES) {
          const fits = lengths.filter((n) => n >= BANDS[band].shortest && n <= longestAt(side, side, band)).length;
          expect(fits, `${side}×${side} ${band}`).toBeGreaterThanOrEqual(wordCount(side, side, band) + 2);
        }
    });
  });
});
