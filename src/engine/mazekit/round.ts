import { EAST, Maze, NORTH, OUTER, SOUTH, type Side, WEST } from './maze.ts';

/**
 * A round ("theta") maze: concentric rings of cells about a round hole in the middle, the
 * inner ring of six, each ring beyond with as many cells as the one inside it until they would
 * be over two corridors wide, then twice as many, so a cell there has two cells outward. It is
 * the kit's cell graph on the square grid's numbering: ring i is row i, counted from the rim
 * (row 0) in to the ring round the hole (the last row), its cells numbered clockwise from the
 * top, the rim's first cell centred on the top; a row's places past its ring's cells are
 * outside (`mask`), as an outline's. The sides are a square's read round: north outward, east
 * clockwise, south inward, west counter-clockwise, and `OUTER` the second cell outward, so the
 * carvers, the walker, the proof and the record run on it as on a rectangle. Every number of
 * the grid is worked out by + − × ÷ alone (π kept as a number), so it is the same on every
 * engine.
 */

/** The hole's radius, in corridors: room in the middle for the exit's word or its picture. */
export const HOLE = 1.5;
/** The inner ring's cells. */
export const INNER = 6;
/** A ring's cells are doubled where, kept as the ring inside, they would be wider than this (corridors, along the ring's middle). */
const WIDEST = 2;
/** The most rings: the rim's cells (48 at 14) stay within a record's 60 columns. */
export const MOST_RINGS = 14;
const PI = 3.141592653589793;

/** Each ring's cells, from the rim (index 0) in, for a maze of `rings` rings. */
export function ringCells(rings: number): number[] {
  const out: number[] = [];
  let n = INNER;
  for (let k = 0; k < rings; k++) {
    // Ring k from the middle: its middle line's length over n.
    if (k > 0 && (2 * PI * (HOLE + k + 0.5)) / n > WIDEST) n *= 2;
    out.push(n);
  }
  return out.reverse();
}

/** The mask of a round maze's rows (rings) by its rim's cells: 1 for each ring's cells, row by row. */
export function roundMask(rings: number): Uint8Array {
  const cells = ringCells(rings);
  const cols = cells[0]!;
  const mask = new Uint8Array(rings * cols);
  for (let r = 0; r < rings; r++) mask.fill(1, r * cols, r * cols + cells[r]!);
  return mask;
}

/** A round maze's sides, clockwise from the first outward: the order the kit's searches try them. */
export const ROUND_SIDES: readonly Side[] = [NORTH, OUTER, EAST, SOUTH, WEST];

export class RoundMaze extends Maze {
  /** Each row's (ring's) cells. */
  readonly ring: readonly number[];

  constructor(rings: number, open?: ArrayLike<number>) {
    const ring = ringCells(rings);
    super(rings, ring[0]!, open, roundMask(rings));
    this.ring = ring;
  }

  override get sides(): readonly Side[] {
    return ROUND_SIDES;
  }

  override copy(open: ArrayLike<number> = this.open): RoundMaze {
    return new RoundMaze(this.rows, open);
  }

  /** Whether ring `r`'s next ring out has twice its cells. */
  private splits(r: number): boolean {
    return r > 0 && this.ring[r - 1]! > this.ring[r]!;
  }

  override next(cell: number, side: Side): number {
    const r = this.rowOf(cell);
    const c = this.colOf(cell);
    if (r >= this.rows || c >= this.ring[r]!) return -1;
    const n = this.ring[r]!;
    if (side === EAST) return this.cell(r, (c + 1) % n);
    if (side === WEST) return this.cell(r, (c + n - 1) % n);
    if (side === NORTH) return r === 0 ? -1 : this.cell(r - 1, this.splits(r) ? 2 * c : c);
    if (side === OUTER) return this.splits(r) ? this.cell(r - 1, 2 * c + 1) : -1;
    // Inward: the last ring's inner side faces the hole.
    if (r === this.rows - 1) return -1;
    return this.cell(r + 1, this.splits(r + 1) ? Math.floor(c / 2) : c);
  }

  /** Inward from the second of two cells outward is back through `OUTER`; every other side's back is its opposite. */
  override back(cell: number, side: Side): Side {
    if (side === OUTER) return SOUTH;
    if (side === SOUTH) return this.splits(this.rowOf(cell) + 1) && this.colOf(cell) % 2 === 1 ? OUTER : NORTH;
    return side === NORTH ? SOUTH : side === EAST ? WEST : EAST;
  }

  /** The rim's outward side and the last ring's inward one (`OUTER` is half of a wall, never a border of its own). */
  override outside(cell: number): Side[] {
    const r = this.rowOf(cell);
    const out: Side[] = [];
    if (r === 0) out.push(NORTH);
    if (r === this.rows - 1) out.push(SOUTH);
    return out;
  }

  /** Beyond the rim (row −1) or in the hole (the rows' count), at the cell's angle in the rim's cells: where `nearness` measures from. */
  override beyond(cell: number, side: Side): [number, number] {
    return [side === SOUTH ? this.rows : -1, this.turnOf(cell) * this.cols];
  }

  /** Where a cell's middle is, in turns clockwise from the top. */
  turnOf(cell: number): number {
    return angleOf(this.ring, this.rowOf(cell), this.colOf(cell) + 0.5);
  }

  /**
   * How near `cell` is to `goal` (a ring, the rows' count for the hole, and an angle, in the rim's
   * cells clockwise from the top) as a solver heading there judges: the rings between, and the
   * way round between their angles, in the cell's own ring's cells.
   */
  override nearness(cell: number, goal: readonly [number, number]): number {
    const r = this.rowOf(cell);
    let turn = this.turnOf(cell) - goal[1] / this.cols;
    turn -= Math.floor(turn);
    // Every such distance is a whole number of sixteenths of a cell: rounded to them, two cells as
    // near are equal, where a float's last bit ranked one of them nearer (issue 110: the walker
    // then skipped a wrong turn as near the exit as the way, whichever side a rounding put it).
    return Math.round((Math.abs(goal[0] - r) + Math.min(turn, 1 - turn) * this.ring[r]!) * 16) / 16;
  }
}

/** The place `at` cells along row `r`'s ring (0 its first cell's counter-clockwise wall), in turns clockwise from the top: the rim's first cell is centred on the top. */
export function angleOf(ring: readonly number[], r: number, at: number): number {
  return at / ring[r]! - 1 / (2 * ring[0]!);
}

/** The radius of row `r`'s inner wall (its outer is a corridor beyond), in corridors. */
export const innerRadius = (rings: number, r: number): number => HOLE + (rings - 1 - r);

/*
 * Sines and cosines of a turn by + − × ÷ alone, for the drawing: a series to well past a double's
 * precision after the angle is brought within half a turn, so every engine draws the same arcs
 * (Math.sin and Math.cos may round their own way).
 */
function sinOfRadians(x: number): number {
  let term = x;
  let sum = x;
  for (let k = 1; k < 24; k++) {
    term = (-term * x * x) / ((2 * k) * (2 * k + 1));
    sum += term;
  }
  return sum;
}

/** The sine and cosine of `turns` of a full turn. */
export function sinCos(turns: number): [sin: number, cos: number] {
  let t = turns - Math.floor(turns);
  if (t > 0.5) t -= 1;
  const x = 2 * PI * t;
  // cos x = sin (x + π/2), brought back within half a turn.
  let u = t + 0.25;
  if (u > 0.5) u -= 1;
  return [sinOfRadians(x), sinOfRadians(2 * PI * u)];
}

/** The point at `radius` and `turns` clockwise from the top of a circle about (cx, cy), y downward. */
export function pointAt(cx: number, cy: number, radius: number, turns: number): [number, number] {
  const [s, c] = sinCos(turns);
  return [cx + radius * s, cy - radius * c];
}

/**
 * An arc of a circle about (cx, cy) from `from` to `to` turns (clockwise, `to` past `from`), as
 * cubic Bézier pieces of at most an eighth of a turn each: [start, control, control, end].
 */
export function arcPieces(cx: number, cy: number, radius: number, from: number, to: number): [number, number][][] {
  const pieces = Math.max(1, Math.ceil((to - from) * 8 - 1e-9));
  const span = (to - from) / pieces;
  // The control points' reach along each end's tangent: 4/3 tan(φ/4) of the radius.
  const [s, c] = sinCos(span / 4);
  const reach = ((4 / 3) * s * radius) / c;
  const out: [number, number][][] = [];
  for (let i = 0; i < pieces; i++) {
    const [a, b] = [from + i * span, from + (i + 1) * span];
    const [sa, ca] = sinCos(a);
    const [sb, cb] = sinCos(b);
    const p0: [number, number] = [cx + radius * sa, cy - radius * ca];
    const p3: [number, number] = [cx + radius * sb, cy - radius * cb];
    // Clockwise on the page (y down), the tangent at angle a is (cos a, sin a).
    out.push([p0, [p0[0] + reach * ca, p0[1] + reach * sa], [p3[0] - reach * cb, p3[1] - reach * sb], p3]);
  }
  return out;
}
