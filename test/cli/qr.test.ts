/**
 * Issue 43: from the page to the archive. A book with `archive:` prints, beside each puzzle, its
 * short code and a QR code of its short address; every QR code on every page is read back from
 * the rendered page (by jsQR, a decoder apart from the encoder that drew it) and leads, in the
 * archive `site` built from the book, to that very puzzle's page, in a real browser too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQRModule from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { puzzleCode } from '../../src/book/code.ts';
import { pageCount, pagePixels, pagesText, pageText, wordBoxes } from '../pdf/read.ts';
import { gameStarted, launch, problemsOf, serve, type Served, visit } from '../site/browser.ts';
import { cli, tempDir } from './run.ts';

const ADDRESS = 'https://puzzles.example.org/shelf/';
const spec = (seed: number, extra = '') => `title: Linked Puzzles
slug: linked
seed: ${seed}
archive: https://puzzles.example.org/shelf
${extra}sections:
  - { kind: numbrix, count: 3, difficulty: easy, options: { size: 5 } }
  - { kind: secret-number, count: 1, difficulty: easy }
  - { kind: cross-numbers, count: 1, difficulty: easy, options: { size: 3 } }
  - { kind: countdown, count: 1, difficulty: easy }
  - { kind: number-mind, count: 1, difficulty: easy, options: { length: 3 } }
`;

let dir: string;
let book: BookFile;
let served: Served | undefined;
const pdf = () => join(dir, 'books', 'linked.pdf');

beforeAll(async () => {
  dir = tempDir();
  writeFileSync(join(dir, 'linked.yaml'), spec(9));
  const built = await cli(['build', join(dir, 'linked.yaml'), '--out', join(dir, 'books')]);
  expect(built.stderr).toBe('');
  const site = await cli(['site', '--books', join(dir, 'books'), '--out', join(dir, 'site')]);
  expect(site.status, site.stderr).toBe(0);
  book = JSON.parse(readFileSync(join(dir, 'books', 'linked.json'), 'utf8'));
});
afterAll(() => served?.stop());

/**
 * Every QR code on a page, read from the page rendered at 300 dpi: in the band of each puzzle's
 * caption (where its "Hints:" line is), from that line to the next caption beside it or the page's right edge, so the
 * decoder looks at one code at a time rather than a page of grids.
 */
function qrCodesOn(file: string, page: number): string[] {
  const dpi = 300;
  const { width, height, rgb, scale } = pagePixels(file, page, dpi);
  const hints = wordBoxes(file, page).filter((w) => w.text === 'Hints:');
  return hints
    .map((w) => {
      // To the next puzzle's caption on the same line, if two stand side by side, else the page's edge.
      const next = Math.min(...hints.filter((o) => o.xMin > w.xMin && Math.abs(o.yMin - w.yMin) < 5).map((o) => o.xMin * scale), width);
      const [x0, y0] = [Math.floor(w.xMin * scale), Math.max(0, Math.floor((w.yMin - 30) * scale))];
      const [cw, ch] = [Math.floor(next) - x0, Math.min(height, Math.ceil((w.yMax + 50) * scale)) - y0];
      const rgba = new Uint8ClampedArray(cw * ch * 4);
      for (let y = 0; y < ch; y++) {
        for (let x = 0; x < cw; x++) {
          const from = ((y0 + y) * width + x0 + x) * 3;
          rgba.set([rgb[from]!, rgb[from + 1]!, rgb[from + 2]!, 255], (y * cw + x) * 4);
        }
      }
      return jsQR(rgba, cw, ch, { inversionAttempts: 'dontInvert' })?.data ?? `(none beside ${w.text} at ${Math.round(w.yMin)} pt)`;
    });
}

/** jsQR's decoder: the package is CommonJS with a `default` beside itself, which Node's types see as the namespace. */
const jsQR = jsQRModule.default;

/** The puzzle a short address leads to in the built archive: the page its `p/CODE/` page sends the reader on to. */
function leadsTo(link: string): string {
  expect(link.startsWith(`${ADDRESS}p/`), link).toBe(true);
  const code = link.slice(`${ADDRESS}p/`.length).replace(/\/$/, '');
  const page = readFileSync(join(dir, 'site', 'p', code, 'index.html'), 'utf8');
  // The archive is published under its address's path (site takes it from the books' archive:), and so are its links.
  const target = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(page)?.[1];
  expect(target, code).toMatch(/^\/shelf\/puzzles\/[a-z0-9-]+\/$/);
  const path = target!.slice('/shelf/'.length);
  expect(readFileSync(join(dir, 'site', path, 'index.html'), 'utf8')).toContain('<h1');
  return path.split('/')[1]!;
}

describe('a book with archive:', () => {
  it('prints on every puzzle its short code and a QR code that reads back to that puzzle’s page in the built archive', () => {
    let seen = 0;
    for (let page = 1; page <= pageCount(pdf()); page++) {
      const text = pageText(pdf(), page);
      const printed = [...text.matchAll(/Hints: ([0-9a-z]{8})/g)].map((m) => m[1]!);
      // Each label, wherever it stands: two puzzles side by side print theirs on one line.
      const labels = [...text.matchAll(/(?:^|\s)(\d+)\. (Numbrix|Secret Number|Cross Numbers|Countdown|Number Mind) · /gm)].map((m) => Number(m[1]));
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
    expect(pageText(pdf(), 4)).toMatch(/Stuck\? Scan a puzzle's QR code, or open puzzles\.example\.org\/shelf\/p\/ and type the code/);
  });

  it('prints the same codes when the book is made again', async () => {
    const again = await cli(['build', join(dir, 'linked.yaml'), '--out', join(dir, 'again')]);
    expect(again.status, again.stderr).toBe(0);
    expect(readFileSync(join(dir, 'again', 'linked.pdf')).equals(readFileSync(pdf()))).toBe(true);
    const codes = (file: string) => [...pagesText(file).join('\n').matchAll(/Hints: ([0-9a-z]{8})/g)].map((m) => m[1]);
    expect(codes(join(dir, 'again', 'linked.pdf'))).toEqual(codes(pdf()));
    // Another seed makes other puzzles with other ids: other codes.
    writeFileSync(join(dir, 'other.yaml'), spec(10).replace('slug: linked', 'slug: linked-2'));
    expect((await cli(['build', join(dir, 'other.yaml'), '--out', join(dir, 'other')])).status).toBe(0);
    expect(codes(join(dir, 'other', 'linked-2.pdf')).filter((c) => codes(pdf()).includes(c))).toEqual([]);
  });

  it('a short address opens its puzzle’s page in a browser', async () => {
    served = await serve(join(dir, 'site'), '/shelf/');
    const browser = await launch({ phone: true });
    try {
      const record = book.puzzles[4]!;
      const { page } = await visit(browser, `${served.origin}/shelf/p/${puzzleCode(record.id)}/`);
      await page.waitForURL(`${served.origin}/shelf/puzzles/${record.id}/`);
      await gameStarted(page);
      await page.screenshot({ path: join(dir, 'short-address.png') });
      expect(problemsOf(page)).toEqual([]);
      // Typed by hand from the page: in capitals, without the last slash, an O for a 0 and an L for a 1.
      const typed = puzzleCode(book.puzzles[1]!.id).toUpperCase().replace(/0/g, 'O').replace(/1/g, 'L');
      const hand = await browser.newPage();
      await hand.goto(`${served.origin}/shelf/p/${typed}`);
      await hand.waitForURL(`${served.origin}/shelf/puzzles/${book.puzzles[1]!.id}/`);
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
