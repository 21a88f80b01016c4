import type { Board } from '../board.ts';
import type { GroupKind, GroupName, Shape } from '../shape.ts';
import { nameOf } from '../technique.ts';

/**
 * What the single-digit patterns read of a board: each digit's strong links (a row, a column
 * or a box with exactly two places left for it), found for every digit in one pass over the
 * houses, into buffers made once per shape. The patterns run on every board the generator
 * stalls on, so nothing here allocates once the buffers exist. Not re-entrant: each call
 * overwrites what the last one found (`find` never calls another `find`).
 */

/** The houses a link is a pair in, as bits. */
export const ROW = 1;
export const COLUMN = 2;
export const BOX = 4;

const KIND_BIT: Partial<Record<GroupKind, number>> = { row: ROW, column: COLUMN, box: BOX };

export interface Scratch {
  /** Each cell's row, column and box (indices into the shape's groups), -1 where it has none. */
  readonly row: Int32Array;
  readonly col: Int32Array;
  readonly box: Int32Array;
  /** The houses read (rows, then columns, then boxes), their kind bits, their cells end to end. */
  readonly houses: Int32Array;
  readonly kinds: Uint8Array;
  readonly cells: Int32Array;
  readonly start: Int32Array;
  /** Per box (group index): the rows and the columns (group indices) it spans; per row and per column, the boxes it crosses. */
  readonly boxRows: Map<number, number[]>;
  readonly boxCols: Map<number, number[]>;
  readonly rowBoxes: Map<number, number[]>;
  readonly colBoxes: Map<number, number[]>;
  /** Strong links found by the last `strongLinks`, digit v's k-th at v * per + k: its cells (a < b), the house that names it, the houses it is a pair in. */
  readonly per: number;
  readonly count: Int32Array;
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly house: Int32Array;
  readonly pairIn: Uint8Array;
  /** Each cell's peers as a bitset over the cells, `words` 32-bit words a cell: the x-chain's weak links, a set at a time. */
  readonly words: number;
  readonly peerBits: Uint32Array;
}

// Keyed by the shape's peer lists: a Calcudoku cut's shape shares its grid's (shapeWith), so each grid size makes one.
const scratches = new WeakMap<object, Scratch>();

export function scratchOf(shape: Shape): Scratch {
  let s = scratches.get(shape.peers);
  if (!s) scratches.set(shape.peers, (s = makeScratch(shape)));
  return s;
}

function makeScratch(shape: Shape): Scratch {
  const { size, groups } = shape;
  const row = new Int32Array(size).fill(-1);
  const col = new Int32Array(size).fill(-1);
  const box = new Int32Array(size).fill(-1);
  const read = shape.houses.filter((h) => KIND_BIT[groups[h]!.kind]).sort((x, y) => KIND_BIT[groups[x]!.kind]! - KIND_BIT[groups[y]!.kind]! || x - y);
  const boxRows = new Map<number, number[]>();
  const boxCols = new Map<number, number[]>();
  for (const h of read) {
    const into = { row, column: col, box }[groups[h]!.kind as 'row' | 'column' | 'box'];
    for (const c of groups[h]!.cells) into[c] = h;
  }
  for (const h of read) {
    if (groups[h]!.kind !== 'box') continue;
    boxRows.set(h, [...new Set(groups[h]!.cells.map((c) => row[c]!))]);
    boxCols.set(h, [...new Set(groups[h]!.cells.map((c) => col[c]!))]);
  }
  const crossed = (lines: Map<number, number[]>) => {
    const out = new Map<number, number[]>();
    for (const [b, ls] of lines) for (const l of ls) out.set(l, [...(out.get(l) ?? []), b]);
    return out;
  };
  const start = new Int32Array(read.length + 1);
  read.forEach((h, i) => (start[i + 1] = start[i]! + groups[h]!.cells.length));
  const per = Math.max(1, read.length);
  const words = Math.ceil(size / 32);
  const peerBits = new Uint32Array(size * words);
  shape.peers.forEach((peers, c) => peers.forEach((p) => (peerBits[c * words + (p >>> 5)]! |= 1 << (p & 31))));
  return {
    row,
    col,
    box,
    houses: Int32Array.from(read),
    kinds: Uint8Array.from(read, (h) => KIND_BIT[groups[h]!.kind]!),
    cells: Int32Array.from(read.flatMap((h) => groups[h]!.cells)),
    start,
    boxRows,
    boxCols,
    rowBoxes: crossed(boxRows),
    colBoxes: crossed(boxCols),
    per,
    count: new Int32Array(32),
    a: new Int32Array(32 * per),
    b: new Int32Array(32 * per),
    house: new Int32Array(32 * per),
    pairIn: new Uint8Array(32 * per),
    words,
    peerBits,
  };
}

/**
 * Every digit's strong links on `board`, into its shape's scratch: for each row, column and box,
 * the digits with exactly two places left there (none of them written in the house), each pair
 * once however many houses it is a pair in (a row's two places in one box are the box's too).
 */
export function strongLinks(board: Board): Scratch {
  const s = scratchOf(board.shape);
  const { cand, filled, value } = board;
  const { cells, start, houses, kinds, per, count, a, b, house, pairIn } = s;
  count.fill(0);
  for (let i = 0; i < houses.length; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    let once = 0;
    let twice = 0;
    let more = 0;
    let done = 0;
    for (let j = from; j < to; j++) {
      const c = cells[j]!;
      if (filled[c]) {
        done |= 1 << value[c]!;
        continue;
      }
      const m = cand[c]!;
      more |= twice & m;
      twice |= once & m;
      once |= m;
    }
    let pairs = twice & ~more & ~done;
    while (pairs) {
      const bit = pairs & -pairs;
      pairs ^= bit;
      const v = 31 - Math.clz32(bit);
      let x = -1;
      let y = -1;
      for (let j = from; j < to; j++) {
        const c = cells[j]!;
        if (filled[c] || !(cand[c]! & bit)) continue;
        if (x < 0) x = c;
        else y = c;
      }
      if (x > y) [x, y] = [y, x];
      const base = v * per;
      let k = 0;
      while (k < count[v]! && (a[base + k] !== x || b[base + k] !== y)) k++;
      if (k < count[v]!) pairIn[base + k]! |= kinds[i]!;
      else {
        a[base + k] = x;
        b[base + k] = y;
        house[base + k] = houses[i]!;
        pairIn[base + k] = kinds[i]!;
        count[v]!++;
      }
    }
  }
  return s;
}

/** The group two cells that see each other share, as a weak link names it: a row, a column or a box before any other. */
export function sharedGroup(shape: Shape, x: number, y: number): GroupName {
  const RANK: Record<GroupKind, number> = { row: 0, column: 1, box: 2, cage: 3, run: 4 };
  let best = -1;
  for (const g of shape.groupsOf[x]!) {
    const group = shape.groups[g]!;
    if (!group.distinct || !group.cells.includes(y)) continue;
    if (best < 0 || RANK[group.kind] < RANK[shape.groups[best]!.kind]) best = g;
  }
  return nameOf(shape, best);
}
