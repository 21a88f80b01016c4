import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { explain } from '../../src/engine/explain.ts';
import type { BoxItem, LineItem, TextItem } from '../../src/engine/figure.ts';
import type { Link } from '../../src/engine/steps.ts';
import { answerFigureOf } from '../../src/pdf/figures.ts';
import { keyFigure } from '../../src/pdf/key-figure.ts';
import { getKind, KINDS } from '../../src/kinds/registry.ts';
import { keyStep, markSteps, ringStep, workedSteps } from '../../src/engine/worked.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { stepLine, unnumberedStep } from '../../src/templates/index.ts';
import { pageInk } from './read.ts';
import { bookOf, dir, pageCount, pagePng, pagesText, write } from './tools.ts';
import { withEveryKind } from '../../bench/defaults.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** A puzzle of each kind, at a band past singles; then one of any other kind the registry lists, at its worked example's options (bench/defaults.ts). */
const EVERY_KIND = withEveryKind([
  { kind: 'numbrix', count: 1, difficulty: 'hard', options: { size: 6 } },
  { kind: 'secret-number', count: 1, difficulty: 'medium' },
  { kind: 'cross-numbers', count: 1, difficulty: 'hard' },
  { kind: 'countdown', count: 1, difficulty: 'hard' },
  { kind: 'number-mind', count: 1, difficulty: 'expert' },
  { kind: 'sudoku', count: 1, difficulty: 'hard', options: { size: 9 } },
]);

/** The steps a person takes, numbered, straight from the kind's step solver at the puzzle's own band. */
function stepsOf(record: BookFile['puzzles'][number]) {
  const kind = getKind(record.kind);
  const log = kind.stepper.steps(record.puzzle as never, record.grade.level);
  expect(log.solved).toBe(true);
  return log.steps.map((s, i) => ({ ...s, n: i + 1, title: kind.stepper.ladder[s.technique]!.title }));
}

describe('worked answer keys', () => {
  let book: BookFile;
  let text: string;
  beforeAll(async () => {
    book = bookOf({ worked: true, sections: EVERY_KIND });
    const path = write('worked-answers.pdf', await renderAnswers(book));
    text = flat(pagesText(path, false).join(' '));
    // The pages checked, as pictures, to look at.
    for (let page = 1; page <= pageCount(path); page++) {
      const png = join(dir, `worked-answers-${page}.png`);
      writeFileSync(png, pagePng(path, page, 60));
      expect(readFileSync(png).length).toBeGreaterThan(5000);
    }
  });

  it('prints under each answer only its key step, the first use of its hardest technique, saying which step of how many it is', () => {
    for (const record of book.puzzles) {
      const steps = stepsOf(record);
      const key = steps.find((s) => s.technique === record.grade.hardest)!;
      expect(text, `${record.id} key step`).toContain(flat(`Key step (${key.n} of ${steps.length}): ${unnumberedStep(key)}`));
      // No other step is told: not the first, not the one before the key step.
      for (const s of steps) if (s.n !== key.n && unnumberedStep(s) !== unnumberedStep(key)) expect(text, `${record.id} step ${s.n}`).not.toContain(flat(unnumberedStep(s)));
    }
  });

  it("rings in the answer the boxes the key step fills, and nothing for a kind without boxes", () => {
    const record = book.puzzles.find((p) => p.kind === 'numbrix')!;
    const kind = KINDS.numbrix;
    if (record.kind !== 'numbrix') throw new Error('unreachable');
    const step = keyStep(explain(kind.stepper, record.puzzle))!;
    const plain = kind.draw(record.puzzle, record.solution);
    const ringed = ringStep(plain, step, (cell) => kind.stepper.cellKey!(record.puzzle, cell));
    const rings = ringed.items.slice(plain.items.length) as BoxItem[];
    expect(step.place.length).toBeGreaterThan(0);
    expect(rings.map((r) => r.role)).toEqual(step.place.map(() => 'ring'));
    step.place.forEach(({ cell }, i) => {
      const box = plain.items.find((b): b is BoxItem => b.type === 'box' && b.key === kind.stepper.cellKey!(record.puzzle, cell))!;
      // Just inside its own box.
      expect(rings[i]!.x).toBeGreaterThan(box.x);
      expect(rings[i]!.x + rings[i]!.w).toBeLessThan(box.x + box.w);
      expect(rings[i]!.y).toBeGreaterThan(box.y);
      expect(rings[i]!.y + rings[i]!.h).toBeLessThan(box.y + box.h);
    });
    expect(ringStep(plain, step, undefined)).toBe(plain);
  });

  it('shows each step once, the key step too when it is among the first steps shown', () => {
    // Six steps with the hardest last: all six shown (leaving out two saves no room), the key step not again.
    const step = (n: number, technique: string) => ({ n, technique, title: technique, band: 'easy', say: '', from: [], place: [], strike: [] });
    const steps = [1, 2, 3, 4, 5].map((n) => step(n, 'easy-one')).concat(step(6, 'hard-one'));
    const worked = workedSteps({ steps, hardest: 'hard-one' } as never, 4);
    expect(worked.shown.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6]);
    // Ten steps: the first four, then the key step.
    const long = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => step(n, 'easy-one')).concat(step(10, 'hard-one'));
    expect(workedSteps({ steps: long, hardest: 'hard-one' } as never, 4).shown.map((s) => s.n)).toEqual([1, 2, 3, 4, 10]);
  });

  it("marks each shown step's number in the corner of the box it fills, smaller than the answer", () => {
    const record = book.puzzles.find((p) => p.kind === 'numbrix')!;
    const kind = KINDS.numbrix;
    if (record.kind !== 'numbrix') throw new Error('unreachable');
    const worked = workedSteps(explain(kind.stepper, record.puzzle), 4);
    const plain = kind.draw(record.puzzle, record.solution);
    const marked = markSteps(plain, worked.shown, (cell) => kind.stepper.cellKey!(record.puzzle, cell));
    const marks = marked.items.slice(plain.items.length) as TextItem[];
    const placed = worked.shown.flatMap((s) => s.place.map((p) => ({ n: s.n, cell: p.cell })));
    expect(placed.length).toBeGreaterThan(0);
    expect(marks.map((m) => m.text)).toEqual(placed.map((p) => String(p.n)));
    const answerSize = Math.min(...plain.items.flatMap((i) => (i.type === 'text' ? [i.size] : [])));
    const boxOf = (r: number, c: number) => plain.items.find((i): i is BoxItem => i.type === 'box' && i.key === `cell-${r}-${c}`)!;
    placed.forEach(({ cell }, i) => {
      const box = boxOf(Math.floor(cell / record.puzzle.width), cell % record.puzzle.width);
      const mark = marks[i]!;
      // In the top-left quarter of its own cell.
      expect(mark.x).toBeGreaterThanOrEqual(box.x);
      expect(mark.x).toBeLessThan(box.x + box.w / 2);
      expect(mark.y).toBeGreaterThan(box.y);
      expect(mark.y).toBeLessThan(box.y + box.h / 2);
      expect(mark.size).toBeLessThan(answerSize);
    });
    // Countdown's lines fill no boxes: its picture is left as it is.
    expect(markSteps(plain, worked.shown, undefined)).toBe(plain);
  });

  it('are off for a book unless asked, on for a worksheet with three steps each, and off there when asked', async () => {
    const spec = { title: 'T', seed: 1, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } }] };
    expect(specSchema.parse(spec).worked).toBe(false);
    expect(specSchema.parse({ ...spec, worksheet: true }).worked).toBe(true);
    expect(specSchema.parse({ ...spec, worksheet: true, worked: false }).worked).toBe(false);

    const plain = bookOf({ sections: EVERY_KIND.slice(0, 1) });
    const plainText = flat(pagesText(write('plain-answers.pdf', await renderAnswers(plain)), false).join(' '));
    expect(plainText).not.toContain(flat(stepLine(stepsOf(plain.puzzles[0]!)[0]!)));

    // One a page (keyPerPage), three first steps each; packed, as many of them as a slot holds, from the first, and the key step always.
    const sheet = bookOf({ worksheet: true, keyPerPage: true, sections: [{ kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 5 } }] });
    const sheetText = flat(pagesText(write('worksheet-answers.pdf', await renderAnswers(sheet)), false).join(' '));
    const packed = { ...sheet, spec: { ...sheet.spec, keyPerPage: undefined } };
    const packedText = flat(pagesText(write('worksheet-answers-packed.pdf', await renderAnswers(packed)), false).join(' '));
    for (const record of sheet.puzzles) {
      const steps = stepsOf(record);
      const key = steps.find((s) => s.technique === record.grade.hardest)!;
      for (const s of steps) {
        const shown = s.n <= 3 || s.n === key.n || steps.length <= 5;
        expect(sheetText.includes(flat(stepLine(s))), `${record.id} step ${s.n}`).toBe(shown);
        if (!shown) expect(packedText.includes(flat(stepLine(s))), `${record.id} step ${s.n}, packed`).toBe(false);
      }
      expect(packedText, `${record.id} key step, packed`).toContain(flat(stepLine(key)));
    }
  });

  it('print at the back of the book too, from the same steps', async () => {
    const back = bookOf({ worked: true, answers: 'back', sections: EVERY_KIND.slice(1, 2) });
    const bookText = flat(pagesText(write('worked-back.pdf', await renderBook(back)), false).join(' '));
    const record = back.puzzles[0]!;
    expect(bookText).toContain(flat(unnumberedStep(stepsOf(record).find((s) => s.technique === record.grade.hardest)!)));
  });
});

describe("a key step's chain, drawn in a worked key", () => {
  // A 9×9 expert Sudoku whose key step (its hardest technique's first use) is an XY-chain: the
  // strong link inside each two-digit cell drawn solid, the weak link from cell to cell dashed,
  // each candidate circled at its pencil-mark place, under the answer's digits; in a book's key
  // and on a worksheet. The pages checked are written as PNGs beside the PDFs, to look at.
  const section = { kind: 'sudoku', count: 1, difficulty: 'expert', options: { size: 9 } };
  let book: BookFile;
  let keyPath: string;
  let sheetPath: string;
  beforeAll(async () => {
    book = bookOf({ seed: 'chain-2', worked: true, sections: [section] });
    keyPath = write('worked-chain.pdf', await renderAnswers(book));
    writeFileSync(join(dir, 'worked-chain.png'), pagePng(keyPath, 1, 200));
    sheetPath = write('worksheet-chain.pdf', await renderAnswers(bookOf({ seed: 'chain-2', worksheet: true, sections: [section] })));
    writeFileSync(join(dir, 'worksheet-chain.png'), pagePng(sheetPath, 1, 200));
  });
  const keyOf = () => {
    const record = book.puzzles[0]!;
    const kind = getKind('sudoku');
    const step = keyStep(explain(kind.stepper, record.puzzle as never))!;
    return { record, kind, step, links: step.links ?? [] };
  };
  /** The distinct candidates a chain joins. */
  const nodesOf = (links: readonly Link[]) => new Set(links.flatMap((l) => [l.a, l.b]).map((n) => `${n.value}@${n.cells}`));

  it('is an XY-chain, whose chain has strong links and weak ones', () => {
    const { step, links } = keyOf();
    expect(step.technique).toBe('xy-chain');
    expect(links.filter((l) => l.strong).length).toBeGreaterThan(1);
    expect(links.filter((l) => !l.strong).length).toBeGreaterThan(0);
  });

  it("the key's figure draws each link in its role, a circle on each candidate, all under the answer's digits, and rings none of the chain's cells", () => {
    const { record, kind, step, links } = keyOf();
    const cellKey = (cell: number) => kind.stepper.cellKey!(record.puzzle as never, cell);
    const plain = keyFigure(answerFigureOf(record), true);
    const drawn = ringStep(plain, step, cellKey, kind.stepper.candidates!(record.puzzle as never));
    const roles = (role: string) => drawn.items.filter((i) => (i.type === 'line' || i.type === 'circle') && i.role === role);
    expect(roles('link-strong').length).toBe(links.filter((l) => l.strong).length);
    expect(roles('link-weak').length).toBe(links.filter((l) => !l.strong).length);
    expect(roles('link-node').length).toBe(nodesOf(links).size);
    expect(roles('link-node').every((i) => i.type === 'circle')).toBe(true);
    // Painted before every digit, so each digit is whole over the lines that cross its cell.
    const lastLink = drawn.items.findLastIndex((i) => (i.type === 'line' || i.type === 'circle') && i.role.startsWith('link-'));
    const firstDigit = drawn.items.findIndex((i) => i.type === 'text' && (i.role === 'answer' || i.role === 'given'));
    expect(lastLink).toBeLessThan(firstDigit);
    // Each link ends inside the cells it joins (at a candidate's place, not at a cell's edge).
    const boxes = new Map(drawn.items.flatMap((i) => (i.type === 'box' && i.key ? [[i.key, i] as const] : [])));
    const inside = (x: number, y: number, cells: number[]) => cells.some((c) => {
      const b = boxes.get(cellKey(c))!;
      return x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h;
    });
    const lines = drawn.items.filter((i): i is LineItem => i.type === 'line' && (i.role === 'link-strong' || i.role === 'link-weak'));
    lines.forEach((line, n) => {
      expect(inside(line.x1, line.y1, links[n]!.a.cells), `link ${n} starts in its cell`).toBe(true);
      expect(inside(line.x2, line.y2, links[n]!.b.cells), `link ${n} ends in its cell`).toBe(true);
    });
    // No ring: the chain's circles mark its cells.
    expect(drawn.items.filter((i) => i.type === 'box' && i.role === 'ring')).toEqual([]);
  });

  it('prints as the figure draws it: a dashed stroke for each weak link, a solid one of the same weight for each strong one, a circle for each candidate', () => {
    const { links } = keyOf();
    for (const path of [keyPath, sheetPath]) {
      const { strokes } = pageInk(path, 1);
      const dashed = strokes.filter((s) => s.dashes);
      expect(dashed.length, path).toBe(links.filter((l) => !l.strong).length);
      const weight = dashed[0]!.width;
      // Dashes and gaps long enough to read as dashes in black and white, in black.
      for (const s of dashed) {
        expect(s.ink).toBeGreaterThan(0.95);
        expect(Math.min(...s.dashes!)).toBeGreaterThanOrEqual(weight);
      }
      const solid = strokes.filter((s) => !s.dashes && s.points === 2 && Math.abs(s.width - weight) < 1e-3);
      expect(solid.length, path).toBe(links.filter((l) => l.strong).length);
      // Circles: curved paths, their box as wide as high, one per candidate.
      const circles = strokes.filter((s) => s.points > 4 && Math.abs(s.box.x1 - s.box.x0 - (s.box.y1 - s.box.y0)) < 1e-3);
      expect(circles.length, path).toBe(nodesOf(links).size);
      // Heavier than a cell's outline, so a link along a row is not read as one; lighter than a box's rule.
      const thin = Math.min(...strokes.filter((s) => s.points === 4).map((s) => s.width));
      const rule = Math.max(...strokes.filter((s) => s.points === 2).map((s) => s.width));
      expect(weight).toBeGreaterThan(thin);
      expect(weight).toBeLessThan(rule);
    }
  });
});
