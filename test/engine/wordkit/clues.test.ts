import { describe, expect, it } from 'vitest';
import { CLUE_THEMES, clueLanguages, clueProblems, cluesFor, MOST_CLUE, plain } from '../../../src/engine/wordkit/clues.ts';
import { lexiconFor, lexiconLanguages } from '../../../src/engine/wordkit/lexicon.ts';

describe('a clue that gives its answer away', () => {
  it.each([
    ['farmer', 'Works on a farm'],
    ['farmhouse', 'The house on a farm'],
    ['starfish', 'A star of the sea'],
    ['Bär', 'Kleine Bären schlafen im Winter'],
    ['estrella de mar', 'Estrella que vive en el mar'],
    ['cat', 'Cats purr'],
    ['dolphin', 'Dolphins jump'],
  ])('%s: "%s" is refused', (answer, clue) => {
    expect(clueProblems(answer, clue).map((p) => p.code)).toContain('answer');
  });

  it.each([
    ['lion', 'A big cat with a mane'],
    ['cat', 'A pet that purrs'],
    ['seahorse', 'Tiny fish that swims upright'],
    ['Hund', 'Haustier, das bellt'],
  ])('%s: "%s" passes', (answer, clue) => {
    expect(clueProblems(answer, clue)).toEqual([]);
  });

  it('is refused past a line, or empty', () => {
    expect(clueProblems('lion', 'A'.repeat(MOST_CLUE + 1))).toEqual([{ code: 'long', length: MOST_CLUE + 1, most: MOST_CLUE }]);
    expect(clueProblems('lion', '  ')).toEqual([{ code: 'empty' }]);
  });
});

describe("every language's clues", () => {
  it('are there for every language a word search is made in', () => {
    expect(clueLanguages()).toEqual(lexiconLanguages());
  });

  for (const lang of lexiconLanguages()) {
    it(`${lang}: a clue for every word of the ${CLUE_THEMES.length} themes, none for another, each fair, none twice in a theme`, () => {
      const lexicon = lexiconFor(lang)!;
      const clues = cluesFor(lang)!;
      expect([...clues.keys()].sort()).toEqual([...CLUE_THEMES].sort());
      const problems: string[] = [];
      for (const id of CLUE_THEMES) {
        const theme = lexicon.themes.get(id)!;
        const given = clues.get(id)!;
        expect([...given.keys()].sort(), `${lang} ${id}`).toEqual([...theme.words].sort());
        const seen = new Map<string, string>();
        for (const word of theme.words) {
          const clue = given.get(word)!;
          for (const p of clueProblems(word, clue)) problems.push(`${id}: ${word}: "${clue}": ${JSON.stringify(p)}`);
          const key = plain(clue).replace(/[^\p{L}]+/gu, ' ').trim();
          if (seen.has(key)) problems.push(`${id}: ${word} and ${seen.get(key)} have one clue`);
          seen.set(key, word);
          // A clue reads as a phrase: a capital first, no full stop at its end.
          if (!/^\P{Ll}/u.test(clue) || /\.$/.test(clue)) problems.push(`${id}: ${word}: "${clue}" does not start with a capital, or ends with a full stop`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
