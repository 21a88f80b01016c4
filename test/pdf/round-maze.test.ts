/**
 * A round maze printed (issue 110): read back from the PDF with MuPDF, its walls round the rings
 * are curves (Bézier arcs, not chords), at 0.5 pt or more and one weight, spanning a circle (as
 * wide as tall); its key's way runs round them too. The page and the key are written as PNGs
 * into the test's folder (`round-maze.png`, `round-maze-key.png`). Its words are a round maze's:
 * the worksheet's line and the how-to page's rules lead into its middle (it has no exit arrow),
 * and the how-to page's first steps count steps by ring and place, never squares
 * (`round-maze-how-to.png`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { pageInk } from './read.ts';
import { bookOf, dir, pagePng, pageText, write } from './tools.ts';

/** A page's words on one line, as a reader reads them across its line breaks. */
const flat = (text: string) => text.replace(/-\n(?=\p{Ll})/gu, '').replace(/\s+/g, ' ');

describe('a round maze in print', () => {
  it('draws its rings as arcs, at 0.5 pt or more, round a circle; its key draws the way round them', async () => {
    const sheet = bookOf({ title: 'Round Maze', worksheet: true, page: { size: 'letter' }, sections: [{ kind: 'maze', count: 1, difficulty: 'easy', options: { shape: 'round', size: 6 } }] });
    const path = write('round-maze.pdf', await renderBook(sheet));
    const key = write('round-maze-answers.pdf', await renderAnswers(sheet));
    const page = layoutBook(sheet).pages.findIndex((p) => p.type === 'puzzles') + 1;
    writeFileSync(join(dir, 'round-maze.png'), pagePng(path, page, 100));
    writeFileSync(join(dir, 'round-maze-key.png'), pagePng(key, 1, 100));
    // The walls' arcs: one curve a stroke (a circle, as a picture draws one, has four).
    const arcs = pageInk(path, page).strokes.filter((s) => s.curves === 1);
    expect(arcs.length).toBeGreaterThan(20);
    const widths = new Set(arcs.map((s) => Math.round(s.width * 1000) / 1000));
    expect(widths.size).toBe(1);
    expect([...widths][0]).toBeGreaterThanOrEqual(0.5);
    const span = { x0: Math.min(...arcs.map((s) => s.box.x0)), x1: Math.max(...arcs.map((s) => s.box.x1)), y0: Math.min(...arcs.map((s) => s.box.y0)), y1: Math.max(...arcs.map((s) => s.box.y1)) };
    // Round: as wide as it is tall, to a twentieth (the entrance's gap in the rim's top is narrower than a corridor, whose arcs' ends still reach the top).
    expect((span.x1 - span.x0) / (span.y1 - span.y0)).toBeCloseTo(1, 1);
    expect(span.x1 - span.x0).toBeGreaterThan(72 * 3);
    // The key: curves of the way, heavier than its walls.
    const keyInk = pageInk(key, 1).strokes.filter((s) => s.curves === 1);
    expect(new Set(keyInk.map((s) => Math.round(s.width * 1000))).size).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('says a round maze\'s words: the worksheet\'s line and the how-to page into its middle, its steps by ring and place, no square', async () => {
    const sheet = bookOf({ title: 'Round Maze', worksheet: true, page: { size: 'letter' }, sections: [{ kind: 'maze', count: 1, difficulty: 'easy', options: { shape: 'round', size: 6 } }] });
    const sheetPath = write('round-maze-words.pdf', await renderBook(sheet));
    const sheetText = flat(pageText(sheetPath, layoutBook(sheet).pages.findIndex((p) => p.type === 'puzzles') + 1, false));
    expect(sheetText).toContain('Draw a line from the entrance into the middle without crossing a wall.');
    const book = bookOf({ title: 'Round Mazes', page: { size: '6x9' }, sections: [{ kind: 'maze', count: 2, difficulty: 'medium', options: { shape: 'round', size: 6 } }] });
    const path = write('round-maze-how-to.pdf', await renderBook(book));
    const page = layoutBook(book).howToPage.get('maze')!;
    writeFileSync(join(dir, 'round-maze-how-to.png'), pagePng(path, page, 100));
    const text = flat(pageText(path, page, false));
    expect(text).toContain('Find the way into the middle of the maze. Start at the entrance arrow and draw a line along the paths into the middle without crossing a wall. There is only one way in.');
    expect(text).toMatch(/ring \d+, place \d+/);
    expect(text).toMatch(/follow the path \d+ steps? to the fork in ring \d+, place \d+/);
    expect(text).not.toMatch(/\bsquares?\b|exit arrow/i);
  }, 60_000);
});
