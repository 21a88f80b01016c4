import { digitsOf } from '../bits.ts';
import type { Board } from '../board.ts';
import { bivalueCells } from '../links.ts';
import { type GridTechnique, squareIn } from '../technique.ts';
import { anySeesBoth, bivalueLinks, seesBoth } from './bivalue.ts';

/** The longest chain looked for, in cells: past it a reader loses the thread, and the search stays bounded. */
export const REMOTE_PAIRS_MAX = 12;

/**
 * Remote Pairs: cells left the same two digits x and y, each seeing the next, so the digits
 * alternate along the chain. Two of its cells an odd number of links apart (four cells or more:
 * one link apart they are a naked pair) hold x and y between them, so both digits are crossed off
 * every cell that sees both. The shortest such chain is told, from the cell read first.
 */
export const remotePairs: GridTechnique = {
  key: 'remote-pairs',
  says: 'remote-pairs',
  find(board: Board) {
    const { shape, cand } = board;
    const cells = bivalueCells(board);
    if (cells.length < 4) return null;
    // The cells of each pair together, each pair's in reading order.
    cells.sort((a, b) => cand[a]! - cand[b]! || a - b);
    let best: number[] | null = null;
    for (let lo = 0, hi = 0; lo < cells.length; lo = hi) {
      const pair = cand[cells[lo]!]!;
      while (hi < cells.length && cand[cells[hi]!] === pair) hi++;
      const group = cells.slice(lo, hi);
      if (group.length < 4) continue;
      const dist = new Int8Array(group.length);
      const parent = new Int8Array(group.length);
      for (let s = 0; s < group.length; s++) {
        // Breadth first from s: each cell's fewest links from it, and the cell before it on that path.
        dist.fill(-1);
        dist[s] = 0;
        const queue = [s];
        for (let i = 0; i < queue.length; i++) {
          const u = queue[i]!;
          if (dist[u]! + 1 >= REMOTE_PAIRS_MAX) continue;
          for (let v = 0; v < group.length; v++) {
            if (dist[v] !== -1 || !board.sees(group[u]!, group[v]!)) continue;
            dist[v] = dist[u]! + 1;
            parent[v] = u;
            queue.push(v);
          }
        }
        for (let t = s + 1; t < group.length; t++) {
          const d = dist[t]!;
          if (d < 3 || d % 2 === 0 || (best && d + 1 >= best.length) || !anySeesBoth(board, group[s]!, group[t]!, pair)) continue;
          const chain = [group[t]!];
          for (let v = t; v !== s; v = parent[v]!) chain.push(group[parent[v]!]!);
          best = chain.reverse();
        }
      }
    }
    if (!best) return null;
    const pair = cand[best[0]!]!;
    const [x, y] = digitsOf(pair) as [number, number];
    const strike = seesBoth(board, best[0]!, best.at(-1)!, pair);
    return {
      from: best,
      place: [],
      strike,
      paper: 2 * best.length,
      data: { x, y, chain: best.map((c) => squareIn(shape, c)), cells: strike.map((s) => squareIn(shape, s.cell)) },
      links: bivalueLinks(
        best,
        best.map(() => pair),
        x,
      ),
    };
  },
};
