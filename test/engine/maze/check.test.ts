/**
 * The maze's answer check (from the rules, not the solver) on hand-made wrong lines, each
 * mistake named with its squares and said in every language; what a stored maze shows that its
 * options could not have made; its plain text (walls, corners, the doors' gaps, the way); and
 * the record's schema refusing bad records, naming the field by its zod path.
 */
import { describe, expect, it } from 'vitest';
import { disproof } from '../../../src/book/make.ts';
import { bookLanguages } from '../../../src/engine/catalog.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import type { MazePuzzle, MazeSolution } from '../../../src/kinds/maze/schema.ts';
import { CORRIDOR, drawn } from './drawn.ts';

const corridor = drawn(CORRIDOR);
const line: MazeSolution = {
  path: [
    [0, 0], [0, 1], [0, 2], [0, 3], [1, 3], [1, 2], [1, 1], [1, 0], [2, 0], [2, 1], [2, 2], [2, 3], [2, 4],
    [3, 4], [3, 3], [3, 2], [3, 1], [3, 0], [4, 0], [4, 1], [4, 2], [4, 3], [4, 4],
  ],
};
const wrong = (path: [number, number][]) => kind.mistake(corridor, { path });

describe('the maze answer check', () => {
  it('takes the one way, and names the first thing wrong with a line, with its squares', () => {
    expect(kind.mistake(corridor, line)).toBeNull();
    // Starting a square in.
    expect(wrong(line.path.slice(1))).toEqual({ says: 'start', data: { row: 1, column: 2, startRow: 1, startColumn: 1 }, at: ['cell-0-1'] });
    // Stopping a square short.
    expect(wrong(line.path.slice(0, -1))).toEqual({ says: 'end', data: { row: 5, column: 4, endRow: 5, endColumn: 5 }, at: ['cell-4-3'] });
    // Out of the entrance and in again: the first square outside.
    expect(wrong([[-1, 0], ...line.path])).toEqual({ says: 'outside', data: { n: 1, row: 0, column: 1 }, at: [] });
    expect(wrong([...line.path, [4, 5]])).toMatchObject({ says: 'outside', data: { n: line.path.length + 1, row: 5, column: 6 } });
    // Leaping a square.
    expect(wrong([[0, 0], [0, 2], ...line.path.slice(3)])).toEqual({ says: 'jump', data: { row: 1, column: 1, row2: 1, column2: 3 }, at: ['cell-0-0', 'cell-0-2'] });
    // Diagonally.
    expect(wrong([[0, 0], [1, 1]])).toMatchObject({ says: 'jump' });
    // Through the wall under the second square of the top row.
    expect(wrong([[0, 0], [0, 1], [1, 1], [1, 0], ...line.path.slice(8)])).toEqual({ says: 'wall', data: { row: 1, column: 2, row2: 2, column2: 2 }, at: ['cell-0-1', 'cell-1-1'] });
    // Into the alcove and back out: a square twice.
    const alcove: [number, number][] = [...line.path.slice(0, 13), [1, 4], [2, 4], ...line.path.slice(13)];
    expect(wrong(alcove)).toEqual({ says: 'twice', data: { row: 3, column: 5 }, at: ['cell-2-4'] });
    // A step that stays on its square is a square twice, not a jump.
    expect(wrong([[0, 0], [0, 0], ...line.path.slice(1)])).toMatchObject({ says: 'twice' });
  });

  it('says each mistake in every language, its rows and columns counted from 1', () => {
    for (const lang of bookLanguages()) {
      const said = inLanguage(lang, () => kind.check(corridor, { path: [[0, 0], [0, 1], [1, 1]] }));
      expect(said, lang).toMatch(/1\D+2\D+2\D+2/);
      expect(said, lang).not.toMatch(/\{\{|undefined/);
      expect(inLanguage(lang, () => kind.check(corridor, line)), lang).toBeNull();
    }
    expect(inLanguage('en', () => kind.check(corridor, { path: [[0, 0], [0, 1], [1, 1]] }))).toBe('The line crosses the wall between row 1, column 2 and row 2, column 2.');
    expect(inLanguage('en', () => kind.check(corridor, { path: line.path.slice(0, -1) }))).toBe('The line ends in row 5, column 4, not at the exit in row 5, column 5.');
  });

  it('takes the stored way of a made maze and refuses it reversed', () => {
    const { puzzle, solution } = kind.generate(new Rng('test/maze/check'), kind.options.parse({ size: 12 }), 'hard')!;
    expect(kind.mistake(puzzle, solution)).toBeNull();
    expect(kind.mistake(puzzle, { path: [...solution.path].reverse() })?.says).toBe('start');
  });
});

/**
 * The text of a drawn maze, written from its picture alone: each corner `+`, a wall across
 * `---` and a wall down `|`, an opening (the doors too) blank, ` o ` on a square of `way`.
 */
function textOf(lines: readonly string[], way: readonly [number, number][] = []): string {
  const on = new Set(way.map(([r, c]) => `${r},${c}`));
  return lines
    .map((l, y) =>
      [...l]
        .map((ch, x) => {
          if (y % 2 === 0) return x % 2 === 0 ? '+' : ch === '#' ? '---' : '   ';
          if (x % 2 === 0) return ch === '#' ? '|' : ' ';
          return on.has(`${(y - 1) / 2},${(x - 1) / 2}`) ? ' o ' : '   ';
        })
        .join(''),
    )
    .join('\n');
}

describe('a maze written out as text', () => {
  it('draws every wall and corner, the doors as gaps, and the way', () => {
    expect(kind.text(corridor)).toBe(textOf(CORRIDOR));
    expect(kind.text(corridor, line)).toBe(textOf(CORRIDOR, line.path));
    expect(kind.text(corridor).split('\n')[0]).toBe('+   +---+---+---+---+');
    expect(kind.text(corridor).split('\n')[9]).toBe(`|${' '.repeat(19)} `);
  });

  it('draws a made maze as its open bits say', () => {
    const { puzzle, solution } = kind.generate(new Rng('test/maze/text'), kind.options.parse({ rows: 6, cols: 9 }), 'medium')!;
    const lines = Array.from({ length: 2 * puzzle.rows + 1 }, (_, y) =>
      Array.from({ length: 2 * puzzle.cols + 1 }, (_, x) => {
        const [r, c] = [Math.floor((y - 1) / 2), Math.floor((x - 1) / 2)];
        if (y % 2 === 0 && x % 2 === 1) return y < 2 * puzzle.rows ? (puzzle.open[y / 2]![c]! & 1 ? ' ' : '#') : puzzle.open[puzzle.rows - 1]![c]! & 4 ? ' ' : '#';
        if (y % 2 === 1 && x % 2 === 0) return x < 2 * puzzle.cols ? (puzzle.open[r]![x / 2]! & 8 ? ' ' : '#') : puzzle.open[r]![puzzle.cols - 1]! & 2 ? ' ' : '#';
        return y % 2 === 1 && x % 2 === 1 ? ' ' : '#';
      }).join(''),
    );
    expect(kind.text(puzzle, solution)).toBe(textOf(lines, solution.path));
  });
});

describe('a stored maze against its options', () => {
  it('agrees with options of its size, and names what differs', () => {
    expect(kind.unlike(kind.options.parse({ size: 5 }), corridor, line, 'easy')).toEqual([]);
    expect(kind.unlike(kind.options.parse({ rows: 5, cols: 5 }), corridor, line, 'easy')).toEqual([]);
    expect(kind.unlike(kind.options.parse({ size: 8 }), corridor, line, 'easy')).toEqual(['puzzle: is 5×5 but its options ask for 8×8']);
    expect(kind.unlike(kind.options.parse({ rows: 5, cols: 6 }), corridor, line, 'easy')).toEqual(['puzzle: is 5×5 but its options ask for 5×6']);
    expect(kind.unlike(kind.options.parse({}), corridor, line, 'easy')).toEqual(['puzzle: is 5×5 but its options ask for 12×12']);
  });
});

describe('a maze with a square sealed off (issue 107: only its grade, measured otherwise, said so)', () => {
  // The corridor with its alcove's top square walled in on every side: row 1, column 5.
  const sealedLines = CORRIDOR.map((line, i) => (i === 2 ? '####### ###' : line));
  const sealed = drawn(sealedLines);

  it('is refused by the proof, naming the square as the steps count it', () => {
    expect(kind.puzzle.safeParse(sealed).success).toBe(true);
    const ways = kind.solve(sealed, 2).solutions;
    expect(ways).toHaveLength(1);
    expect(kind.unfit!(sealed)).toBe('the square at row 1, column 5 is sealed off: no passage from the entrance reaches it');
    expect(disproof('maze', sealed, ways[0]!)).toBe('the square at row 1, column 5 is sealed off: no passage from the entrance reaches it');
  });

  it('names the first square of each part sealed off, once a part', () => {
    // The alcove's two squares walled in each on its own, and then open to each other: two parts, then one.
    const two = drawn(sealedLines.map((line, i) => (i === 4 ? '# #########' : line)));
    expect(kind.unfit!(two)).toBe('2 parts are sealed off, no passage from the entrance reaching them: the first squares of row 1, column 5 and row 2, column 5');
    const one = drawn(CORRIDOR.map((line, i) => (i === 4 ? '# #########' : line)));
    expect(kind.unfit!(one)).toBe('the square at row 1, column 5 is sealed off: no passage from the entrance reaches it');
  });

  it('a maze every square of which is reached is fit', () => {
    expect(kind.unfit!(corridor)).toBeNull();
  });
});

describe('the maze record schema', () => {
  const issues = (input: unknown) => {
    const r = kind.puzzle.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };
  const withOpen = (change: (open: number[][]) => void): MazePuzzle => {
    const open = corridor.open.map((row) => [...row]);
    change(open);
    return { ...corridor, open };
  };

  it('takes a drawn maze as it is', () => {
    expect(issues(corridor)).toEqual([]);
  });

  it('refuses a wall open on one side only, naming the square by its path', () => {
    expect(issues(withOpen((o) => (o[0]![1]! |= 4)))).toEqual([{ path: 'open.0.1', message: 'is open toward row 2, column 2 (counted from 1), which is closed toward it' }]);
  });

  it('refuses an opening to the outside that is no door, and a door open on two sides', () => {
    expect(issues(withOpen((o) => (o[2]![0]! |= 8)))).toEqual([{ path: 'open.2.0', message: 'opens to the outside, but is neither the entrance nor the exit' }]);
    expect(issues(withOpen((o) => (o[0]![0]! |= 8)))).toEqual([{ path: 'open.0.0', message: 'must open to the outside on exactly one side, as the entrance' }]);
    expect(issues(withOpen((o) => (o[4]![4]! &= ~2)))).toContainEqual({ path: 'open.4.4', message: 'must open to the outside on exactly one side, as the exit' });
  });

  it('refuses an entrance off the border, outside the maze, or on the exit', () => {
    expect(issues({ ...corridor, start: [2, 2] })).toContainEqual({ path: 'start', message: 'must be on the border' });
    expect(issues({ ...corridor, start: [7, 0] })).toContainEqual({ path: 'start', message: 'must be a cell of the maze, [0, 0] to [4, 4] (a record counts rows and columns from 0)' });
    expect(issues({ ...corridor, end: [0, 0] })).toContainEqual({ path: 'end', message: 'must not be the entrance too' });
  });

  it('refuses rows of the wrong length, and the wrong number of rows', () => {
    expect(issues(withOpen((o) => o[3]!.pop()))).toEqual([{ path: 'open.3', message: 'must have 5 cells, not 4' }]);
    expect(issues(withOpen((o) => o.pop()))).toEqual([{ path: 'open', message: 'must have 5 rows, not 4' }]);
  });

  it('refuses sides past the four bits, a size out of range and another shape', () => {
    expect(issues(withOpen((o) => (o[1]![1]! = 16)))).toContainEqual({ path: 'open.1.1', message: 'must be at most 15' });
    expect(issues({ ...corridor, rows: 4 })).toContainEqual({ path: 'rows', message: 'must be between 5 and 60' });
    expect(issues({ ...corridor, shape: 'circle' })).toContainEqual({ path: 'shape', message: 'must be rect, heart, star, or round' });
  });
});
