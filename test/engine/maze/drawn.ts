/**
 * Mazes drawn by hand for the maze tests, read from characters by the rules alone (no code of
 * the kit or the kind): 2R+1 lines of 2C+1 characters, a square at each odd line and column,
 * `#` a wall between two squares (or at a corner, or inside a square sealed off), anything
 * else an opening; on the border, `S` the entrance and `E` the exit.
 */
import type { MazePuzzle } from '../../../src/kinds/maze/schema.ts';

/** The record of a drawn maze: its open sides as bits (1 north, 2 east, 4 south, 8 west). */
export function drawn(lines: readonly string[]): MazePuzzle {
  const rows = (lines.length - 1) / 2;
  const cols = (lines[0]!.length - 1) / 2;
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || lines.some((l) => l.length !== lines[0]!.length)) throw new Error('a drawn maze is 2R+1 lines of 2C+1 characters');
  const open = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  let start: [number, number] | null = null;
  let end: [number, number] | null = null;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [y, x] = [2 * r + 1, 2 * c + 1];
      const around: [number, string][] = [
        [1, lines[y - 1]![x]!],
        [2, lines[y]![x + 1]!],
        [4, lines[y + 1]![x]!],
        [8, lines[y]![x - 1]!],
      ];
      for (const [bit, ch] of around) {
        if (ch === '#') continue;
        open[r]![c]! |= bit;
        if (ch === 'S') start = [r, c];
        if (ch === 'E') end = [r, c];
      }
    }
  }
  if (!start || !end) throw new Error('a drawn maze has an S and an E on its border');
  return { shape: 'rect', rows, cols, open, start, end };
}

/** The passages of a record as pairs of squares `r,c-r,c` (each once, the lower first), for comparing mazes. */
export function passagesOf(p: MazePuzzle): string[] {
  const out: string[] = [];
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++) {
      if (p.open[r]![c]! & 2 && c + 1 < p.cols) out.push(`${r},${c}-${r},${c + 1}`);
      if (p.open[r]![c]! & 4 && r + 1 < p.rows) out.push(`${r},${c}-${r + 1},${c}`);
    }
  return out;
}

/** One corridor winding down a 5×5, an alcove off it at the right: one way, every step of it a bridge. */
export const CORRIDOR: readonly string[] = [
  '#S#########',
  '#       # #',
  '####### # #',
  '#       # #',
  '# ####### #',
  '#         #',
  '######### #',
  '#         #',
  '# #########',
  '#         E',
  '###########',
];
