// `puzzlebook pages`: a book's pages as PNGs, for proofing on screen. The images are the book's
// own pages (checked against the PDF `build` wrote, page for page), at the size the dpi asks,
// the same bytes every time; a bad page list or dpi is refused and nothing is written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageCount, pagePng } from '../pdf/read.ts';
import { cli, expectCleanFailure, tempDir } from './run.ts';

const SPEC = `title: Proof Book
author: Test Author
seed: 11
page: { size: 6x9 }
sections:
  - { kind: numbrix, count: 2, difficulty: easy, options: { size: 5 }, perPage: 1 }
`;

/** A PNG's width and height, from its header. */
const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('puzzlebook pages', () => {
  it("draws every page of a book, or those asked for, as the book's PDF prints them", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'proof.yaml'), SPEC);
    expect((await cli(['build', join(dir, 'proof.yaml'), '--out', dir])).status).toBe(0);
    const book = join(dir, 'proof-book.json');
    const pdf = join(dir, 'proof-book.pdf');
    const count = pageCount(pdf);

    const all = tempDir();
    const r = await cli(['pages', book, '--dpi', '50', '--out', all]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Proof Book: ${count} of ${count} pages at 50 dpi`);
    const names = readdirSync(all).sort();
    expect(names).toEqual(Array.from({ length: count }, (_, i) => `proof-book-page-${String(i + 1).padStart(String(count).length, '0')}.png`));
    // 6 × 9 in at 50 dpi, and each image the built PDF's page, drawn the same way.
    for (const [i, name] of names.entries()) {
      const png = readFileSync(join(all, name));
      expect(sizeOf(png)).toEqual([300, 450]);
      expect(Buffer.from(pagePng(pdf, i + 1, 50)).equals(png), name).toBe(true);
    }

    const some = tempDir();
    expect((await cli(['pages', book, '--pages', '1,3-4', '--dpi', '40', '--out', some])).status).toBe(0);
    expect(readdirSync(some).sort()).toEqual(['proof-book-page-1.png', 'proof-book-page-3.png', 'proof-book-page-4.png'].map((n) => n.replace(/page-(\d)/, (_, d: string) => `page-${d.padStart(String(count).length, '0')}`)));

    // The separate key's pages, by --key.
    const key = tempDir();
    expect((await cli(['pages', book, '--key', '--dpi', '40', '--out', key])).status).toBe(0);
    expect(readdirSync(key).length).toBe(pageCount(join(dir, 'proof-book-answers.pdf')));
    expect(readdirSync(key).every((n) => n.startsWith('proof-book-answers-page-'))).toBe(true);
  });

  it('refuses a page list outside the book, or a dpi out of range, naming it, and writes nothing', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'proof.yaml'), SPEC);
    expect((await cli(['build', join(dir, 'proof.yaml'), '--out', dir])).status).toBe(0);
    const out = tempDir();
    for (const [args, says] of [
      [['--pages', '2-400'], '--pages 2-400: the document has pages 1 to'],
      [['--pages', 'first'], '--pages first: name pages as 3, 5-8 or 1,3,10-12'],
      [['--dpi', '5000'], '--dpi'],
    ] as const) {
      const r = await cli(['pages', join(dir, 'proof-book.json'), ...args, '--out', out]);
      expectCleanFailure(r);
      expect(r.stderr).toContain(says);
    }
    expect(readdirSync(out)).toEqual([]);
  });
});
