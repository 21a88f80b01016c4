import { describe, expect, it } from 'vitest';
import { explain } from '../../src/engine/explain.ts';
import type { BoxItem, Figure, TextItem } from '../../src/engine/figure.ts';
import { withGridLabels } from '../../src/engine/grid-labels.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { kind as crossNumbers } from '../../src/kinds/cross-numbers/index.ts';
import { kind as numberMind } from '../../src/kinds/number-mind/index.ts';
import { kind as numbrix } from '../../src/kinds/numbrix/index.ts';
import { Rng } from '../../src/engine/random.ts';
import { howToExample } from '../../src/book/how-to.ts';
import { KIND_NAMES, getKind } from '../../src/kinds/registry.ts';

/*
 * Issue 36: a sentence that names a place ("row 3, column 2", "guess 6", "place 2") names one
 * the drawing labels, where it is numbered (the archive's, and a book's whose spec asks for
 * coordinates; issue 85: by default a book prints none, and the reader counts from the top left).
 * Every step of a sample of puzzles a band is read, each place it names looked up in the very
 * figure the archive draws, and its row's number found level with it at the left, its column's above it.
 */

const boxes = (figure: Figure) => new Map(figure.items.flatMap((i) => (i.type === 'box' && i.key ? [[i.key, i] as [string, BoxItem]] : [])));
const coordinates = (figure: Figure) => figure.items.filter((i): i is TextItem => i.type === 'text' && i.role === 'coordinate');

/** The row labelled `n` is level with `box`, left of it; the column labelled `m` is above it, centred on it. */
function expectLabelled(figure: Figure, box: BoxItem, row: number | null, column: number | null, where: string): void {
  const labels = coordinates(figure);
  if (row !== null) {
    const label = labels.find((t) => t.text === String(row) && t.x < box.x && Math.abs(t.y - (box.y + box.h / 2)) < 1e-9);
    expect(label, `${where}: row ${row} labelled at its left`).toBeDefined();
  }
  if (column !== null) {
    const label = labels.find((t) => t.text === String(column) && t.y < box.y && Math.abs(t.x - (box.x + box.w / 2)) < 1e-9);
    expect(label, `${where}: column ${column} labelled above it`).toBeDefined();
  }
}

const SEEDS = ['a', 'b', 'c'];
/** As the archive draws a grid, and a book with `coordinates: true` prints it. */
const NUMBERED = { coordinates: true };

describe('grid labels', () => {
  it('move the figure right and down by their room and number rows and columns from 1', () => {
    const figure: Figure = { width: 2, height: 1, alt: 'two', items: [{ type: 'box', x: 0, y: 0, w: 1, h: 1, role: 'cell', key: 'a' }, { type: 'line', x1: 0, y1: 0, x2: 2, y2: 1, role: 'thin' }] };
    const labelled = withGridLabels(figure, { rows: [0.5], cols: [0.5, 1.5], size: 0.5 });
    const [box, line] = labelled.items as [BoxItem, { x1: number; y1: number; x2: number; y2: number }];
    expect(box.x).toBeGreaterThan(0);
    expect(box.y).toBeGreaterThan(0);
    expect(line.x2 - line.x1).toBe(2);
    expect(labelled.width).toBeCloseTo(2 + box.x, 9);
    expect(labelled.height).toBeCloseTo(1 + box.y, 9);
    expect(coordinates(labelled).map((t) => t.text)).toEqual(['1', '2', '1']);
    expect(coordinates(labelled).every((t) => t.x >= 0 && t.y >= 0 && t.size === 0.5)).toBe(true);
    expect(figure.items[0]).toMatchObject({ x: 0, y: 0 });
  });

  it('label every cell a Numbrix step names, in every band', () => {
    let named = 0;
    for (const band of DIFFICULTIES) {
      for (const [i, seed] of SEEDS.entries()) {
        const made = numbrix.generate(new Rng(`labels-${band}-${seed}`), numbrix.options.parse({ size: 5 + i }), band);
        if (!made) throw new Error(`no ${band} puzzle from seed ${seed}`);
        const figure = numbrix.draw(made.puzzle, undefined, NUMBERED);
        const byKey = boxes(figure);
        for (const step of explain(numbrix.stepper, made.puzzle).steps) {
          for (const m of step.say.matchAll(/row (\d+), column (\d+)/g)) {
            const [r, c] = [Number(m[1]), Number(m[2])];
            expectLabelled(figure, byKey.get(`cell-${r - 1}-${c - 1}`)!, r, c, `${band} ${seed} step ${step.n}`);
            named++;
          }
        }
      }
    }
    expect(named).toBeGreaterThan(50);
  });

  it('label every cell a Cross Numbers step names, in every band', () => {
    let named = 0;
    for (const band of DIFFICULTIES) {
      for (const [i, seed] of SEEDS.entries()) {
        const made = crossNumbers.generate(new Rng(`labels-${band}-${seed}`), crossNumbers.options.parse({ size: 3 + (i % 2) }), band);
        if (!made) throw new Error(`no ${band} puzzle from seed ${seed}`);
        const figure = crossNumbers.draw(made.puzzle, undefined, NUMBERED);
        const byKey = boxes(figure);
        for (const step of explain(crossNumbers.stepper, made.puzzle).steps) {
          for (const m of step.say.matchAll(/row (\d+), column (\d+)/g)) {
            const [r, c] = [Number(m[1]), Number(m[2])];
            expectLabelled(figure, byKey.get(`cell-${r - 1}-${c - 1}`)!, r, c, `${band} ${seed} step ${step.n}`);
            named++;
          }
          // A whole line named alone ("row 2", "column 3"), or a box of the line a step is about named by its other line ("in column 3"), is labelled too.
          for (const m of step.say.matchAll(/\b(row|column) (\d+)\b(?!, column)/g)) {
            const n = Number(m[2]);
            const box = byKey.get(m[1] === 'row' ? `cell-${n - 1}-0` : `cell-0-${n - 1}`)!;
            expectLabelled(figure, box, m[1] === 'row' ? n : null, m[1] === 'column' ? n : null, `${band} ${seed} step ${step.n}`);
            named++;
          }
        }
      }
    }
    expect(named).toBeGreaterThan(20);
  });

  it('number every guess and place a Number Mind step names', () => {
    let named = 0;
    for (const band of DIFFICULTIES) {
      const made = numberMind.generate(new Rng(`labels-${band}`), numberMind.options.parse({}), band);
      if (!made) throw new Error(`no ${band} puzzle`);
      const figure = numberMind.draw(made.puzzle, undefined, NUMBERED);
      const byKey = boxes(figure);
      for (const step of explain(numberMind.stepper, made.puzzle).steps) {
        for (const m of step.say.matchAll(/guess (\d+)/g)) {
          expectLabelled(figure, byKey.get(`guess-${Number(m[1]) - 1}-0`)!, Number(m[1]), null, `${band} step ${step.n}`);
          named++;
        }
        for (const m of step.say.matchAll(/place (\d+)/g)) {
          expectLabelled(figure, byKey.get(`guess-0-${Number(m[1]) - 1}`)!, null, Number(m[1]), `${band} step ${step.n}`);
          named++;
        }
      }
    }
    expect(named).toBeGreaterThan(20);
  });

  it('are drawn only where asked: every kind draws its puzzle, its answer and its key answer unnumbered by default, as books print them (issue 85)', () => {
    for (const name of KIND_NAMES) {
      const kind = getKind(name);
      const { puzzle, solution } = howToExample(name) as unknown as { puzzle: never; solution: never };
      const drawn = [kind.draw(puzzle), kind.draw(puzzle, solution), ...(kind.drawAnswer ? [kind.drawAnswer(puzzle, solution)] : [])];
      for (const figure of drawn) expect(coordinates(figure), name).toEqual([]);
      // A grid's kind numbers it when asked; the others have no grid to number.
      const asked = coordinates(kind.draw(puzzle, undefined, NUMBERED));
      if (!['countdown', 'secret-number', 'word-scramble', 'cryptogram'].includes(name)) expect(asked.length, name).toBeGreaterThan(0);
    }
  });
});
