/**
 * Word Search's answer check (from the rules, not the solver), its plain-text form (what
 * `solve` and `explain` read beside JSON), what a stored record shows that its options could
 * not have made, its likeness, and its drawing: the grid, the list in columns under it, the
 * answer's rings.
 */
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { puzzleLines } from '../../../src/kinds/request.ts';
import { listLayout } from '../../../src/kinds/word-search/draw.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import type { WordSearchPuzzle, WordSearchSolution } from '../../../src/kinds/word-search/schema.ts';

const made = kind.generate(new Rng('test/word-search/check'), kind.options.parse({ theme: 'animals' }), 'hard')!;
const { puzzle, solution } = made;
const placement = (i: number, change: object): WordSearchSolution => ({ placements: solution.placements.map((p, k) => (k === i ? { ...p, ...change } : p)) });

describe('the word-search answer check', () => {
  it('takes the answer, and names the first thing wrong with another', () => {
    expect(kind.mistake(puzzle, solution)).toBeNull();
    expect(kind.mistake(puzzle, { placements: solution.placements.slice(1) })).toMatchObject({ says: 'count', data: { count: puzzle.words.length - 1, words: puzzle.words.length } });
    expect(kind.mistake(puzzle, placement(1, { word: 'PUMA' }))).toMatchObject({ says: 'word', data: { n: 2, word: 'PUMA', listed: puzzle.words[1] }, at: ['word-1'] });
    expect(kind.mistake(puzzle, placement(0, { row: puzzle.rows - 1, col: puzzle.cols - 1, dir: 'E' }))).toMatchObject({ says: 'outside' });
    // A hard puzzle's words run E SE S W N NE: none SW.
    expect(puzzle.directions).not.toContain('SW');
    expect(kind.mistake(puzzle, placement(0, { dir: 'SW' }))).toMatchObject({ says: 'direction', data: { context: 'SW', word: puzzle.words[0] }, at: ['word-0'] });
    // One step along: the letters there are not the word's.
    const p = solution.placements[2]!;
    expect(kind.mistake(puzzle, placement(2, { col: p.col === 0 ? 1 : p.col - 1 }))?.says).toMatch(/^(letters|outside)$/);
    const at = { row: 0, col: 0 };
    const wrong = kind.mistake(puzzle, placement(3, { ...at, dir: 'E' }));
    if (wrong?.says === 'letters') expect(wrong.at).toEqual(['word-3', 'cell-0-0']);
  });

  it('says each in every language, as the answer check words it', () => {
    for (const lang of ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT']) {
      const said = inLanguage(lang, () => kind.check(puzzle, placement(1, { word: 'PUMA' })));
      expect(said, lang).toContain('PUMA');
      expect(said, lang).toContain(puzzle.words[1]);
    }
    expect(inLanguage('en', () => kind.check(puzzle, { placements: [] }))).toBe(`The answer places 0 words, but the list has ${puzzle.words.length}.`);
  });
});

describe('a word search written out as text', () => {
  it('is read back from what `text` prints: its letters, its words, any direction', () => {
    const read = kind.block!.read(kind.text(puzzle));
    expect(read).toEqual({ rows: puzzle.rows, cols: puzzle.cols, letters: puzzle.letters, words: puzzle.words, directions: ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'] });
    expect(kind.solve(read!, 2).solutions).toEqual([solution]);
  });

  it('takes letters unspaced or spaced, lower case, CRLF, and words several to a line', () => {
    const text = 'cat\r\nxox\r\ndog\r\n\r\nCat, dog\r\nox\r\n';
    expect(kind.block!.read(text)).toEqual({ rows: 3, cols: 3, letters: [['C', 'A', 'T'], ['X', 'O', 'X'], ['D', 'O', 'G']], words: ['CAT', 'DOG', 'OX'], directions: ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'] });
    expect(puzzleLines(text, 'stdin')).toMatchObject({ kind: 'word-search' });
  });

  it('says what keeps a text from being one', () => {
    expect(kind.block!.read('CAT\nDOG')).toBeNull();
    expect(kind.block!.problem('CAT\nDOG')).toBe('no blank line and words after the grid of letters');
    expect(kind.block!.problem('CAT\nDO\n\nCAT')).toBe('line 2 of the grid has 2 letters, where line 1 has 3');
    expect(kind.block!.problem('CAT\nD0G\n\nCAT')).toBe('line 2 of the grid has something other than a letter at its letter 2');
    expect(kind.block!.problem('\n\n')).toBe('no grid of letters');
    // Lines that are neither a Sudoku nor a word search: each named, and the whole named too.
    expect(() => puzzleLines('CAT\nD0G', 'stdin')).toThrow(/stdin: nor is it a Word Search written out: no blank line and words after the grid of letters/);
  });
});

describe("a stored word search against its options", () => {
  it('agrees with the options that made it, and names the field that does not', () => {
    const options = kind.options.parse({ theme: 'animals' });
    expect(kind.unlike(options, puzzle, solution, 'hard')).toEqual([]);
    expect(kind.unlike(kind.options.parse({ theme: 'animals', size: 12 }), puzzle, solution, 'hard')).toEqual(['puzzle: is 15×15 but its options ask for 12×12']);
    expect(kind.unlike(kind.options.parse({ theme: 'space' }), puzzle, solution, 'hard')).toEqual(['puzzle.theme: is "Animals" but options.theme space is headed "Space"']);
    expect(kind.unlike(options, { ...puzzle, directions: ['E', 'S'] }, solution, 'hard')).toEqual(['puzzle.directions: are E S but its options give E SE S W N NE']);
    expect(kind.unlike(kind.options.parse({ words: ['lion', 'tiger'], size: 15 }), puzzle, solution, 'hard')[0]).toBe('puzzle.words: are not options.words as printed');
    // A list with no size asked takes the size its words need (sizing.ts): two words, an 8×8.
    expect(kind.unlike(kind.options.parse({ words: ['lion', 'tiger'] }), puzzle, solution, 'hard')[0]).toBe('puzzle: is 15×15 but its options ask for 8×8');
  });

  it('is like the others of its section only by a theme it drew itself', () => {
    expect(kind.likeness!(puzzle, made.grade, kind.options.parse({}))).toEqual([{ key: 'theme: Animals', share: 0.25 }]);
    expect(kind.likeness!(puzzle, made.grade, kind.options.parse({ theme: 'animals' }))).toEqual([]);
  });
});

describe('the word-search drawing', () => {
  it('draws the grid with a keyed box a letter, the list in columns under it with a keyed box a word, and the answer\'s rings', () => {
    const figure = kind.draw(puzzle);
    const keys = figure.items.flatMap((i) => (i.type === 'box' && i.key ? [i.key] : []));
    expect(keys.filter((k) => k.startsWith('cell-'))).toHaveLength(puzzle.rows * puzzle.cols);
    expect(keys.filter((k) => k.startsWith('word-'))).toHaveLength(puzzle.words.length);
    const texts = figure.items.flatMap((i) => (i.type === 'text' ? [i.text] : []));
    for (const w of puzzle.words) expect(texts).toContain(w);
    expect(texts).toContain('Animals');
    // Under the grid: every word's box lies below its last row (the grid's labels moved it right and down).
    const grid = figure.items.find((i) => i.type === 'box' && i.role === 'frame')!;
    const bottom = grid.type === 'box' ? grid.y + grid.h : 0;
    for (const i of figure.items) if (i.type === 'box' && i.key?.startsWith('word-')) expect(i.y).toBeGreaterThan(bottom);
    const answer = kind.draw(puzzle, solution);
    const rings = answer.items.filter((i) => i.type === 'line' && i.role === 'loop');
    expect(rings.length).toBeGreaterThanOrEqual(puzzle.words.length * 4);
    expect(kind.drawAnswer!(puzzle, solution).items.some((i) => i.type === 'box' && i.key?.startsWith('word-'))).toBe(false);
  });

  it("sets the key's letters no word takes quieter than the words' own, as a published key does", () => {
    const letters = (f: ReturnType<typeof kind.draw>) => f.items.filter((i) => i.type === 'text' && /^\p{Lu}$/u.test(i.text) && i.size === 0.7);
    const answer = kind.drawAnswer!(puzzle, solution);
    const taken = kind.text(puzzle, solution).split('\n').slice(0, puzzle.rows).join('').replace(/[\s·]/g, '').length;
    const roles = letters(answer).map((i) => (i.type === 'text' ? i.role : ''));
    expect(roles.filter((r) => r === 'given')).toHaveLength(taken);
    expect(roles.filter((r) => r === 'label')).toHaveLength(puzzle.rows * puzzle.cols - taken);
    // The puzzle itself sets every letter alike.
    expect(new Set(letters(kind.draw(puzzle)).map((i) => (i.type === 'text' ? i.role : '')))).toEqual(new Set(['given']));
  });

  it('draws a screen its grid alone, its rows and columns numbered as large as its letters, and gives the page the list under its heading', () => {
    const screen = kind.draw(puzzle, undefined, { readable: true });
    expect(screen.items.some((i) => i.type === 'box' && i.key?.startsWith('word-'))).toBe(false);
    expect(screen.list).toEqual({ title: 'Animals', items: puzzle.words });
    const sizes = new Set(screen.items.flatMap((i) => (i.type === 'text' ? [i.size] : [])));
    expect([...sizes]).toEqual([0.7]);
    // With no theme, the list is headed by what it is.
    expect(kind.draw({ ...puzzle, theme: undefined }, undefined, { readable: true }).list!.title).toBe('Words to find');
  });

  it('sets each column of the list as wide as its own widest word, so one long word does not cost a column', () => {
    const transport = ['AMBULANCE', 'BICYCLE', 'BULLDOZER', 'COACH', 'DIGGER', 'DOUBLE-DECKER', 'GLIDER', 'GONDOLA', 'KAYAK', 'LORRY', 'MONORAIL', 'MOTORBIKE', 'PLANE', 'RICKSHAW', 'SLEDGE', 'TAXI', 'TRAM', 'WHEEL', 'YACHT'];
    const { lines, starts, width } = listLayout(transport, 15);
    expect([lines, starts.length]).toEqual([7, 3]);
    expect(width).toBeLessThanOrEqual(15);
    // Each column starts past the one before's widest word.
    expect(starts[1]! - starts[0]!).toBeGreaterThan(starts[2]! - starts[1]!);
  });

  it('sets a long list in fewer columns, and a heading wider than the grid widens the figure', () => {
    const narrow: WordSearchPuzzle = { ...puzzle, words: ['ELEPHANT SEAL', 'HIPPOPOTAMUS', 'RHINOCEROS'] };
    const wide: WordSearchPuzzle = { ...puzzle, words: ['OX', 'YAK', 'EMU'] };
    const rowsOf = (p: WordSearchPuzzle) => new Set(kind.draw(p).items.flatMap((i) => (i.type === 'box' && i.key?.startsWith('word-') ? [i.y] : []))).size;
    expect(rowsOf(narrow)).toBeGreaterThan(rowsOf(wide));
    const heading = kind.draw({ ...puzzle, theme: 'A heading far longer than any grid of these letters is wide' });
    expect(heading.width).toBeGreaterThan(kind.draw(puzzle).width);
  });
});
