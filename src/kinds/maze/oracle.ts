import type { Oracle } from '../../engine/oracle.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';

/**
 * Every line from the entrance to the exit that passes no square twice and crosses no wall,
 * from the rules alone: partial lines grown a square at a time, breadth first, each through an
 * opening of its last square (bits 1 north, 2 east, 4 south, 8 west) to a square inside the
 * maze not on it yet. Shares no code with the maze kit or the kind.
 */
export const oracle: Oracle<MazePuzzle, MazeSolution> = (p, cap = Infinity) => {
  const moves: [number, number, number][] = [
    [1, -1, 0],
    [2, 0, 1],
    [4, 1, 0],
    [8, 0, -1],
  ];
  const out: MazeSolution[] = [];
  let lines: [number, number][][] = [[[p.start[0], p.start[1]]]];
  while (lines.length > 0 && out.length < cap) {
    const longer: [number, number][][] = [];
    for (const line of lines) {
      const [r, c] = line[line.length - 1]!;
      if (r === p.end[0] && c === p.end[1]) {
        out.push({ path: line });
        if (out.length >= cap) break;
        continue;
      }
      for (const [bit, dr, dc] of moves) {
        const nr = r + dr;
        const nc = c + dc;
        if (!(p.open[r]![c]! & bit) || nr < 0 || nr >= p.rows || nc < 0 || nc >= p.cols) continue;
        if (line.some(([lr, lc]) => lr === nr && lc === nc)) continue;
        longer.push([...line, [nr, nc]]);
      }
    }
    lines = longer;
  }
  return out;
};
