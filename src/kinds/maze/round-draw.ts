import type { Figure, Item } from '../../engine/figure.ts';
import { NORTH, SOUTH, WEST } from '../../engine/mazekit/maze.ts';
import { angleOf, arcPieces, HOLE, innerRadius, pointAt, type RoundMaze } from '../../engine/mazekit/round.ts';
import { boardOf } from './board.ts';
import { HEAD_HALF, HEAD_LENGTH, PAD, STAND_OFF } from './marks.ts';
import { GOAL, picture } from './pictures.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';
import { words } from './words.ts';

/*
 * A round maze as children's books print one: its rings' walls as arcs (Bézier pieces of the
 * `wall` role, each run of wall round a ring one stroke) and the walls across them as straight
 * strokes, an arrow into the rim at its top with its word beside it, and the exit's word (or,
 * in a child's maze, the goal's picture) in the hole in the middle, where the way ends; the
 * traveller's picture above the arrow. The answer's way runs round each ring's middle and
 * straight across between them.
 */

/** The words' size, and the arrow's length: a square maze's at its smallest sizes. */
const WORD = 0.7;
const ARROW = 1.3 * WORD;
/** A cell's keyed spot's side, in corridors: within the narrowest cell (a corridor each way). */
const SPOT = 0.8;
/** The traveller's picture's side, in corridors. */
const PICTURE = 2.5;

/** A circle's arc as curve items, from `from` to `to` turns clockwise. */
function arc(cx: number, cy: number, radius: number, from: number, to: number, role: 'wall' | 'way'): Item[] {
  return arcPieces(cx, cy, radius, from, to).map(([a, b, c, d]) => ({ type: 'curve', x1: a![0], y1: a![1], cx1: b![0], cy1: b![1], cx2: c![0], cy2: c![1], x2: d![0], y2: d![1], role }));
}

export function drawRound(puzzle: MazePuzzle, solution: MazeSolution | undefined, signed: boolean): Figure {
  const { start } = boardOf(puzzle);
  const maze = boardOf(puzzle).maze as RoundMaze;
  const { rows } = puzzle;
  const ring = maze.ring;
  const rim = HOLE + rows;
  const traveller = signed ? puzzle.picture : undefined;
  const top = STAND_OFF + ARROW + PAD + (traveller ? 0.25 + PICTURE : 0);
  const [cx, cy] = [PAD + rim, top + rim];
  const items: Item[] = [];
  const shut = (r: number, c: number, side: number) => !(maze.open[maze.cell(r, c)]! & side);
  // A spot for each cell, a square about its middle well inside it (a cell is a corridor deep and one to two round), where the archive's player sets its button.
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < ring[r]!; c++) {
      const [x, y] = pointAt(cx, cy, innerRadius(rows, r) + 0.5, maze.turnOf(maze.cell(r, c)));
      items.push({ type: 'box', x: x - SPOT / 2, y: y - SPOT / 2, w: SPOT, h: SPOT, role: 'spot', key: `cell-${r}-${c}` });
    }
  }

  // Round each ring's outer wall (the rim's, and each between two rings, told by the outer ring's cells' inward sides), then the hole's: each run of shut cells one arc.
  const arcRuns = (radius: number, r: number, isShut: (c: number) => boolean) => {
    const n = ring[r]!;
    const shutAt = Array.from({ length: n }, (_, c) => isShut(c));
    if (shutAt.every(Boolean)) return void items.push(...arc(cx, cy, radius, 0, 1, 'wall'));
    // From a gap, so no run is cut at the first cell.
    const first = shutAt.indexOf(false);
    for (let k = 1; k <= n; k++) {
      const c = (first + k) % n;
      if (!shutAt[c] || (k > 1 && shutAt[(c + n - 1) % n])) continue;
      let last = k;
      while (shutAt[(first + last + 1) % n] && last + 1 <= n) last++;
      items.push(...arc(cx, cy, radius, angleOf(ring, r, first + k), angleOf(ring, r, first + last + 1), 'wall'));
    }
  };
  arcRuns(rim, 0, (c) => shut(0, c, NORTH));
  for (let r = 1; r < rows; r++) arcRuns(innerRadius(rows, r - 1), r - 1, (c) => shut(r - 1, c, SOUTH));
  arcRuns(HOLE, rows - 1, (c) => shut(rows - 1, c, SOUTH));
  // Across the rings: each cell's counter-clockwise wall.
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < ring[r]!; c++) {
      if (!shut(r, c, WEST)) continue;
      const t = angleOf(ring, r, c);
      const [x1, y1] = pointAt(cx, cy, innerRadius(rows, r), t);
      const [x2, y2] = pointAt(cx, cy, innerRadius(rows, r) + 1, t);
      items.push({ type: 'line', x1, y1, x2, y2, role: 'wall' });
    }
  }

  // The entrance's arrow down into the rim's top cell, its word beside it; the exit's word or goal in the middle.
  const t0 = maze.turnOf(start);
  const [ox, oy] = pointAt(cx, cy, rim, t0);
  const tip = [ox, oy - STAND_OFF] as const;
  const tail = [ox, oy - STAND_OFF - ARROW] as const;
  const [back, half] = [HEAD_LENGTH * ARROW, HEAD_HALF * ARROW];
  items.push(
    { type: 'line', x1: tail[0], y1: tail[1], x2: tip[0], y2: tip[1], role: 'arrow' },
    { type: 'line', x1: tip[0], y1: tip[1], x2: tip[0] - half, y2: tip[1] - back, role: 'arrow' },
    { type: 'line', x1: tip[0], y1: tip[1], x2: tip[0] + half, y2: tip[1] - back, role: 'arrow' },
  );
  if (signed) {
    items.push({ type: 'text', x: ox + half + 0.3 * WORD, y: (tip[1] + tail[1]) / 2, text: words.entrance, size: WORD, role: 'sign', anchor: 'start' });
    if (traveller) {
      items.push(...picture(traveller, ox - PICTURE / 2, tail[1] - 0.25 - PICTURE, PICTURE));
      // The goal fills the hole, a square within its circle.
      const side = HOLE * 1.3;
      items.push(...picture(GOAL[traveller], cx - side / 2, cy - side / 2, side));
    } else items.push({ type: 'text', x: cx, y: cy, text: words.exit, size: Math.min(WORD, (2 * HOLE - 0.4) / (0.65 * [...words.exit].length)), role: 'sign', anchor: 'middle' });
  }
  if (solution) items.push(...way(maze, solution, cx, cy, rim));
  const alt = solution ? words.altRoundSolved({ rings: rows, count: solution.path.length }) : words.altRound({ rings: rows });
  return { width: 2 * rim + 2 * PAD, height: top + 2 * rim + PAD, alt, items };
}

/**
 * The way: from the rim's opening, round each ring along its middle and straight across
 * between rings (first round the cell it leaves to the angle of the one it enters, where that
 * is one of two outward), into the hole.
 */
function way(maze: RoundMaze, solution: MazeSolution, cx: number, cy: number, rim: number): Item[] {
  const rows = maze.rows;
  const mid = (r: number) => innerRadius(rows, r) + 0.5;
  const items: Item[] = [];
  const cells = solution.path.map(([r, c]) => maze.cell(r, c));
  const first = cells[0]!;
  // Along the radius at turn t, from radius a to b.
  const across = (t: number, a: number, b: number) => {
    const [x1, y1] = pointAt(cx, cy, a, t);
    const [x2, y2] = pointAt(cx, cy, b, t);
    items.push({ type: 'line', x1, y1, x2, y2, role: 'way' });
  };
  // Round ring r's middle from turn a to b, the shorter way.
  const round = (r: number, a: number, b: number) => {
    let d = b - a;
    d -= Math.round(d);
    if (Math.abs(d) < 1e-12) return;
    items.push(...(d > 0 ? arc(cx, cy, mid(r), a, a + d, 'way') : arc(cx, cy, mid(r), a + d, a, 'way')));
  };
  across(maze.turnOf(first), rim, mid(0));
  for (let i = 1; i < cells.length; i++) {
    const [a, b] = [cells[i - 1]!, cells[i]!];
    const [ra, rb] = [maze.rowOf(a), maze.rowOf(b)];
    const [ta, tb] = [maze.turnOf(a), maze.turnOf(b)];
    if (ra === rb) round(ra, ta, tb);
    else if (rb < ra) {
      // Outward: round to the outer cell's angle, then across.
      round(ra, ta, tb);
      across(tb, mid(ra), mid(rb));
    } else {
      across(ta, mid(ra), mid(rb));
      round(rb, ta, tb);
    }
  }
  const last = cells.at(-1)!;
  across(maze.turnOf(last), mid(maze.rowOf(last)), HOLE);
  return items;
}
