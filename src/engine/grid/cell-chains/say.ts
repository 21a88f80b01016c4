import type { Square } from '../../grid-labels.ts';
import { listOf } from '../../words.ts';
import { chained, squares } from '../say.ts';
import type { GroupName } from '../shape.ts';
import { type CellChainTechnique, cellChainWords } from './words.ts';

/**
 * The sentences of the chains through bivalue cells, composed of their words (./words.ts): code
 * hands each message raw values and lists worded item by item (a chain's links, the kit's
 * squares), never words of its own. The data is each finding's, as the board stood.
 */

type Cell = { cell: Square; digits: number[]; on: number };

/** Digits joined as the language joins a list ("3 or 7"; Spanish "7 u 8"). */
const digits = (ds: readonly number[], type: 'and' | 'or') => listOf(ds.map(String), type);

/** Each cell of a chain after the first, as a link from the one before: it is not the digit that one is, but its other. */
const linksOf = (chain: readonly { cell: Square; on: number; digits?: number[] }[], context: 'xy' | 'pair') =>
  chained(
    chain.slice(1).map((c, i) =>
      cellChainWords.parts.link({ context, cell: c.cell, prev: chain[i]!.cell, digits: digits(c.digits ?? [], 'or'), off: chain[i]!.on, on: c.on }),
    ),
    null,
  );

/** Each technique's sentence, told its finding's data. */
export const cellChainSay: Record<CellChainTechnique, (data: object) => string> = {
  'w-wing': (data) => {
    const d = data as { a: Square; b: Square; x: number; y: number; house: GroupName; p: Square; q: Square; cells: Square[] };
    return cellChainWords.steps['w-wing']({
      ...d,
      count: d.cells.length,
      either: digits([d.x, d.y].sort((a, b) => a - b), 'or'),
      house: cellChainWords.parts.house({ context: d.house.kind, n: d.house.n, group: d.house }),
      cells: squares(d.cells, 'wing', 'and'),
    });
  },
  'remote-pairs': (data) => {
    const d = data as { x: number; y: number; chain: Square[]; cells: Square[] };
    // Read from x: the first cell is not x, so y, and each next the other.
    const read = d.chain.map((cell, i) => ({ cell, on: i % 2 === 0 ? d.y : d.x }));
    return cellChainWords.steps['remote-pairs']({
      count: d.cells.length,
      chain: squares(d.chain, 'wing', 'and'),
      start: d.chain[0]!,
      x: d.x,
      y: d.y,
      either: digits([d.x, d.y], 'or'),
      both: digits([d.x, d.y], 'and'),
      links: linksOf(read, 'pair'),
      cells: squares(d.cells, 'wing', 'and'),
    });
  },
  'xy-chain': (data) => {
    const d = data as { value: number; chain: Cell[]; cells: Square[] };
    return cellChainWords.steps['xy-chain']({
      count: d.cells.length,
      start: d.chain[0]!.cell,
      value: d.value,
      other: d.chain[0]!.on,
      either: digits(d.chain[0]!.digits, 'or'),
      links: linksOf(d.chain, 'xy'),
      cells: squares(d.cells, 'wing', 'and'),
    });
  },
};
