import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { squareOf, withGridLabels } from '../../engine/grid-labels.ts';
import { EAST, NORTH, SOUTH, WEST, STEP, type Side } from '../../engine/mazekit/maze.ts';
import { boardOf, outsideOpen } from './board.ts';
import { HEAD_HALF, HEAD_LENGTH, PAD, STAND_OFF } from './marks.ts';
import { GOAL, picture } from './pictures.ts';
import { drawRound } from './round-draw.ts';
import type { Drawn, MazePuzzle, MazeSolution } from './schema.ts';
import { words } from './words.ts';

/*
 * A maze as maze books print it, in 1-unit squares (a corridor is one unit wide): every run of
 * wall one stroke (the `wall` role, an eighth of a corridor, its square ends closing each corner it
 * meets), an arrow outside each opening (into the entrance, out of the exit) with its word beside
 * it ("Entrance", "Exit": the words its rules and steps say), and in the answer the way as one line through the corridors' middles,
 * round at its turns. Each square is a keyed spot the player traces over.
 */

/**
 * The words' type size at the doors, in units (a corridor), for a maze `n` squares on its longer
 * side. 0.85 of a corridor from 15 squares up, so they read wherever a maze prints at its least
 * (3 mm a corridor: 7.2 pt; 5 mm in large print: 12 pt), and from 32 up a 37th of the side, so
 * a maze past 40×40, crowded onto a 6×9 page under its least, still prints them at 7 pt; smaller in a
 * small maze (0.55 at 8 and under), whose corridors print wide, so a child's "Entrance" is not
 * taller than its maze's corridors are.
 */
function wordSize(rows: number, cols: number): number {
  const n = Math.max(rows, cols);
  return Math.max(0.55, Math.min(0.85, 0.55 + (n - 8) * 0.045), n / 37);
}

/**
 * A word's width in ems, estimated as wide as the books' faces set it in bold at their widest (the
 * drawing knows no face, as one figure prints, shows and lays out): so the room kept beside a side
 * door holds it ("Chegada" 4.35 ems in Noto Sans Bold, 4.55 here).
 */
const wordEms = (word: string) => [...word].reduce((w, ch) => w + (/[iIljíìïîı.,'’ ]/u.test(ch) ? 0.32 : /[mwMW]/u.test(ch) ? 1.05 : 0.65), 0);

/** The arrow's length, in units, beside words of `size`. */
const arrowOf = (size: number) => 1.3 * size;

/** Which of the maze's sides its doors are on: the top or bottom (`across`), the left or right (`beside`). */
interface Doors {
  across: boolean;
  beside: boolean;
}

/** How a maze is laid out in its figure: the room round its grid on each side, its arrows' length, its words and their size. */
interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
  arrow: number;
  /** The words beside the arrows, and their size; none in a key. */
  signs: { entrance: string; exit: string; size: number } | null;
  /**
   * The pictures at the doors (a child's maze), none where it has none and in a key: the
   * traveller's, its side in units, and how far from the wall line each stands, beyond the arrow
   * at the top or bottom (`across`), beyond the arrow and its word at a side (`beside`).
   */
  pictures: { traveller: Drawn; side: number; across: number; beside: number } | null;
}

/**
 * A picture's side, in units, for a maze `rows` by `cols` with doors on `doors`' sides: a fifth
 * of its longer side, 2.5 units at the least (a child's 8×8 at 11 mm a corridor: 28 mm) and 6 at
 * most, so a large maze gives its corridors the page; never longer than the side of the maze it
 * stands along, whose width it keeps within.
 */
function pictureSide(rows: number, cols: number, doors: Doors): number {
  const side = Math.min(6, Math.max(2.5, Math.max(rows, cols) / 5));
  return Math.min(side, doors.across ? cols : Infinity, doors.beside ? rows : Infinity);
}

/**
 * The frame of a maze `rows` by `cols` with doors on `doors`' sides: room above and below for an
 * arrow where a door is at the top or bottom (its word beside it, over the corridors beside the
 * door), room left and right for an arrow and its word above or below it where a door is at a side.
 * The same for every maze of a size whose doors are on the same sides, so a stand-in with its doors
 * where the generator puts them (stand-ins.ts) draws as large as any; a key's (`KEY_DOORS`) the
 * same for every maze of a size.
 */
function frameOf(rows: number, cols: number, doors: Doors, signed: boolean, traveller?: Drawn): Frame {
  const size = wordSize(rows, cols);
  const signs = signed ? { entrance: words.entrance, exit: words.exit, size } : null;
  // As long in the key, without its words, as on the page.
  const arrow = arrowOf(size);
  const wide = signs ? Math.max(wordEms(signs.entrance), wordEms(signs.exit)) * size : 0;
  const gap = 0.3 * size;
  // At the top or bottom: the arrow; its word beside it runs toward the middle, past the grid's side only in a very narrow maze.
  const across = STAND_OFF + arrow + PAD;
  const past = Math.max(0, arrow * HEAD_HALF + gap + wide - cols / 2);
  // At a side: the arrow, or its word above or below it where that is longer.
  const beside = STAND_OFF + Math.max(arrow, wide) + PAD;
  // The pictures beyond the arrows (and a side's words), a gap between: a word's gap, a quarter of a unit at the least.
  const side = signs && traveller ? pictureSide(rows, cols, doors) : 0;
  const step = side > 0 ? Math.max(gap, 0.25) + side : 0;
  const pictures = signs && traveller ? { traveller, side, across: across - PAD + Math.max(gap, 0.25), beside: beside - PAD + Math.max(gap, 0.25) } : null;
  const sides = Math.max(PAD, doors.beside ? beside + step : 0, doors.across ? past + PAD : 0);
  const ends = doors.across ? across + step : PAD;
  return { left: sides, top: ends, width: cols + 2 * sides, height: rows + 2 * ends, arrow, signs, pictures };
}

/** The sides the doors of `puzzle` open on. */
function doorsOf(puzzle: MazePuzzle): Doors {
  const { maze, start, end } = boardOf(puzzle);
  const sides = [outsideOpen(maze, start), outsideOpen(maze, end)];
  return { across: sides.some((s) => s === NORTH || s === SOUTH), beside: sides.some((s) => s === WEST || s === EAST) };
}

/** A key's answers all alike, whatever sides their doors are on: arrows' room on every side. */
const KEY_DOORS: Doors = { across: true, beside: true };

/**
 * The maze with its arrows and their words; with an answer, its way drawn (the archive's solved
 * maze); with `flow.coordinates` (the archive, a book that asks), its rows and columns numbered
 * outside all of it, clear of the arrows and words.
 */
export function draw(puzzle: MazePuzzle, solution?: MazeSolution, flow?: Flow): Figure {
  // A round maze is drawn round (round-draw.ts); its rings and places are numbered by no row or column outside it.
  if (puzzle.shape === 'round') return drawRound(puzzle, solution, true);
  const frame = frameOf(puzzle.rows, puzzle.cols, doorsOf(puzzle), true, puzzle.picture);
  const figure = drawn(puzzle, frame, solution);
  if (!flow?.coordinates) return figure;
  const at = (n: number, from: number) => Array.from({ length: n }, (_, i) => from + i + 0.5);
  return withGridLabels(figure, { rows: at(puzzle.rows, frame.top), cols: at(puzzle.cols, frame.left), size: 0.5 });
}

/** The key's answer: the maze with its way drawn and its arrows, no words (the key is small, and says which maze it is). */
export function drawAnswer(puzzle: MazePuzzle, solution: MazeSolution): Figure {
  if (puzzle.shape === 'round') return drawRound(puzzle, solution, false);
  return drawn(puzzle, frameOf(puzzle.rows, puzzle.cols, KEY_DOORS, false), solution);
}

function drawn(puzzle: MazePuzzle, frame: Frame, solution?: MazeSolution): Figure {
  const { maze, start, end } = boardOf(puzzle);
  const { rows, cols } = puzzle;
  const { left, top } = frame;
  const items: Item[] = [];
  // A spot for each square of the maze (none outside an outline: no square of it is there).
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (maze.inside(maze.cell(r, c))) items.push({ type: 'box', x: left + c, y: top + r, w: 1, h: 1, role: 'spot', key: `cell-${r}-${c}` });
  // A side of square (r, c) is shut where the square is the maze's and not open there; between two squares, either one's says (a record is the same on both sides).
  const shut = (r: number, c: number, side: Side) => r >= 0 && r < rows && c >= 0 && c < cols && maze.inside(maze.cell(r, c)) && !(maze.open[maze.cell(r, c)]! & side);
  const wall = (x1: number, y1: number, x2: number, y2: number) => items.push({ type: 'line', x1: left + x1, y1: top + y1, x2: left + x2, y2: top + y2, role: 'wall' });
  // Along each line of the grid, each run of wall one stroke: rows' lines (the north side of each row, the south of the last), then columns'.
  for (let r = 0; r <= rows; r++) {
    let from = -1;
    for (let c = 0; c <= cols; c++) {
      const wallAt = c < cols && (shut(r, c, NORTH) || shut(r - 1, c, SOUTH));
      if (wallAt && from < 0) from = c;
      if (!wallAt && from >= 0) {
        wall(from, r, c, r);
        from = -1;
      }
    }
  }
  for (let c = 0; c <= cols; c++) {
    let from = -1;
    for (let r = 0; r <= rows; r++) {
      const wallAt = r < rows && (shut(r, c, WEST) || shut(r, c - 1, EAST));
      if (wallAt && from < 0) from = r;
      if (!wallAt && from >= 0) {
        wall(c, from, c, r);
        from = -1;
      }
    }
  }
  items.push(...door(maze.rowOf(start), maze.colOf(start), outsideOpen(maze, start), 'in', frame, rows, cols));
  items.push(...door(maze.rowOf(end), maze.colOf(end), outsideOpen(maze, end), 'out', frame, rows, cols));
  if (frame.pictures) {
    const { traveller } = frame.pictures;
    items.push(...atDoor(traveller, maze.rowOf(start), maze.colOf(start), outsideOpen(maze, start), frame, rows, cols));
    items.push(...atDoor(GOAL[traveller], maze.rowOf(end), maze.colOf(end), outsideOpen(maze, end), frame, rows, cols));
  }
  if (solution) items.push(...way(solution.path, outsideOpen(maze, start), outsideOpen(maze, end), frame));
  const alt = solution
    ? words.altSolved({ rows, cols, count: solution.path.length })
    : words.alt({ rows, cols, start: squareOf(start, cols), end: squareOf(end, cols) });
  return { width: frame.width, height: frame.height, alt, items };
}

/**
 * The arrow at a door of square (`r`, `c`) opening on `side`, pointing in (the entrance) or out
 * (the exit), in the room outside that side; its word, where the frame has words, beside it on
 * the side of the maze's middle: along the edge at the top or bottom, above or below it at a side.
 */
function door(r: number, c: number, side: Side, pointing: 'in' | 'out', frame: Frame, rows: number, cols: number): Item[] {
  const [dr, dc] = STEP[side];
  // The middle of the opening, on the wall line, and the arrow's ends beyond it.
  const [ox, oy] = [frame.left + c + 0.5 + dc * 0.5, frame.top + r + 0.5 + dr * 0.5];
  const near = [ox + dc * STAND_OFF, oy + dr * STAND_OFF] as const;
  const far = [ox + dc * (STAND_OFF + frame.arrow), oy + dr * (STAND_OFF + frame.arrow)] as const;
  const [tail, tip] = pointing === 'in' ? [far, near] : [near, far];
  // The head's two strokes back from the tip, and the shaft stopping at the tip.
  const [ux, uy] = [(tip[0] - tail[0]) / frame.arrow, (tip[1] - tail[1]) / frame.arrow];
  const [back, half] = [HEAD_LENGTH * frame.arrow, HEAD_HALF * frame.arrow];
  const items: Item[] = [
    { type: 'line', x1: tail[0], y1: tail[1], x2: tip[0], y2: tip[1], role: 'arrow' },
    { type: 'line', x1: tip[0], y1: tip[1], x2: tip[0] - ux * back - uy * half, y2: tip[1] - uy * back + ux * half, role: 'arrow' },
    { type: 'line', x1: tip[0], y1: tip[1], x2: tip[0] - ux * back + uy * half, y2: tip[1] - uy * back - ux * half, role: 'arrow' },
  ];
  if (!frame.signs) return items;
  const { size } = frame.signs;
  const text = pointing === 'in' ? frame.signs.entrance : frame.signs.exit;
  const gap = 0.3 * size;
  const mid = [(near[0] + far[0]) / 2, (near[1] + far[1]) / 2] as const;
  if (dr !== 0) {
    // At the top or bottom: beside the arrow's middle, toward the maze's middle column.
    const rightward = c + 0.5 <= cols / 2;
    const x = mid[0] + (rightward ? 1 : -1) * (half + gap);
    items.push({ type: 'text', x, y: mid[1], text, size, role: 'sign', anchor: rightward ? 'start' : 'end' });
  } else {
    // At a side: above or below the arrow, toward the maze's middle row, its end at the arrow's near end (the word runs outward).
    const below = r + 0.5 <= rows / 2;
    const y = near[1] + (below ? 1 : -1) * (half + gap + size / 2);
    items.push({ type: 'text', x: near[0], y, text, size, role: 'sign', anchor: dc < 0 ? 'end' : 'start' });
  }
  return items;
}

/**
 * A picture at the door of square (`r`, `c`) opening on `side`: beyond its arrow, centred on the
 * door but kept within the maze's width (at the top or bottom) or height (at a side), so a door by
 * a corner takes no room past the maze's side.
 */
function atDoor(name: Parameters<typeof picture>[0], r: number, c: number, side: Side, frame: Frame, rows: number, cols: number): Item[] {
  const { side: size, across, beside } = frame.pictures!;
  const [dr, dc] = STEP[side];
  const within = (middle: number, length: number) => Math.min(Math.max(middle - size / 2, 0), length - size);
  if (dr !== 0) {
    const x = frame.left + within(c + 0.5, cols);
    const y = dr < 0 ? frame.top - across - size : frame.top + rows + across;
    return picture(name, x, y, size);
  }
  const x = dc < 0 ? frame.left - beside - size : frame.left + cols + beside;
  const y = frame.top + within(r + 0.5, rows);
  return picture(name, x, y, size);
}

/**
 * The way through as one line through the corridors' middles, from the entrance's opening to the
 * exit's: a stroke for each straight stretch, the round ends of the `way` role joining them round.
 */
function way(path: MazeSolution['path'], into: Side, outOf: Side, frame: Frame): Item[] {
  const centre = ([r, c]: readonly [number, number]) => [frame.left + c + 0.5, frame.top + r + 0.5] as const;
  const edge = (cell: readonly [number, number], side: Side) => {
    const [x, y] = centre(cell);
    return [x + STEP[side][1] * 0.5, y + STEP[side][0] * 0.5] as const;
  };
  const points = [edge(path[0]!, into), ...path.map(centre), edge(path.at(-1)!, outOf)];
  // Only the corners: a point where the line goes on straight is dropped.
  const corners = points.filter((p, i) => {
    if (i === 0 || i === points.length - 1) return true;
    const [a, b] = [points[i - 1]!, points[i + 1]!];
    return (b[0] - p[0]) * (p[1] - a[1]) !== (b[1] - p[1]) * (p[0] - a[0]);
  });
  return corners.slice(1).map((p, i) => ({ type: 'line', x1: corners[i]![0], y1: corners[i]![1], x2: p[0], y2: p[1], role: 'way' }) as Item);
}
