import { describe, expect, it } from 'vitest';
import { DIRECTIONS } from '../../../src/engine/wordkit/directions.ts';
import { ALL_DIRECTIONS, followWord, type LetterGrid, scanBoth, Trie } from '../../../src/engine/wordkit/scan.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const codes = (word: string) => [...word].map((l) => LETTERS.indexOf(l));
const gridOf = (rows: string[]): LetterGrid => ({ rows: rows.length, cols: rows[0]!.length, cells: Uint8Array.from(rows.join(''), (l) => LETTERS.indexOf(l)) });

/** Every reading of `word` by brute force: start, direction, as `${cell} ${dir}`. */
function brute(grid: LetterGrid, word: string): string[] {
  const out: string[] = [];
  const DR = [0, 1, 1, 1, 0, -1, -1, -1];
  const DC = [1, 1, 0, -1, -1, -1, 0, 1];
  for (let r = 0; r < grid.rows; r++)
    for (let c = 0; c < grid.cols; c++)
      for (let d = 0; d < 8; d++) {
        let ok = true;
        for (let k = 0; k < word.length && ok; k++) {
          const [rr, cc] = [r + DR[d]! * k, c + DC[d]! * k];
          ok = rr >= 0 && rr < grid.rows && cc >= 0 && cc < grid.cols && grid.cells[rr * grid.cols + cc] === LETTERS.indexOf(word[k]!);
        }
        if (ok) out.push(`${r * grid.cols + c} ${DIRECTIONS[d]}`);
      }
  return out.sort();
}

const GRID = gridOf(['CATSX', 'AOAAT', 'TAPAC', 'SXTOC', 'TACXT']);

describe('the trie walk', () => {
  it('reads every pattern in every direction, as a brute-force scan does', () => {
    const words = ['CAT', 'TAC', 'AT', 'TAP', 'CATS', 'OAT'];
    const trie = new Trie(26);
    words.forEach((w, i) => trie.add(codes(w), i));
    const found = words.map(() => [] as string[]);
    trie.scan(GRID, ALL_DIRECTIONS, (id, start, dir, length) => {
      expect(length).toBe(words[id]!.length);
      found[id]!.push(`${start} ${DIRECTIONS[dir]}`);
    });
    words.forEach((w, i) => expect(found[i]!.sort(), w).toEqual(brute(GRID, w)));
  });

  it('keeps the first id of a pattern added twice, and says which', () => {
    const trie = new Trie(26);
    expect(trie.add(codes('CAT'), 0)).toBe(true);
    expect(trie.add(codes('CAT'), 1)).toBe(false);
    expect(trie.idAt(codes('CAT'))).toBe(0);
    expect(trie.idAt(codes('CA'))).toBe(-1);
    expect(trie.idAt(codes('DOG'))).toBe(-1);
  });

  it('reads two trees in one walk as each alone reads them', () => {
    const a = new Trie(26);
    const b = new Trie(26);
    ['CAT', 'AT', 'XT'].forEach((w, i) => a.add(codes(w), i));
    ['TAP', 'CATS', 'AT'].forEach((w, i) => b.add(codes(w), i));
    const alone = (t: Trie) => {
      const out: string[] = [];
      t.scan(GRID, ALL_DIRECTIONS, (id, start, dir, length) => out.push(`${id} ${start} ${dir} ${length}`));
      return out.sort();
    };
    const both: [string[], string[]] = [[], []];
    scanBoth(GRID, ALL_DIRECTIONS, a, b, (which, id, start, dir, length) => both[which].push(`${id} ${start} ${dir} ${length}`));
    expect(both[0].sort()).toEqual(alone(a));
    expect(both[1].sort()).toEqual(alone(b));
  });

  it('ends a walk at a letter past its alphabet, as a grid holding a letter no pattern has', () => {
    const small = new Trie(3);
    small.add([0, 1], 0);
    const grid: LetterGrid = { rows: 1, cols: 4, cells: Uint8Array.from([0, 1, 7, 0]) };
    const found: number[] = [];
    small.scan(grid, ALL_DIRECTIONS, (_id, start) => found.push(start));
    expect(found).toEqual([0]);
  });

  it('follows a word from each of its first letters, telling how far it reads', () => {
    const told: string[] = [];
    followWord(GRID, codes('TAP'), [0, 2], (start, dir, read) => told.push(`${start} ${DIRECTIONS[dir]} ${read}`));
    // Row 3 reads TAP across, column 3 down; row 5 reads TA, then C; a T with no A after it is not told.
    expect(told.sort()).toEqual(['10 E 3', '2 S 3', '20 E 2']);
  });
});
