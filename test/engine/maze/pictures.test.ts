/**
 * A child's maze (issue 110): a picture at each door, the traveller by the entrance and its goal
 * by the exit (a rocket and its planet, a bee and its hive, a dog and its kennel, a mouse and its
 * cheese), drawn only where asked, clear of the maze's walls, its arrows and their words, and
 * said in the rules and a worksheet's line as one sentence in every language.
 */
import { describe, expect, it } from 'vitest';
import type { Figure, Item } from '../../../src/engine/figure.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { draw, drawAnswer } from '../../../src/kinds/maze/draw.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import { DRAWN, type MazePuzzle } from '../../../src/kinds/maze/schema.ts';
import { standIns } from '../../../src/kinds/maze/stand-ins.ts';

type Box = { x1: number; y1: number; x2: number; y2: number };

/** A word's width in ems as the drawing reckons a bold face's at its widest (draw.ts `wordEms`, by which the frame keeps a side door's word its room). */
const ems = (word: string) => [...word].reduce((w, ch) => w + (/[iIljíìïîı.,'’ ]/u.test(ch) ? 0.32 : /[mwMW]/u.test(ch) ? 1.05 : 0.65), 0);

/** An item's box, its stroke's half-width round a line or a circle; a word's from its anchor. */
function boxOf(item: Item): Box {
  if (item.type === 'line') {
    const w = 0.1;
    return { x1: Math.min(item.x1, item.x2) - w, y1: Math.min(item.y1, item.y2) - w, x2: Math.max(item.x1, item.x2) + w, y2: Math.max(item.y1, item.y2) + w };
  }
  if (item.type === 'curve') {
    const [xs, ys] = [[item.x1, item.cx1, item.cx2, item.x2], [item.y1, item.cy1, item.cy2, item.y2]];
    return { x1: Math.min(...xs) - 0.1, y1: Math.min(...ys) - 0.1, x2: Math.max(...xs) + 0.1, y2: Math.max(...ys) + 0.1 };
  }
  if (item.type === 'circle') return { x1: item.cx - item.r - 0.05, y1: item.cy - item.r - 0.05, x2: item.cx + item.r + 0.05, y2: item.cy + item.r + 0.05 };
  if (item.type === 'text') {
    const width = ems(item.text) * item.size;
    const x1 = item.anchor === 'start' ? item.x : item.anchor === 'end' ? item.x - width : item.x - width / 2;
    return { x1, y1: item.y - item.size / 2, x2: x1 + width, y2: item.y + item.size / 2 };
  }
  return { x1: item.x, y1: item.y, x2: item.x + item.w, y2: item.y + item.h };
}

const overlap = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
const union = (boxes: Box[]): Box => ({ x1: Math.min(...boxes.map((b) => b.x1)), y1: Math.min(...boxes.map((b) => b.y1)), x2: Math.max(...boxes.map((b) => b.x2)), y2: Math.max(...boxes.map((b) => b.y2)) });
const of = (figure: Figure, role: string) => figure.items.filter((i) => 'role' in i && i.role === role);

/** The two pictures of a figure, each as one box: its strokes split at the gap between them (the farther from the entrance's picture's first stroke). */
function pictureBoxes(figure: Figure, puzzle: MazePuzzle): { entrance: Box; exit: Box } {
  const boxes = of(figure, 'picture').map(boxOf);
  const spot = (r: number, c: number) => boxOf(figure.items.find((i) => i.type === 'box' && i.key === `cell-${r}-${c}`)!);
  const [s, e] = [spot(...puzzle.start), spot(...puzzle.end)];
  const middle = (b: Box) => [(b.x1 + b.x2) / 2, (b.y1 + b.y2) / 2];
  const near = (b: Box, to: Box) => Math.hypot(middle(b)[0]! - middle(to)[0]!, middle(b)[1]! - middle(to)[1]!);
  const entrance = boxes.filter((b) => near(b, s) < near(b, e));
  const exit = boxes.filter((b) => near(b, s) >= near(b, e));
  expect(entrance.length, 'strokes by the entrance').toBeGreaterThan(3);
  expect(exit.length, 'strokes by the exit').toBeGreaterThan(3);
  return { entrance: union(entrance), exit: union(exit) };
}

const made = (size: { rows: number; cols: number }, picture: string, seed: string) => kind.generate(new Rng(seed), kind.options.parse({ ...size, picture }), 'easy')!;

describe('pictures at the doors of a child\'s maze', () => {
  it('draws none by default: the record, the options and the figure as they were', () => {
    const options = kind.options.parse({ size: 10 });
    expect(options).toEqual({ rows: 10, cols: 10, shape: 'rect' });
    const m = kind.generate(new Rng('pictures/none'), options, 'easy')!;
    expect('picture' in m.puzzle).toBe(false);
    expect(of(draw(m.puzzle), 'picture')).toEqual([]);
    expect(kind.words.rules(m.puzzle)).toMatch(/^Find the way through the maze\. /);
    expect(kind.words.instruction(m.puzzle)).toBe('Draw a line from the entrance to the exit without crossing a wall.');
  });

  for (const size of [
    { rows: 8, cols: 8 },
    { rows: 12, cols: 12 },
    { rows: 16, cols: 10 },
    { rows: 8, cols: 14 },
    { rows: 30, cols: 30 },
  ])
    for (const picture of DRAWN)
      it(`${size.rows}×${size.cols}, ${picture}: the traveller by the entrance, its goal by the exit, clear of the maze, the arrows and the words`, () => {
        const m = made(size, picture, `pictures/${picture}/${size.rows}x${size.cols}`);
        expect(m.puzzle.picture).toBe(picture);
        expect(kind.puzzle.parse(JSON.parse(JSON.stringify(m.puzzle)))).toEqual(m.puzzle);
        const figure = draw(m.puzzle, undefined, {});
        const { entrance, exit } = pictureBoxes(figure, m.puzzle);
        // The maze's walls and squares, the arrows, the words: none under a picture.
        const taken = [...of(figure, 'wall'), ...of(figure, 'arrow'), ...of(figure, 'sign'), ...of(figure, 'spot')].map(boxOf);
        for (const box of [entrance, exit]) {
          for (const t of taken) expect(overlap(box, t), `${JSON.stringify(box)} over ${JSON.stringify(t)}`).toBe(false);
          // Inside the figure, so nothing is cut off at the page.
          expect(box.x1).toBeGreaterThanOrEqual(0);
          expect(box.y1).toBeGreaterThanOrEqual(0);
          expect(box.x2).toBeLessThanOrEqual(figure.width);
          expect(box.y2).toBeLessThanOrEqual(figure.height);
        }
        expect(overlap(entrance, exit)).toBe(false);
        // The answer the archive shows draws them too; the key's small answer none.
        expect(of(draw(m.puzzle, m.solution), 'picture').length).toBe(of(figure, 'picture').length);
        expect(of(drawAnswer(m.puzzle, m.solution), 'picture')).toEqual([]);
        // The stand-in with the same picture draws as large as the maze: the page plans room for it.
        const stand = draw(standIns(kind.options.parse({ ...size, picture }), 'easy').largest);
        expect([stand.width, stand.height]).toEqual([figure.width, figure.height]);
        // A picture a corridor and a half tall or more, its art filling most of its 2.5 units at the least.
        expect(entrance.y2 - entrance.y1).toBeGreaterThan(1.5);
      });

  it('says each pair as one sentence of its own in every language, and the stored maze must match its options', () => {
    const m = made({ rows: 8, cols: 8 }, 'rocket', 'pictures/words');
    expect(kind.words.instruction(m.puzzle)).toBe('Help the rocket reach the planet. Draw a line from the entrance to the exit without crossing a wall.');
    for (const lang of ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT']) {
      const said = inLanguage(lang, () => ['none', ...DRAWN].map((picture) => kind.words.rules({ ...m.puzzle, picture: picture === 'none' ? undefined : (picture as 'rocket') })));
      expect(new Set(said).size, lang).toBe(said.length);
      const lines = inLanguage(lang, () => ['none', ...DRAWN].map((picture) => kind.words.instruction({ ...m.puzzle, picture: picture === 'none' ? undefined : (picture as 'rocket') })));
      expect(new Set(lines).size, lang).toBe(lines.length);
      for (const line of lines) expect(line, lang).not.toMatch(/\{\{|\}\}/);
    }
    expect(kind.unlike(kind.options.parse({ size: 8 }), m.puzzle, m.solution)).toEqual(['puzzle.picture: is rocket but options.picture is none']);
    expect(kind.unlike(kind.options.parse({ size: 8, picture: 'rocket' }), m.puzzle, m.solution)).toEqual([]);
  });

  it('refuses a picture no maze draws', () => {
    expect(kind.options.safeParse({ size: 8, picture: 'dragon' }).success).toBe(false);
    const m = made({ rows: 8, cols: 8 }, 'bee', 'pictures/refused');
    expect(kind.puzzle.safeParse({ ...m.puzzle, picture: 'dragon' }).success).toBe(false);
    expect(kind.puzzle.safeParse({ ...m.puzzle, picture: 'none' }).success).toBe(false);
  });
});
