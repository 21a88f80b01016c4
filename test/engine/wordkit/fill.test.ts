import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/random.ts';
import { fillings, type Letters } from '../../../src/engine/wordkit/fill.ts';
import { density, layOnce, layOut } from '../../../src/engine/wordkit/layout.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { connected, type SlotGrid, slotGrid, slotGridOf } from '../../../src/engine/wordkit/slots.ts';
import { cases } from '../../cases.ts';

/**
 * The slot grid's proof against a counter written here from the rules alone: every way of giving
 * each slot a word of its length, each word once, kept where every cell reads one letter.
 */
function bruteCount(grid: SlotGrid, words: readonly Letters[]): number {
  const n = grid.slots.length;
  const used = new Array<boolean>(words.length).fill(false);
  const pick = new Array<number>(n).fill(-1);
  let count = 0;
  const go = (s: number) => {
    if (s === n) {
      const cell = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        const cells = grid.slots[i]!.cells;
        const w = words[pick[i]!]!;
        for (let k = 0; k < cells.length; k++) {
          const had = cell.get(cells[k]!);
          if (had !== undefined && had !== w[k]) return;
          cell.set(cells[k]!, w[k]!);
        }
      }
      count++;
      return;
    }
    for (let w = 0; w < words.length; w++) {
      if (used[w] || words[w]!.length !== grid.slots[s]!.cells.length) continue;
      used[w] = true;
      pick[s] = w;
      go(s + 1);
      used[w] = false;
    }
  };
  go(0);
  return count;
}

/** Words of a tiny alphabet, so that many fill a grid many ways. */
function tinyWords(rng: Rng, count: number, letters: number): Letters[] {
  const seen = new Set<string>();
  const words: Letters[] = [];
  while (words.length < count) {
    const length = 2 + rng.int(4);
    const w = Array.from({ length }, () => rng.int(letters));
    if (seen.has(w.join())) continue;
    seen.add(w.join());
    words.push(w);
  }
  return words;
}

describe('slot grid', () => {
  it('numbers its slots as a crossword does: row by row, an across and a down starting together share a number', () => {
    // # . . . #      1 across at (0,1); 1 down at (0,1); 2 down at (0,3)
    // . . # . .      3 across at (1,0)? no: (1,0)-(1,1) is a slot: 3 across; (1,3)-(1,4): 4 across
    // # . . . #      5 across at (2,1)
    const rows = ['#...#', '..#..', '#...#'];
    const grid = slotGridOf(rows.map((r) => [...r].map((ch) => (ch === '#' ? null : 'A'))));
    const said = grid.slots.map((s) => `${s.number}${s.across ? 'a' : 'd'}:${s.cells.join(',')}`);
    expect(said).toEqual(['1a:1,2,3', '1d:1,6,11', '2d:3,8,13', '3a:5,6', '4a:8,9', '5a:11,12,13']);
  });

  it('is connected only when every open cell is reached', () => {
    expect(connected(slotGridOf([['A', 'B'], ['C', null]]))).toBe(true);
    expect(connected(slotGridOf([['A', 'B', null, 'C', 'D']]))).toBe(false);
  });
});

describe('fillings: the proof of a slot puzzle', () => {
  it('counts exactly what the brute-force counter counts, on full word squares of a small alphabet', () => {
    const rng = new Rng('word squares');
    for (let t = 0; t < cases(40, 400); t++) {
      // A full 3×3: six slots of three letters, filled from one random square and decoys.
      const square = Array.from({ length: 9 }, () => rng.int(2));
      const grid = slotGrid(3, 3, new Uint8Array(9).fill(1));
      const words = grid.slots.map((s) => s.cells.map((c) => square[c]!));
      // Two slots may read the same letters: a list holds a word once, so that square is passed by.
      if (new Set(words.map((w) => w.join())).size !== words.length) continue;
      const got = fillings(grid, words, Infinity);
      expect(got.complete).toBe(true);
      expect(got.count).toBe(bruteCount(grid, words));
      expect(got.count).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts exactly what the brute-force counter counts, on criss-cross layouts whose list reads the same letters many ways', () => {
    const rng = new Rng('tiny criss-cross');
    let checked = 0;
    let many = 0;
    for (let t = 0; t < cases(150, 1500); t++) {
      const words = tinyWords(rng, 3 + rng.int(5), 2 + rng.int(2));
      const board = layOnce(words, 0, rng, 9, 9, 0.5);
      if (!board) continue;
      // The grid as its cells show it: its slots' words read back from the letters laid.
      const cells = new Map<string, number>();
      for (const l of board.laid) words[l.word]!.forEach((code, k) => cells.set(`${l.row + (l.across ? 0 : k)},${l.col + (l.across ? k : 0)}`, code));
      const rs = [...cells.keys()].map((k) => +k.split(',')[0]!);
      const cs = [...cells.keys()].map((k) => +k.split(',')[1]!);
      const top = Math.min(...rs);
      const left = Math.min(...cs);
      const rows = Math.max(...rs) - top + 1;
      const cols = Math.max(...cs) - left + 1;
      const letters = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cells.get(`${r + top},${c + left}`) ?? null));
      const grid = slotGridOf(letters.map((row) => row.map((x) => (x === null ? null : String(x)))));
      expect(grid.slots.length).toBe(words.length);
      const got = fillings(grid, words, Infinity);
      expect(got.complete).toBe(true);
      expect(got.count).toBe(bruteCount(grid, words));
      if (got.count > 1) many++;
      // Each filling it gives reads one letter a cell.
      for (const f of got.found) {
        const at = new Map<number, number>();
        f.forEach((w, s) => grid.slots[s]!.cells.forEach((cell, k) => expect(at.get(cell) ?? words[w]![k]).toBe((at.set(cell, words[w]![k]!), words[w]![k]))));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(cases(150, 1500) / 3);
    // Lists that fill their grid more than one way are among them: the counter is tried where it matters.
    expect(many).toBeGreaterThan(checked / 10);
  });

  it('says unknown, never one, when its budget runs out', () => {
    const grid = slotGrid(3, 3, new Uint8Array(9).fill(1));
    const words = grid.slots.map((s) => s.cells.map(() => 0));
    words.forEach((w, i) => (w[0] = i));
    const got = fillings(grid, words, 2, 3);
    expect(got.complete).toBe(false);
  });

  it('refuses a list of another length than the slots', () => {
    const grid = slotGrid(1, 3, new Uint8Array(3).fill(1));
    expect(fillings(grid, [[0, 1, 2], [1, 2, 0]]).count).toBe(0);
  });
});

describe('criss-cross layout', () => {
  const lexicon = lexiconFor('en')!;
  it('lays every word of a theme, within its sides, in one piece, the slots being the words, filled one way only', () => {
    const rng = new Rng('layouts');
    let laid = 0;
    for (let t = 0; t < cases(12, 120); t++) {
      const theme = [...lexicon.themes.values()][t % lexicon.themes.size]!;
      const all = theme.words.map((w) => lexicon.alphabet.codesOf(w)!).filter((w) => w.length <= 13);
      const words = all.filter((_, i) => i % 3 === t % 3).slice(0, 10);
      const layout = layOut(words, rng, 15, 15);
      if (!layout) continue;
      expect(layout.rows).toBeLessThanOrEqual(15);
      expect(layout.cols).toBeLessThanOrEqual(15);
      expect(connected(layout.grid)).toBe(true);
      expect([...layout.wordOf].sort((a, b) => a - b)).toEqual(words.map((_, i) => i));
      layout.grid.slots.forEach((s, i) => expect(s.cells.map((c) => layout.letters[c])).toEqual(words[layout.wordOf[i]!]));
      expect(bruteCount(layout.grid, words)).toBe(1);
      expect(density(layout)).toBeGreaterThan(0.2);
      laid++;
    }
    expect(laid).toBeGreaterThanOrEqual(cases(12, 120) * 0.75);
  });

  it('lays the same words the same way from the same seed', () => {
    const words = ['lion', 'tiger', 'zebra', 'camel', 'otter', 'panda'].map((w) => lexicon.alphabet.codesOf(w)!);
    const a = layOut(words, new Rng('same'), 12, 12)!;
    const b = layOut(words, new Rng('same'), 12, 12)!;
    expect(a.laid).toEqual(b.laid);
  });
});
