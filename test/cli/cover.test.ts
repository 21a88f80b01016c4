import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageCount, pagesText, pageSize } from '../pdf/read.ts';
import { cli, expectCleanFailure, tempDir } from './run.ts';

const SPEC = `title: Cover Book
subtitle: Small and square
author: Test Author
seed: 7
page: { size: 6x9, paper: cream }
sections:
  - { kind: numbrix, count: 2, difficulty: easy, options: { size: 5 }, perPage: 1 }
`;

describe('puzzlebook cover', () => {
  it('writes the cover of a built book beside it, saying its size and spine, and the same from the spec', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'cover.yaml'), SPEC);
    const built = await cli(['build', join(dir, 'cover.yaml'), '--out', dir]);
    expect(built.status, built.stderr).toBe(0);
    // Eight pages: print-on-demand binds 24 at least, and the build says so.
    expect(built.stderr).toMatch(/^puzzlebook: warning: cover-book\.pdf has \d+ pages; print-on-demand services bind at least 24/);

    const fromBook = await cli(['cover', join(dir, 'cover-book.json')]);
    expect(fromBook.status, fromBook.stderr).toBe(0);
    // The cover is made, but for a book print-on-demand will not bind, it says so.
    expect(fromBook.stderr).toMatch(/^puzzlebook: warning: Cover Book has \d+ pages; print-on-demand services bind at least 24 pages/);
    expect(fromBook.stdout).toMatch(/^Cover Book: cover 12\.2\d\d × 9\.250 in \(\d+ pages on cream paper: spine 0\.0\d\d in, no spine text under 80 pages; bleed 0\.125 in\)/);
    const [width, height] = pageSize(join(dir, 'cover-book-cover.pdf'));
    expect(height).toBeCloseTo(9.25 * 72, 1);
    expect(width).toBeGreaterThan(12.25 * 72);

    // --paper overrides the spec's paper; a spec is made into its book first, nothing else written.
    const other = tempDir();
    const fromSpec = await cli(['cover', join(dir, 'cover.yaml'), '--paper', 'white', '--out', other]);
    expect(fromSpec.status, fromSpec.stderr).toBe(0);
    expect(fromSpec.stdout).toContain('on white paper');
    expect(readdirSync(other)).toEqual(['cover-book-cover.pdf']);
    expect(pageSize(join(other, 'cover-book-cover.pdf'))[0]).toBeLessThan(width);
  });

  it('build --plan prints the pages, each section\'s span and the spine, making no puzzle and writing nothing', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'cover.yaml'), SPEC);
    const out = join(dir, 'out');
    const r = await cli(['build', join(dir, 'cover.yaml'), '--plan', '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Cover Book: 6x9, 2 puzzles in 1 section; planned without making them, nothing written\n/);
    expect(r.stdout).toMatch(/\n {2}1–3 +front matter\n {2}4 +how to play\n {2}5–6 +Numbrix · 2 easy puzzles\n/);
    expect(r.stdout).toMatch(/\n {2}6 pages; the answer key is its own PDF, about 2 pages\n {2}spine: 0\.014 in on white, 0\.015 in on cream\n {2}making, .*\n {4}sections\[0\] {2}2 easy Numbrix of 5×5: under a second\n$/);
    expect(existsSync(out)).toBe(false);
    // The plan is the book's: built, it has those pages.
    expect((await cli(['build', join(dir, 'cover.yaml'), '--out', out])).status).toBe(0);
    expect(pageCount(join(out, 'cover-book.pdf'))).toBe(6);
  });

  it('names the bands on the back easiest first, whatever order the sections come in', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'bands.yaml'),
      'title: Bands\nseed: 7\nsections:\n  - { kind: numbrix, count: 1, difficulty: hard, options: { size: 6 } }\n  - { kind: numbrix, count: 1, difficulty: easy, options: { size: 5 } }\n',
    );
    const r = await cli(['cover', join(dir, 'bands.yaml'), '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    // A letter-size book of an odd page count: sheets bind two pages, and the warning says how to get an even count.
    expect(r.stderr).toMatch(/^puzzlebook: warning: Bands has \d+ pages; print-on-demand services bind at least 24/);
    expect(pagesText(join(dir, 'bands-cover.pdf'), false).join(' ').replace(/\s+/g, ' ')).toContain('2 puzzles (easy, hard)');
  });

  it('says what a book of word puzzles and mazes holds: puzzles, not number puzzles (issue 111), in English and in German', async () => {
    const dir = tempDir();
    for (const [language, said, not] of [['en', '5 puzzles (easy, medium)', 'number'], ['de', '5 Rätsel (leicht, mittel)', 'Zahlen']] as const) {
      writeFileSync(join(dir, `words-${language}.yaml`), `title: Words ${language}\nseed: 7\nlanguage: ${language}\nsections:\n  - { kind: word-search, count: 3, difficulty: easy }\n  - { kind: maze, count: 2, difficulty: medium }\n`);
      const r = await cli(['cover', join(dir, `words-${language}.yaml`), '--out', dir]);
      expect(r.status, r.stderr).toBe(0);
      const back = pagesText(join(dir, `words-${language}-cover.pdf`), false).join(' ').replace(/\s+/g, ' ');
      expect(back).toContain(said);
      expect(back).not.toContain(not);
    }
  });

  it("refuses back text the trim cannot hold, or a bad price, before making any puzzle, naming the field", async () => {
    const dir = tempDir();
    const back = Array.from({ length: 8 }, () => '    Every grid has one answer you can reach by reasoning, with no guessing, from the easy ones to the expert ones.').join('\n\n');
    writeFileSync(join(dir, 'long.yaml'), `title: Long Back\nseed: 1\npage: { size: 5x8 }\ncover:\n  back: |\n${back}\nsections:\n  - { kind: numbrix, count: 2, difficulty: easy, options: { size: 5 } }\n`);
    for (const command of ['cover', 'build']) {
      const long = await cli([command, join(dir, 'long.yaml'), '--out', dir]);
      expectCleanFailure(long);
      expect(long.stderr).toMatch(/long\.yaml: cover\.back: is too long for the back of a 5x8 cover: .*; cut about \d+ of its \d+ words/);
      // Refused before any puzzle: no progress, nothing written.
      expect(long.stderr).not.toContain('puzzles');
    }
    writeFileSync(join(dir, 'price.yaml'), 'title: Price\nseed: 1\ncover: { price: "US $9.99 until the end of May" }\nsections:\n  - { kind: numbrix, count: 1 }\n');
    const price = await cli(['cover', join(dir, 'price.yaml'), '--out', dir]);
    expectCleanFailure(price);
    expect(price.stderr).toContain('cover.price: must be at most 16 characters');
    expect(readdirSync(dir).sort()).toEqual(['long.yaml', 'price.yaml']);
  });

  it('refuses a bad file or paper, naming what is wrong, and writes nothing', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bad.yaml'), 'title: Bad\nseed: 1\nsections:\n  - { kind: numbrix, count: 0 }\n');
    const bad = await cli(['cover', join(dir, 'bad.yaml'), '--out', dir]);
    expectCleanFailure(bad);
    expect(bad.stderr).toContain('sections[0].count');
    const paper = await cli(['cover', join(dir, 'bad.yaml'), '--paper', 'gold', '--out', dir]);
    expectCleanFailure(paper);
    expect(paper.stderr).toContain('paper');
    expect(readdirSync(dir)).toEqual(['bad.yaml']);
  });
});
