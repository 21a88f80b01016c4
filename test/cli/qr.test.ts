/**
 * Issue 43: from the page to the archive. A book with `archive:` prints, beside each puzzle, its
 * short code and a QR code of its short address; every QR code on every page is read back from
 * the rendered page (by jsQR, a decoder apart from the encoder that drew it) and leads, in the
 * archive published from the book, to that very puzzle's page, in a real browser too. The
 * archive is the shared one (test/global/archive.ts), which holds the book (linked-book.ts) and
 * draws its PDF again from its book file; this file builds it once from its spec.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQRModule from 'jsqr';
import * as mupdf from 'mupdf';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { puzzleCode } from '../../src/book/code.ts';
import { pageCount, pagesText, pageText, wordBoxes } from '../pdf/read.ts';
import { mastheads } from '../pdf/masthead.ts';
import { bookOf } from '../site/books.ts';
import { gameStarted, launch, problemsOf, visit } from '../site/browser.ts';
import { LINKED, LINKED_SLUG } from './linked-book.ts';
import { cli, tempDir } from './run.ts';

const { books, site, origin, address } = inject('archive');

let dir: string;
/** The book as the shared archive holds it. */
let book: BookFile;
/** The book's PDF as `build` made it from its spec. */
const pdf = () => join(dir, 'books', `${LINKED_SLUG}.pdf`);

beforeAll(async () => {
  dir = tempDir();
  writeFileSync(join(dir, 'linked.yaml'), LINKED);
  const built = await cli(['build', join(dir, 'linked.yaml'), '--out', join(dir, 'books')]);
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  book = bookOf(books, LINKED_SLUG);
  // The same puzzles, so the same ids and codes, as the archive's book file.
  const made = JSON.parse(readFileSync(join(dir, 'books', `${LINKED_SLUG}.json`), 'utf8')) as BookFile;
  expect(made.puzzles.map((p) => p.id)).toEqual(book.puzzles.map((p) => p.id));
});

/**
 * Every QR code on a page, read from the page rendered at 300 dpi: in the band of each puzzle's
 * caption (where its "Hints:" line is), from that line to the next caption beside it or the page's right edge, so the
 * decoder looks at one code at a time rather than a page of grids. Only that band is drawn, by
 * MuPDF straight into a pixmap of its size: a whole page at 300 dpi is some 8 million pixels.
 */
function qrCodesOn(file: string, page: number): string[] {
  const scale = 300 / 72;
  const hints = wordBoxes(file, page).filter((w) => w.text === 'Hints:');
  if (hints.length === 0) return [];
  const doc = mupdf.Document.openDocument(readFileSync(file), 'application/pdf');
  try {
    const sheet = doc.loadPage(page - 1);
    const [, , right, bottom] = sheet.getBounds();
    return hints.map((w) => {
      // To the next puzzle's caption on the same line, if two stand side by side, else the page's edge.
      const next = Math.min(...hints.filter((o) => o.xMin > w.xMin && Math.abs(o.yMin - w.yMin) < 5).map((o) => o.xMin), right);
      const box = [Math.floor(w.xMin * scale), Math.max(0, Math.floor((w.yMin - 30) * scale)), Math.floor(next * scale), Math.ceil(Math.min(bottom, w.yMax + 50) * scale)];
      const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, box as mupdf.Rect, false);
      pixmap.clear(255);
      const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
      sheet.run(device, mupdf.Matrix.scale(scale, scale));
      device.close();
      const [cw, ch, stride, rgb] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride(), pixmap.getPixels()];
      const rgba = new Uint8ClampedArray(cw * ch * 4);
      for (let y = 0; y < ch; y++) {
        for (let x = 0; x < cw; x++) {
          const from = y * stride + x * 3;
          rgba.set([rgb[from]!, rgb[from + 1]!, rgb[from + 2]!, 255], (y * cw + x) * 4);
        }
      }
      return jsQR(rgba, cw, ch, { inversionAttempts: 'dontInvert' })?.data ?? `(none beside ${w.text} at ${Math.round(w.yMin)} pt)`;
    });
  } finally {
    doc.destroy();
  }
}

/** jsQR's decoder: the package is CommonJS with a `default` beside itself, which Node's types see as the namespace. */
const jsQR = jsQRModule.default;

/** The puzzle a short address leads to in the archive: the page its `p/CODE/` page sends the reader on to. */
function leadsTo(link: string): string {
  expect(link.startsWith(`${address}p/`), link).toBe(true);
  const code = link.slice(`${address}p/`.length).replace(/\/$/, '');
  const page = readFileSync(join(site, 'p', code, 'index.html'), 'utf8');
  const target = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(page)?.[1];
  expect(target, code).toMatch(/^\/puzzles\/[a-z0-9-]+\/$/);
  expect(readFileSync(join(site, target!, 'index.html'), 'utf8')).toContain('<h1');
  return target!.split('/')[2]!;
}

/** The short codes a PDF prints, in order. */
const codesIn = (file: string) => [...pagesText(file).join('\n').matchAll(/Hints: ([0-9a-z]{8})/g)].map((m) => m[1]);

describe('a book with archive:', () => {
  it('prints on every puzzle its short code and a QR code that reads back to that puzzle’s page in the archive', () => {
    let seen = 0;
    for (let page = 1; page <= pageCount(pdf()); page++) {
      const text = pageText(pdf(), page);
      const printed = [...text.matchAll(/Hints: ([0-9a-z]{8})/g)].map((m) => m[1]!);
      // Each puzzle's number, read from its masthead wherever it stands.
      const labels = mastheads(pdf(), page, book.spec).map((m) => m.number);
      expect(printed.length, `page ${page}`).toBe(labels.length);
      const read = qrCodesOn(pdf(), page);
      expect(read.length, `page ${page}: ${read.join(', ')}`).toBe(labels.length);
      // Each QR code leads to a puzzle printed on this page, under its own number, beside its own code.
      const ids = read.map(leadsTo).sort();
      const here = labels.map((n) => book.puzzles[n - 1]!.id).sort();
      expect(ids, `page ${page}`).toEqual(here);
      expect(printed.sort(), `page ${page}`).toEqual(here.map(puzzleCode).sort());
      seen += read.length;
    }
    expect(seen).toBe(book.puzzles.length);
    // The how-to pages say where the codes lead, in one line.
    expect(pageText(pdf(), 4)).toMatch(/Stuck\? Scan a puzzle's QR code, or open puzzles\.example\.org\/p\/ and type the code/);
  });

  it('prints the same codes when the book is made again: the archive draws its PDF from the book file to the same bytes', () => {
    const drawn = join(site, 'books', LINKED_SLUG, `${LINKED_SLUG}.pdf`);
    expect(codesIn(drawn)).toEqual(codesIn(pdf()));
    expect(readFileSync(drawn).equals(readFileSync(pdf()))).toBe(true);
  });

  it('a short address opens its puzzle’s page in a browser', async () => {
    const browser = await launch({ phone: true });
    try {
      const record = book.puzzles[4]!;
      const { page } = await visit(browser, `${origin}/p/${puzzleCode(record.id)}/`);
      await page.waitForURL(`${origin}/puzzles/${record.id}/`);
      await gameStarted(page);
      await page.screenshot({ path: join(dir, 'short-address.png') });
      expect(problemsOf(page)).toEqual([]);
      // Typed by hand from the page: in capitals, without the last slash, an O for a 0 and an L for a 1.
      const typed = puzzleCode(book.puzzles[1]!.id).toUpperCase().replace(/0/g, 'O').replace(/1/g, 'L');
      const hand = await browser.newPage();
      await hand.goto(`${origin}/p/${typed}`);
      await hand.waitForURL(`${origin}/puzzles/${book.puzzles[1]!.id}/`);
      await hand.locator('h1').waitFor();
    } finally {
      await browser.close();
    }
  });

  it('a worksheet prints no codes unless it asks for them (qr: true)', async () => {
    const sheet = (qr: string) => `title: Sheet\nslug: sheet${qr ? '-qr' : ''}\nseed: 3\nworksheet: true\narchive: https://puzzles.example.org/\n${qr}sections:\n  - { kind: numbrix, count: 2, difficulty: easy, options: { size: 5 } }\n`;
    for (const [name, qr, codes] of [['plain', '', 0], ['asked', 'qr: true\n', 2]] as const) {
      writeFileSync(join(dir, `${name}.yaml`), sheet(qr));
      const r = await cli(['build', join(dir, `${name}.yaml`), '--out', join(dir, name)]);
      expect(r.status, r.stderr).toBe(0);
      const file = join(dir, name, `sheet${qr ? '-qr' : ''}.pdf`);
      const text = pagesText(file).join('\n');
      expect([...text.matchAll(/Hints: [0-9a-z]{8}/g)].length, name).toBe(codes);
      expect(JSON.parse(readFileSync(join(dir, name, `sheet${qr ? '-qr' : ''}.json`), 'utf8')).spec).toMatchObject({ archive: 'https://puzzles.example.org/', qr: codes > 0 });
    }
  });
});
