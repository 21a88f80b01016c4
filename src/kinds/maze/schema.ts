import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { intIn, sizeOrSides } from '../../engine/schema-helpers.ts';
import { maskOf, mazeOf, OUTLINE_LEAST, type Outline } from '../../engine/mazekit/shapes.ts';
import { MOST_RINGS, ringCells } from '../../engine/mazekit/round.ts';

export const MIN_SIDE = 5;
export const MAX_SIDE = 60;
/** A square maze's side when the options name none. */
export const DEFAULT_SIDE = 12;

/**
 * The shapes a maze can take (formats.md): a rectangle, or an outline on its square grid (a
 * heart, a star: engine/mazekit/shapes.ts), whose cells outside are no part of the maze, or a
 * round maze of rings (engine/mazekit/round.ts), `size` its rings.
 */
export const SHAPES = ['rect', 'heart', 'star', 'round'] as const;
export type Shape = (typeof SHAPES)[number];
/** The fewest squares a side a shape is drawn in (a round maze's rings): a rectangle's least, an outline's own (under it, it reads as none). */
export const leastSide = (shape: Shape): number => (shape === 'rect' || shape === 'round' ? MIN_SIDE : OUTLINE_LEAST[shape as Outline]);
/** A round maze's rings when the options name none: its rim of 48 cells. */
export const DEFAULT_RINGS = 10;

/**
 * The pictures a child's maze can have at its doors (draw.ts `picture`): a traveller by the
 * entrance and where it is going by the exit, each pair said in the rules as one sentence.
 * `none` draws none and adds nothing to the record.
 */
export const DRAWN = ['rocket', 'bee', 'dog', 'mouse'] as const;
export const PICTURES = ['none', ...DRAWN] as const;
export type Picture = (typeof PICTURES)[number];
/** The pictures that draw something. */
export type Drawn = (typeof DRAWN)[number];

const side = intIn(MIN_SIDE, MAX_SIDE);

const optionFields = z
  .strictObject({
    size: z.optional(side).check(z.meta({ description: `A square maze of this many squares a side (${DEFAULT_SIDE} unless rows and cols are given).` })),
    rows: z.optional(side).check(z.meta({ description: 'A rectangle: its rows of squares, with cols, instead of size.' })),
    cols: z.optional(side).check(z.meta({ description: 'A rectangle: its columns of squares, with rows.' })),
    shape: z
      ._default(z.enum(SHAPES), 'rect')
      .check(
        z.meta({
          description: `The maze's outline: a rectangle of square cells, or a heart (${OUTLINE_LEAST.heart} squares a side or more) or a star (${OUTLINE_LEAST.star} or more) carved in its grid, its entrance at the top and its exit at its foot; or round, rings about a middle (size: its rings, ${MIN_SIDE} to ${MOST_RINGS}, ${DEFAULT_RINGS} unless given), its entrance at the top of the rim and its exit into the middle.`,
        }),
      ),
    picture: z
      ._default(z.enum(PICTURES), 'none')
      .check(z.meta({ description: 'A picture at each door, for a child: a rocket flying to its planet, a bee to its hive, a dog to its kennel, a mouse to its cheese; the rules say who goes where. none draws none.' })),
  })
  .check(
    z.superRefine((o, ctx) => {
      if (o.shape === 'round') {
        // A round maze has rings: its size (or rows, as its options are read again), its columns its rim's cells, which follow from them.
        const rings = o.size ?? o.rows ?? DEFAULT_RINGS;
        if (rings > MOST_RINGS) ctx.addIssue({ code: 'custom', path: [o.size !== undefined ? 'size' : 'rows'], message: `a round maze has ${MOST_RINGS} rings at most (its rim then has ${ringCells(MOST_RINGS)[0]} cells), where this asks ${rings}` });
        else if (o.cols !== undefined && o.cols !== ringCells(rings)[0]) ctx.addIssue({ code: 'custom', path: ['cols'], message: `a round maze is sized by its rings alone: give size (${MIN_SIDE} to ${MOST_RINGS}), not cols` });
        return;
      }
      sizeOrSides(o, ['rows', 'cols'], ctx);
      const least = Math.min(o.size ?? o.rows ?? DEFAULT_SIDE, o.size ?? o.cols ?? DEFAULT_SIDE);
      if (least < leastSide(o.shape)) ctx.addIssue({ code: 'custom', path: [o.size !== undefined ? 'size' : 'rows'], message: `a ${o.shape} is drawn in ${leastSide(o.shape)} squares a side or more, where this asks ${least}: under that its outline reads as none` });
    }),
  );

export const optionsSchema = z.pipe(
  optionFields,
  z.transform((o: z.output<typeof optionFields>) => ({
    // A round maze's rows are its rings, its columns its rim's cells (round.ts).
    rows: o.shape === 'round' ? (o.size ?? o.rows ?? DEFAULT_RINGS) : (o.size ?? o.rows ?? DEFAULT_SIDE),
    cols: o.shape === 'round' ? ringCells(o.size ?? o.rows ?? DEFAULT_RINGS)[0]! : (o.size ?? o.cols ?? DEFAULT_SIDE),
    shape: o.shape,
    // Only a picture drawn is said: the options of a maze without one are as they were.
    ...(o.picture === 'none' ? {} : { picture: o.picture }),
  })),
);

export type MazeOptions = z.output<typeof optionsSchema>;
export type MazeOptionsInput = z.input<typeof optionsSchema>;

/** A cell as records write one: `[row, col]`, from 0. */
const at = z.tuple([z.number().check(z.int()), z.number().check(z.int())]);

/** Open sides as bits: 1 north, 2 east, 4 south, 8 west (a round maze's: 1 outward, 2 clockwise, 4 inward, 8 counter-clockwise, 16 the second cell outward). */
const sides = z.number().check(z.int(), z.minimum(0), z.maximum(31));

export const puzzleSchema = z
  .object({
    shape: z.enum(SHAPES),
    rows: side,
    cols: side,
    open: z.array(z.array(sides)),
    start: at,
    end: at,
    /** The pictures at its doors (a child's maze); none where absent. */
    picture: z.optional(z.enum(DRAWN)),
  })
  .check(
    z.superRefine((p, ctx) => {
      if (p.open.length !== p.rows) return ctx.addIssue({ code: 'custom', path: ['open'], message: `must have ${p.rows} rows, not ${p.open.length}` });
      const bad = p.open.findIndex((row) => row.length !== p.cols);
      if (bad >= 0) return ctx.addIssue({ code: 'custom', path: ['open', bad], message: `must have ${p.cols} cells, not ${p.open[bad]!.length}` });
      if (p.shape === 'round') {
        // Rows are rings, columns the rim's cells: both follow from the rings.
        if (p.rows > MOST_RINGS) return ctx.addIssue({ code: 'custom', path: ['rows'], message: `a round maze has ${MOST_RINGS} rings at most, not ${p.rows}` });
        const rim = ringCells(p.rows)[0]!;
        if (p.cols !== rim) return ctx.addIssue({ code: 'custom', path: ['cols'], message: `a round maze of ${p.rows} rings has ${rim} cells round its rim, so must be ${rim}, not ${p.cols}` });
      }
      const mask = maskOf(p.shape, p.rows, p.cols);
      const maze = mazeOf(p.shape, p.rows, p.cols, p.open.flat());
      // Outside an outline, a cell is no part of the maze: 0, open nowhere. Inside, a cell closed on every side is sealed off, which no maze is.
      for (let cell = 0; mask && cell < maze.size; cell++) {
        const [r, c] = [maze.rowOf(cell), maze.colOf(cell)];
        if (!mask[cell] && maze.open[cell]) ctx.addIssue({ code: 'custom', path: ['open', r, c], message: `is outside the ${p.shape}, so must be 0 (open nowhere)` });
        if (mask[cell] && !maze.open[cell]) ctx.addIssue({ code: 'custom', path: ['open', r, c], message: `is inside the ${p.shape} but closed on every side: no passage reaches it` });
      }
      const ends = new Map<number, string>();
      for (const key of ['start', 'end'] as const) {
        const [r, c] = p[key];
        if (r < 0 || r >= p.rows || c < 0 || c >= p.cols) {
          ctx.addIssue({ code: 'custom', path: [key], message: `must be a cell of the maze, [0, 0] to [${p.rows - 1}, ${p.cols - 1}] (a record counts rows and columns from 0)` });
          continue;
        }
        const cell = maze.cell(r, c);
        if (!maze.inside(cell)) {
          ctx.addIssue({ code: 'custom', path: [key], message: `must be a cell inside the ${p.shape}` });
          continue;
        }
        const outward = maze.outside(cell).filter((s) => maze.open[cell]! & s);
        if (maze.outside(cell).length === 0) ctx.addIssue({ code: 'custom', path: [key], message: 'must be on the border' });
        else if (outward.length !== 1) ctx.addIssue({ code: 'custom', path: ['open', r, c], message: `must open to the outside on exactly one side, as the ${key === 'start' ? 'entrance' : 'exit'}` });
        if (ends.has(cell)) ctx.addIssue({ code: 'custom', path: [key], message: 'must not be the entrance too' });
        ends.set(cell, key);
      }
      for (let cell = 0; cell < maze.size; cell++) {
        if (!maze.inside(cell)) continue;
        const r = maze.rowOf(cell);
        const c = maze.colOf(cell);
        // A bit no side of this cell has (16 on a square, or where a round maze's ring beyond has no second cell outward).
        const unknown = maze.open[cell]! & ~maze.sides.reduce((all, s) => all | s, 0);
        // A square has four sides, bits to 15 (as the record's numbers were checked before a round maze's fifth side).
        if (p.shape !== 'round' && maze.open[cell]! > 15) ctx.addIssue({ code: 'custom', path: ['open', r, c], message: 'must be at most 15' });
        else if (unknown || (maze.open[cell]! & 16 && maze.next(cell, 16) < 0)) ctx.addIssue({ code: 'custom', path: ['open', r, c], message: `opens a side it does not have (bit ${unknown || 16})` });
        for (const s of maze.sides) {
          if (!(maze.open[cell]! & s)) continue;
          const beyond = maze.next(cell, s);
          if (beyond < 0 && !ends.has(cell) && maze.outside(cell).includes(s)) ctx.addIssue({ code: 'custom', path: ['open', r, c], message: 'opens to the outside, but is neither the entrance nor the exit' });
          if (beyond >= 0 && !(maze.open[beyond]! & maze.back(cell, s))) {
            // In words, squares are counted from 1, as the steps and the page count them.
            ctx.addIssue({ code: 'custom', path: ['open', r, c], message: `is open toward row ${maze.rowOf(beyond) + 1}, column ${maze.colOf(beyond) + 1} (counted from 1), which is closed toward it` });
          }
        }
      }
    }),
  );

export type MazePuzzle = z.output<typeof puzzleSchema>;

export const solutionSchema = z.object({ path: z.array(at).check(z.minLength(1)) });

export type MazeSolution = z.output<typeof solutionSchema>;
