import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { explain } from '../../src/engine/explain.ts';
import type { BoxItem, TextItem } from '../../src/engine/figure.ts';
import { getKind, KINDS } from '../../src/kinds/registry.ts';
import { keyStep, markSteps, ringStep, workedSteps } from '../../src/engine/worked.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { stepLine, unnumberedStep } from '../../src/templates/index.ts';
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

    const sheet = bookOf({ worksheet: true, sections: [{ kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 5 } }] });
    const sheetText = flat(pagesText(write('worksheet-answers.pdf', await renderAnswers(sheet)), false).join(' '));
    for (const record of sheet.puzzles) {
      const steps = stepsOf(record);
      const key = steps.find((s) => s.technique === record.grade.hardest)!;
      for (const s of steps) {
        const shown = s.n <= 3 || s.n === key.n || steps.length <= 5;
        expect(sheetText.includes(flat(stepLine(s))), `${record.id} step ${s.n}`).toBe(shown);
      }
    }
  });

  it('print at the back of the book too, from the same steps', async () => {
    const back = bookOf({ worked: true, answers: 'back', sections: EVERY_KIND.slice(1, 2) });
    const bookText = flat(pagesText(write('worked-back.pdf', await renderBook(back)), false).join(' '));
    const record = back.puzzles[0]!;
    expect(bookText).toContain(flat(unnumberedStep(stepsOf(record).find((s) => s.technique === record.grade.hardest)!)));
  });
});
