/**
 * What Word Search refuses, in a line naming what can be made: a list a band cannot take (a
 * word longer than the grid, a character no grid prints, too few words, two the same, one
 * inside another), a theme that is none, directions without the band's hardest, a message too
 * long; a language with no themes of its own. And what it makes of an author's own list and
 * hidden message.
 */
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/engine/errors.ts';
import { refusalText } from '../../../src/engine/kind.ts';
import { checkedBy } from '../../../src/api/refusal.ts';
import { specSchema } from '../../../src/book/spec.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { leftOver } from '../../../src/kinds/word-search/steps.ts';

const refusedAs = (options: object, difficulty: 'easy' | 'medium' | 'hard' | 'expert' = 'easy') => kind.refuses!(kind.options.parse(options), difficulty);
/** The refusal as one line, its option first. */
const refused = (options: object, difficulty: 'easy' | 'medium' | 'hard' | 'expert' = 'easy') => {
  const why = refusedAs(options, difficulty);
  return why === null ? null : refusalText(why);
};
const LIST = ['lion', 'tiger', 'zebra', 'giraffe', 'panda', 'koala', 'otter', 'beaver', 'badger', 'rabbit'];

describe('word-search refusals', () => {
  it('names a word a grid cannot take', () => {
    expect(refused({ words: [...LIST, 'hippopotamuses'], size: 10 })).toBe('words: "hippopotamuses" has 14 letters, more than the 10×10 grid\'s side; make the grid larger or leave it out');
    expect(refused({ words: [...LIST, 'кот'] })).toBe('words: "кот" holds a character no grid prints (letters, with spaces, hyphens and apostrophes, only)');
    expect(kind.options.safeParse({ words: [...LIST, 'R2-D2'] }).success).toBe(false);
    expect(refused({ words: [...LIST, 'ox'] })).toBe('words: "ox" has 2 letters; a word takes 3 or more, as one of fewer reads by chance all over a grid');
    expect(refused({ words: [...LIST, 'Polar bear', 'polarbear'] })).toBe('words: "Polar bear" and "polarbear" are the same letters in the grid; list it once');
    expect(refused({ words: [...LIST, 'cat', 'caterpillar'], size: 12 })).toBe('words: "cat" reads inside "caterpillar", so it could not be found once; leave one out');
    // Backwards too: RAT in TARTAN reads TAR backwards.
    expect(refused({ words: [...LIST, 'tar', 'star'] })).toMatch(/^words: "tar" reads inside "star"/);
  });

  it('refuses a list or a theme at its option, with a code and the figures a page words it by', () => {
    expect(refusedAs({ words: [...LIST, 'ox'] })).toEqual({ option: 'words', code: 'word-short', values: { word: 'ox', letters: 2, least: 3 }, message: '"ox" has 2 letters; a word takes 3 or more, as one of fewer reads by chance all over a grid' });
    expect(refusedAs({ words: ['lion', 'tiger', 'zebra'], size: 15 }, 'hard')).toMatchObject({ option: 'words', code: 'words-few', values: { band: 'hard', rows: 15, cols: 15, least: 15, count: 3 } });
    expect(refusedAs({ words: [...LIST, 'cat', 'caterpillar'], size: 12 })).toMatchObject({ code: 'word-inside', values: { word: 'cat', other: 'caterpillar' } });
    expect(refusedAs({ theme: 'dinosaurs' })).toMatchObject({ option: 'theme', code: 'theme-unknown', values: { theme: 'dinosaurs' } });
    // Directions are the band's: refused at the band, as a line.
    expect(typeof refusedAs({ directions: 'E S' }, 'hard')).toBe('string');
  });

  it('is refused by a spec at the option, and handed to a program with its code and figures', () => {
    const spec = { title: 'T', seed: 1, sections: [{ kind: 'word-search', count: 1, difficulty: 'easy', options: { words: [...LIST, 'ox'] } }] };
    let problems: UserError['problems'] = [];
    try {
      checkedBy(specSchema, spec, 'invalid-spec');
    } catch (error) {
      problems = (error as UserError).problems;
    }
    expect(problems).toEqual([{ path: ['sections', 0, 'options', 'words'], code: 'word-short', values: { word: 'ox', letters: 2, least: 3 }, message: '"ox" has 2 letters; a word takes 3 or more, as one of fewer reads by chance all over a grid' }]);
  });

  it('says how many words a band takes at a size', () => {
    expect(refused({ words: ['lion', 'tiger', 'zebra'], size: 15 }, 'hard')).toBe('words: hard at 15×15 takes 15 words or more, and the list has 3; add words, or choose a smaller grid or an easier band');
    expect(refused({ words: LIST.slice(0, 6), size: 8 })).toBeNull();
    // Easy's score has no floor: a short list is never too few for it.
    expect(refused({ words: ['lion', 'tiger', 'zebra'], size: 15 })).toBeNull();
    // With no size asked, the grid is sized to the list, and takes it at every band (own-lists.test.ts).
    expect(refused({ words: ['lion', 'tiger', 'zebra'] }, 'hard')).toBeNull();
  });

  it('names a theme that is none, and the themes there are', () => {
    expect(refused({ theme: 'dinosaurs' })).toBe('theme: "dinosaurs" is not a theme; the 24 themes (animals, birds, body, …) are listed in docs/kinds/word-search.md, or give your own list as words');
    expect(refused({ theme: 'space' })).toBeNull();
    // With a list of its own, a theme is only its heading.
    expect(refused({ theme: 'Our class', words: LIST })).toBeNull();
  });

  it('needs a direction of the band\'s hardest class among the directions asked for', () => {
    expect(refused({ directions: 'E S' }, 'hard')).toBe('hard needs words running W or N among its directions; the directions E S make easy puzzles');
    expect(refused({ directions: ['E', 'S', 'SE'] }, 'expert')).toBe('expert needs words running SW or NW among its directions; the directions E SE S make easy and medium puzzles');
    expect(refused({ directions: 'E S W' }, 'hard')).toBeNull();
  });

  it('refuses no directions at all once, as the option it is, and weighs no band against it (issue 107)', () => {
    for (const directions of [[], '', ' , ']) {
      const parsed = specSchema.safeParse({ title: 'T', seed: 1, sections: [{ kind: 'word-search', count: 1, difficulty: 'easy', options: { directions } }] });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['sections.0.options.directions', 'needs at least one direction']]);
    }
  });

  it('refuses a message that takes more than half the grid', () => {
    expect(refused({ size: 8, message: 'a very long message indeed, longer than half of sixty four letters' })).toMatch(/^message: its 54 letters are more than half the 8×8 grid's/);
    expect(kind.options.safeParse({ message: '1, 2, 3!' }).success).toBe(false);
  });

  it('refuses bad options in the schema\'s own words', () => {
    expect(kind.options.safeParse({ size: 7 }).success).toBe(false);
    expect(kind.options.safeParse({ directions: 'E UP' }).success).toBe(false);
    expect(kind.options.safeParse({ words: Array.from({ length: 61 }, (_, i) => `word${'x'.repeat(i % 3)}`) }).success).toBe(false);
    expect(kind.options.safeParse({ size: 10, rows: 10 }).success).toBe(false);
    expect(kind.options.parse({ words: 'lion, tiger , zebra' }).words).toEqual(['lion', 'tiger', 'zebra']);
    expect(kind.options.parse({ directions: 's,e' }).directions).toEqual(['E', 'S']);
  });

  it('makes nothing in a language with no themes of its own, and says which file it needs', () => {
    expect(() => inLanguage('pl', () => kind.generate(new Rng('x'), kind.options.parse({}), 'easy'))).toThrow(UserError);
    expect(() => inLanguage('pl', () => kind.generate(new Rng('x'), kind.options.parse({}), 'easy'))).toThrow(/^src\/engine\/wordkit\/themes\/pl\.json: missing \(Word Search's letters and themes\): write the language's own, as src\/engine\/wordkit\/themes\/en\.json is laid out \(there are de, en, es, /);
  });
});

describe('an author\'s list and message', () => {
  it('hides every word of the list, printed in capitals in the language\'s order, under its heading', () => {
    const made = inLanguage('de', () => kind.generate(new Rng('author'), kind.options.parse({ words: ['Bär', 'Straße', 'Igel', 'Fuchs', 'Dachs', 'Reh', 'Hase', 'Wolf'], theme: 'Im Wald', size: 10 }), 'easy'))!;
    expect(made.puzzle.words).toEqual(['BÄR', 'DACHS', 'FUCHS', 'HASE', 'IGEL', 'REH', 'STRASSE', 'WOLF']);
    expect(made.puzzle.theme).toBe('Im Wald');
    // A theme's id beside a list (what the Make page sends) heads it with the theme's title, in the book's language.
    const titled = inLanguage('de', () => kind.generate(new Rng('author'), kind.options.parse({ words: ['Bär', 'Igel', 'Fuchs', 'Dachs', 'Reh', 'Hase', 'Wolf', 'Luchs'], theme: 'animals', size: 10 }), 'easy'))!;
    expect(titled.puzzle.theme).toBe(inLanguage('de', () => kind.lists!.themes('de').find((t) => t.id === 'animals')!.title));
    expect(titled.puzzle.theme).not.toBe('animals');
    // The grid keeps German's Ä, and writes ß as two letters.
    expect(made.puzzle.letters.flat()).toContain('Ä');
  });

  it('spells a hidden message in the letters no word takes, in reading order', () => {
    // The theme's spare words fill the grid until the cells left are the message's: a short
    // message lists more words, the band's range growing with them (grade.ts bounds).
    const options = kind.options.parse({ theme: 'animals', size: 10, message: 'Well done, you!' });
    const made = Array.from({ length: 10 }, (_, i) => kind.generate(new Rng(`message/${i}`), options, 'hard')).find(Boolean)!;
    expect(made).not.toBeNull();
    expect(made.puzzle.message).toEqual({ length: 11 });
    expect(made.puzzle.words.length).toBeGreaterThan(12);
    expect(made.solution.message).toBe('WELLDONEYOU');
    expect(leftOver(made.puzzle, made.solution.placements)).toBe('WELLDONEYOU');
    expect(kind.check(made.puzzle, made.solution)).toBeNull();
    expect(kind.solve(made.puzzle, 2).solutions).toEqual([made.solution]);
    // A long message leaves an easy puzzle's few words.
    const long = kind.options.parse({ theme: 'animals', size: 10, message: 'You found every animal in the grid, well done!' });
    const easy = kind.generate(new Rng('message/easy'), long, 'easy')!;
    expect(easy.solution.message).toBe('YOUFOUNDEVERYANIMALINTHEGRIDWELLDONE');
    expect(easy.grade.level).toBe(1);
  });
});
