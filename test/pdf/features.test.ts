import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { toSvg } from '../../src/draw/svg.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { defaultSection, unlisted, withEveryKind } from '../../bench/defaults.ts';
import { UserError } from '../../src/engine/errors.ts';
import { planKeyAlone, renderAnswers } from '../../src/pdf/answers.ts';
import { answersInBook, checkReadable, layoutBook, planBook, renderBook } from '../../src/pdf/book.ts';
import { contentBox, geometry, gutterFor } from '../../src/pdf/layout.ts';
import { mastheads } from './masthead.ts';
import { bookFileOf, bookOf, dir, footerOf, fonts, pageCount, pagePng, pageSize, pageText, pagesText, snakeNumbrix, wordBoxes, write } from './tools.ts';

describe('type', () => {
  let book: BookFile;
  let bookPath: string;
  let keyPath: string;

  beforeAll(async () => {
    book = bookOf({
      sections: [
        { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 3 }, perPage: 1 },
        { kind: 'countdown', count: 2, difficulty: 'medium', perPage: 2 },
      ],
    });
    bookPath = write('type-book.pdf', await renderBook(book));
    keyPath = write('type-answers.pdf', await renderAnswers(book));
  });

  it('embeds Noto Sans, regular and bold, as subsets, and no other font', () => {
    for (const path of [bookPath, keyPath]) {
      const used = fonts(path);
      expect(used.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
      for (const font of used) expect(font, font.name).toEqual({ name: font.name, embedded: true, subset: true, unicode: true });
    }
  });

  it('prints the true minus sign (U+2212), never an en dash or hyphen, in signs', () => {
    const key = pageText(keyPath, 1);
    expect(key).toMatch(/\d+ \u2212 \d+ = \d+/);
    expect(key).not.toMatch(/\d+ [\u2013-] \d+ = \d+/);
    const howTo = pagesText(bookPath).find((text) => text.includes('How to play Countdown\n'));
    expect(howTo).toContain('+ \u2212 × ÷');
  });

  it('names the books\' default face (a plain zero) first in the SVG the archive shows', () => {
    const record = book.puzzles[0]!;
    const svg = toSvg(getKind(record.kind).draw(record.puzzle));
    expect(svg).toMatch(/font-family="&apos;Noto Sans&apos;, Helvetica/);
    expect(svg).toContain('−');
  });
});

describe('print-on-demand trims', () => {
  it('sizes the pages: each trim its inches (6x9 is 432 × 648 pt), a4 as pdfkit has it', async () => {
    const sections = [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }];
    const trims = [['5x8', [360, 576]], ['5.5x8.5', [396, 612]], ['6x9', [432, 648]], ['7x10', [504, 720]], ['8x10', [576, 720]], ['8.25x11', [594, 792]], ['8.5x11', [612, 792]]] as const;
    for (const [size, want] of [...trims, ['a4', [595.28, 841.89]]] as const) {
      const book = bookOf({ page: { size }, sections });
      const path = write(`size-${size}.pdf`, await renderBook(book));
      expect(pageSize(path)).toEqual(want);
      expect(pageSize(write(`size-${size}-answers.pdf`, await renderAnswers(book)))).toEqual(want);
    }
  });

  it('sets a section heading on one line, smaller where it needs, a 5×8 page in large print too (issue 85: headings wrapped)', async () => {
    for (const largePrint of [false, true]) {
      const sections = [
        { kind: 'secret-number', count: 2, difficulty: 'expert' },
        { kind: 'numbrix', title: 'Paths through the numbers, week one', count: 1, difficulty: 'easy', options: { size: 4 }, perPage: 1 },
      ];
      const book = bookOf({ page: { size: '5x8' }, largePrint, sections });
      const path = write(`heading-5x8-${largePrint}.pdf`, await renderBook(book));
      const layout = layoutBook(book);
      for (const [s, want] of [
        [0, ['Secret', 'Number', '·', '2', 'expert', 'puzzles']],
        [1, ['Paths', 'through', 'the', 'numbers,', 'week', 'one']],
      ] as const) {
        const n = layout.pages.findIndex((page) => page.type === 'puzzles' && page.section === s && page.opensSection) + 1;
        writeFileSync(join(dir, `heading-5x8-${largePrint}-${s}.png`), pagePng(path, n, 60));
        const words = wordBoxes(path, n);
        const line = want.map((w) => words.find((b) => b.text === w)!);
        expect(line.every(Boolean), want.join(' ')).toBe(true);
        expect(new Set(line.map((w) => Math.round(w.yMin))).size, `${want.join(' ')}: one line`).toBe(1);
        expect(Math.min(...line.map((w) => w.size))).toBeGreaterThanOrEqual(largePrint ? 14 : 10.5);
      }
    }
  });

  it('pads a trim to an even page count with a blank last page; home sizes are not padded', async () => {
    // Title, copyright, contents, how to play and one puzzle page: odd, so the trim gets a blank sixth page.
    const sections = [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 }, perPage: 1 }];
    const trim = bookOf({ page: { size: '6x9' }, sections });
    const home = bookOf({ page: { size: 'letter' }, sections });
    const trimPath = write('even-trim.pdf', await renderBook(trim));
    const homePath = write('even-home.pdf', await renderBook(home));
    const trimPages = pagesText(trimPath, false);
    expect(trimPages.length % 2).toBe(0);
    expect(pagesText(homePath, false).length).toBe(trimPages.length - 1);
    expect(trimPages.at(-1)!.trim()).toBe('');
    expect(pageCount(write('even-trim-answers.pdf', await renderAnswers(trim))) % 2).toBe(0);
  });

  it('grows the gutter with the page count, as KDP asks', () => {
    const inches = (pages: number) => gutterFor(pages) / 72;
    expect([24, 150, 151, 300, 301, 500, 501, 700, 701, 900].map(inches)).toEqual([
      0.375, 0.375, 0.5, 0.5, 0.625, 0.625, 0.75, 0.75, 0.875, 0.875,
    ]);
  });

  it('mirrors the margins: the inside margin (the gutter and a quarter inch) is left on odd pages and right on even ones, always wider than the outside', () => {
    const g = geometry('6x9', 320);
    const odd = contentBox(g, 3);
    const even = contentBox(g, 4);
    expect(odd.x).toBe(0.875 * 72);
    expect(432 - (odd.x + odd.width)).toBe(0.5 * 72);
    expect(even.x).toBe(0.5 * 72);
    expect(432 - (even.x + even.width)).toBe(0.875 * 72);
    for (const pages of [24, 150, 151, 320, 800]) {
      const box = contentBox(geometry('6x9', pages), 1);
      expect(box.x, `${pages} pages`).toBeGreaterThan(432 - box.x - box.width);
    }
    expect(even.width).toBe(odd.width);
    const home = geometry('letter', 320);
    expect(contentBox(home, 3)).toEqual(contentBox(home, 4));
  });

  it('sets the page number at the outside corner of the text column: right on odd pages, left on even ones', async () => {
    const book = bookOf({ page: { size: '6x9' }, sections: [{ kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 4 }, perPage: 1 }] });
    const path = write('footer-corners.pdf', await renderBook(book));
    const g = geometry('6x9', pageCount(path));
    for (const page of [4, 5]) {
      const column = contentBox(g, page);
      const words = wordBoxes(path, page).filter((w) => w.yMin > 600);
      const number = words.find((w) => w.text === String(page))!;
      expect(number, `page ${page}`).toBeDefined();
      if (page % 2 === 1) {
        expect(number.xMax).toBeCloseTo(column.x + column.width, 0);
        expect(Math.max(...words.map((w) => w.xMax))).toBe(number.xMax);
      } else {
        expect(number.xMin).toBeCloseTo(column.x, 0);
        expect(Math.min(...words.map((w) => w.xMin))).toBe(number.xMin);
      }
    }
  });
});

describe('front matter', () => {
  let book: BookFile;
  let path: string;
  let pages: string[];
  /** The sections whose contents lines and pages are read below by hand; after them, one of every other kind, at its worked example's options (bench/defaults.ts). */
  const LISTED = [
    { kind: 'numbrix', count: 3, difficulty: 'easy', options: { size: 5 }, perPage: 2 },
    { kind: 'secret-number', title: 'Secrets', count: 2, difficulty: 'easy', perPage: 1 },
    { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 3 } },
    { kind: 'numbrix', title: 'More paths', count: 1, difficulty: 'easy', options: { size: 6 }, layout: '1x1' },
    { kind: 'countdown', count: 2, difficulty: 'easy', perPage: 2 },
    { kind: 'number-mind', count: 1, difficulty: 'easy', options: { length: 4 } },
  ];
  const more = unlisted(LISTED).map((kind) => defaultSection(kind));
  /** The kinds' titles in the order their how-to pages come: the listed kinds', then the others'. */
  const titles = ['Numbrix', 'Secret Number', 'Cross Numbers', 'Countdown', 'Number Mind', ...more.map((s) => getKind(s.kind).title)];
  /** Each kind's how-to heading, its own sentence (one solves Cross Numbers and a Maze rather than plays them). */
  const howToOf = (title: string) => (title === 'Cross Numbers' ? 'How to solve Cross Numbers' : title === 'Maze' ? 'How to solve a Maze' : `How to play ${title}`);
  /** The page after the how-to pages: the first of the puzzles. */
  const afterHowTo = () => 4 + titles.length;

  beforeAll(async () => {
    book = bookOf({ title: 'Front Matter Test', sections: [...LISTED, ...more] });
    path = write('front-matter.pdf', await renderBook(book));
    pages = pagesText(path);
  });

  /** The contents lines, "words ..... page", as [words, page]. */
  function contents(): [string, number][] {
    const start = pages.findIndex((text) => /^\s*Contents\s*$/m.test(text));
    expect(start).toBe(2);
    return [...pages[start]!.matchAll(/^\s*(\S.*?)\s{2,}(\d+)\s*$/gm)].map((m) => [m[1]!, Number(m[2])]);
  }

  /** The first page (1-based) after the contents whose text has a line starting with `heading`. */
  const pageWith = (heading: string) =>
    pages.findIndex((text, i) => i > 2 && text.split('\n').some((line) => line.trim().startsWith(heading))) + 1;

  it('opens with the title page, the copyright page on its back, then the contents', () => {
    expect(pages[0]).toContain('Front Matter Test');
    expect(pages[0]).not.toContain('seed');
    expect(planBook(book).slice(0, 3).map((p) => p.type)).toEqual(['title', 'copyright', 'contents']);
    // What the puzzles are; no program talk or seed unless the spec asks for a colophon.
    expect(pages[1]).toContain('each checked so that it can be solved');
    expect(pages[1]).not.toContain('puzzlebook');
    expect(pages[1]).not.toContain(book.seed);
  });

  it('lists how to play each kind, then each section by title or heading, with the pages they start on', () => {
    const lines = contents();
    expect(lines.map(([text]) => text)).toEqual([
      ...titles.map(howToOf),
      'Numbrix · 3 easy puzzles',
      'Secrets · Secret Number, easy',
      'Cross Numbers · 1 easy puzzle',
      'More paths · Numbrix, easy',
      'Countdown · 2 easy puzzles',
      'Number Mind · 1 easy puzzle',
      ...more.map((s) => `${getKind(s.kind).title} · 1 ${s.difficulty} puzzle`),
    ]);
    // Cross-checked against where each heading is printed, and against the footers.
    for (const [text, page] of lines) {
      // A titled section is found by its title, which heads its first page.
      expect(pageWith(text.replace(/ · [^·]*, easy$/, '')), text).toBe(page);
      expect(pages[page - 1], text).toContain(footerOf('Front Matter Test', page));
    }
  });

  it('gives each kind a how-to-play page with the rules and a worked example, puzzle and solved', () => {
    const at = titles.map((kind) => pageWith(howToOf(kind)));
    expect(at).toEqual(titles.map((_, i) => 4 + i));
    for (const page of at) {
      expect(pages[page - 1]).toMatch(/Example\s+Solved/);
    }
    // The rules are told for the example, of the variant most of the kind's puzzles are (issue 85):
    // a 5×5 Numbrix (three 5×5 to one 6×6), a 3-digit secret number, a 4-digit code, a 4×4 Sudoku of 2×2 boxes.
    expect(pages[3]).toMatch(/from 1 to 25\s+exactly once/);
    expect(pages[4]).toContain('a number with 3 digits');
    expect(pages[7]).toContain('secret code of 4 digits');
    const words = (text: string) => new RegExp(text.split(' ').join('\\s+'));
    if (titles.includes('Sudoku')) expect(pages[at[titles.indexOf('Sudoku')]! - 1]).toMatch(words('a digit from 1 to 4 so that each row, each column and each outlined box of 2 by 2 cells'));
    // Each section's first page says where its how-to page is.
    expect(pages[pageWith('Secrets') - 1]).toContain('How to play: page 5');
    expect(pages[pageWith('More paths') - 1]).toContain('How to play: page 4');
  });

  it('captions every answer with the page its puzzle is printed on, as the footers number them', async () => {
    const key = pagesText(write('front-matter-answers.pdf', await renderAnswers(book))).join('\n');
    // Each puzzle's page as read back: the page its masthead's number is on.
    const pageOf = new Map(pages.flatMap((_, i) => mastheads(path, i + 1, book.spec).map((m) => [m.number, i + 1] as const)));
    book.puzzles.forEach((record, i) => {
      const page = pageOf.get(i + 1)!;
      expect(page).toBeGreaterThan(afterHowTo() - 1);
      // Ids stay in the book file and the archive; print leaves them off unless asked.
      expect(pages[page - 1]).not.toContain(record.id);
      expect(key).toContain(`${i + 1}. ${getKind(record.kind).title} (page ${page})`);
    });
  });
});

describe('readable minimum', () => {
  const big = (count: number, grid: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    bookFileOf(
      { ...extra, sections: [{ kind: 'numbrix', count, difficulty: 'easy', options: { size: 30 }, ...grid }] },
      Array.from({ length: count }, (_, i) => snakeNumbrix(`big-${i + 1}`, 30)),
    );

  it('refuses 30×30 Numbrix at 12 per page, naming the section and what fits, before drawing anything', async () => {
    const book = big(12, { perPage: 12 });
    expect(() => checkReadable(book)).toThrow(UserError);
    expect(() => checkReadable(book)).toThrow(/^[a-z0-9-]+\.json: sections\[0\]\.perPage: 12 per page would print text at \d\.\d pt; at most 1 fit at 7 pt or more$/);
    await expect(renderBook(book)).rejects.toThrow(/sections\[0\]\.perPage/);
  });

  it('accepts 30×30 Numbrix one to a page, every number at 7 pt or more', async () => {
    const book = big(2, { perPage: 1 });
    expect(() => checkReadable(book)).not.toThrow();
    const path = write('big-one-per-page.pdf', await renderBook(book));
    expect(pageText(path, 5)).toContain('890');
    const numbers = wordBoxes(path, 5).filter((w) => /^\d+$/.test(w.text) && w.yMax < 700);
    expect(Math.min(...numbers.map((w) => w.size))).toBeGreaterThanOrEqual(7);
  });

  it('names the layout when an exact grid is too small, and holds large print to 11 pt', () => {
    expect(() => checkReadable(big(4, { layout: '2x2' }))).toThrow(/^[a-z0-9-]+\.json: sections\[0\]\.layout: 2x2 would print text at \d\.\d pt; at most 1 fit at 7 pt or more$/);
    expect(() => checkReadable(big(1, { perPage: 1 }, { largePrint: true }))).toThrow(
      /^[a-z0-9-]+\.json: sections\[0\]\.perPage: 1 per page would print text at \d\.\d pt, under 11 pt \(large print\): make the puzzles smaller \(sections\[0\]\.options\)$/,
    );
  });

  it('packs the answer key compactly: answers in rows at the key size (7.5 pt); a 30×30 as large as the column allows, still over 7 pt', async () => {
    const book = bookFileOf(
      { sections: [{ kind: 'numbrix', count: 3, difficulty: 'easy', options: { size: 5 }, perPage: 1 }, { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 30 }, perPage: 1 }] },
      [snakeNumbrix('small-1', 5), snakeNumbrix('small-2', 5), snakeNumbrix('small-3', 5), snakeNumbrix('big-1', 30)],
    );
    const plan = planKeyAlone(book);
    expect(plan.flatMap((p) => p.puzzles)).toEqual([0, 1, 2, 3]);
    // The three small grids share one row: the same top, left to right.
    const opening = plan[0]!;
    if (!('packed' in opening)) throw new Error('expected a compact key, packed');
    const first = opening.packed;
    expect(first.slice(0, 3).map((b) => b.y)).toEqual([0, 0, 0]);
    expect(first[1]!.x).toBeGreaterThan(first[0]!.x + first[0]!.width);
    const path = write('packed-answers.pdf', await renderAnswers(book));
    expect(pageCount(path)).toBe(plan.length);
    const numbers = plan.flatMap((_, i) => wordBoxes(path, i + 1).filter((w) => /^\d+$/.test(w.text) && w.yMax < 740));
    // The small grids' numbers, in the first row, at the key size; none anywhere under 7 pt.
    const firstRow = wordBoxes(path, 1).filter((w) => /^\d+$/.test(w.text) && w.yMax < 72 + 43.2 + first[0]!.height);
    expect(new Set(firstRow.map((w) => w.size.toFixed(1)))).toEqual(new Set(['7.5']));
    expect(Math.min(...numbers.map((w) => w.size))).toBeGreaterThanOrEqual(7);
    expect(pagesText(path).join('\n')).toContain('4. Numbrix (page 8)');
  });
});

describe('answers at the back', () => {
  it('appends the key after the puzzles, from a new page with its own heading, listed in the contents', async () => {
    const spec = {
      title: 'Back Key',
      answers: 'back',
      sections: [
        { kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 4 }, perPage: 2 },
        { kind: 'countdown', count: 1, difficulty: 'easy' },
      ],
    };
    const book = bookOf(spec);
    expect(answersInBook(book)).toBe(true);
    expect(answersInBook(bookOf({ ...spec, answers: 'separate' }))).toBe(false);
    const types = planBook(book).map((p) => p.type);
    expect(types).toEqual(['title', 'copyright', 'contents', 'how-to', 'how-to', 'puzzles', 'puzzles', 'answers']);

    const pages = pagesText(write('back-key.pdf', await renderBook(book)));
    expect(pages).toHaveLength(8);
    expect(pages[2]).toMatch(/^\s*Answers\s+8\s*$/m);
    expect(pages[6]).not.toContain('Answers');
    const key = pages[7]!;
    expect(key.trimStart().startsWith('Answers')).toBe(true);
    expect(key).toContain('1. Numbrix (page 6)');
    expect(key).toContain('2. Numbrix (page 6)');
    expect(key).toContain('3. Countdown (page 7)');
    // Countdown's answer is one line of working: the expression, then the target it reaches.
    expect(key).toMatch(/\d+ [+−×÷] .*= \d{3}/);
    expect(key).toContain(footerOf('Back Key', 8));

    // The key on its own, which the answers command still prints, says the same pages.
    const alone = pageText(write('back-key-alone.pdf', await renderAnswers(book)), 1);
    expect(alone).toContain('Back Key: answers');
    expect(alone).toContain('3. Countdown (page 7)');
  });

  it('runs the contents onto a second page headed as continued', async () => {
    const book = bookOf({
      title: 'Long Contents',
      sections: Array.from({ length: 40 }, (_, i) => ({ kind: 'numbrix', title: `Level ${i + 1}`, count: 1, difficulty: 'easy', options: { size: 4 } })),
    });
    const layout = planBook(book);
    const contents = layout.flatMap((p, i) => (p.type === 'contents' ? [i] : []));
    expect(contents.length).toBeGreaterThan(1);
    const text = pagesText(write('long-contents.pdf', await renderBook(book)));
    expect(text[contents[0]!]).toMatch(/^\s*Contents\s*$/m);
    for (const i of contents.slice(1)) expect(text[i]).toMatch(/^\s*Contents \(continued\)\s*$/m);
    // A title that does not name its kind is given it: "Level 1" is a Numbrix section.
    expect(text[contents[0]!]).toMatch(/Level 1 · Numbrix, easy\s+\.*\s*\d+/);
  });

  it('keeps the page count even on a trim with the key in the book', async () => {
    const book = bookOf({
      page: { size: '6x9' },
      answers: 'back',
      sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }],
    });
    const path = write('back-key-trim.pdf', await renderBook(book));
    // Title, copyright, contents, how to play, the puzzle, the key: six, already even.
    expect(planBook(book).map((p) => p.type)).toEqual(['title', 'copyright', 'contents', 'how-to', 'puzzles', 'answers']);
    expect(pageCount(path)).toBe(6);
    // With a "belongs to" page it would be seven, so a blank pads it to eight.
    const owned = bookOf({ page: { size: '6x9' }, answers: 'back', belongsTo: true, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }] });
    // With a "belongs to" page the contents would fall on a left-hand page: a blank sends them to the right.
    expect(planBook(owned).map((p) => p.type)).toEqual(['title', 'copyright', 'belongs-to', 'blank', 'contents', 'how-to', 'puzzles', 'answers']);
    const ownedPages = pagesText(write('belongs-to.pdf', await renderBook(owned)));
    expect(ownedPages).toHaveLength(8);
    expect(ownedPages[2]).toContain('This book belongs to');
    expect(ownedPages[4]).toMatch(/^\s*Contents\s*$/m);
  });
});

describe('worksheets', () => {
  let book: BookFile;
  let pages: string[];

  beforeAll(async () => {
    book = bookOf({
      title: 'Sheets',
      worksheet: true,
      sections: [
        { kind: 'numbrix', title: 'Number paths', count: 3, difficulty: 'easy', options: { size: 5 }, perPage: 4 },
        { kind: 'number-mind', count: 1, difficulty: 'easy', options: { length: 3 } },
        { kind: 'numbrix', count: 4, difficulty: 'easy', options: { size: 4 }, layout: '2x2' },
      ],
    });
    pages = pagesText(write('worksheet.pdf', await renderBook(book)));
  });

  it('has only worksheet pages: no title page, contents or how-to pages', () => {
    expect(planBook(book).map((p) => p.type)).toEqual(['puzzles', 'puzzles', 'puzzles']);
    expect(pages).toHaveLength(3);
    for (const text of pages) expect(text).not.toMatch(/Contents|How to play/);
  });

  it('puts the name and date line, the title and a short instruction at the top of every page, and the score (out of every puzzle on the sheet) on the first alone', () => {
    // Issue 85: "Score / 8" on each of a sheet's pages read as each page's score.
    for (const [i, text] of pages.entries()) {
      const first = text.split('\n').find((line) => line.trim())!;
      expect(first, `page ${i + 1}`).toMatch(i === 0 ? /^\s*Name _{10,}\s+Date _{6,}\s+Score _+ \/ 8\s*$/ : /^\s*Name _{10,}\s+Date _{6,}\s*$/);
    }
    expect(pages[0]).toContain('Number paths');
    expect(pages[0]).toMatch(/numbers from 1 to 25/);
    expect(pages[1]).toContain('Number Mind');
    expect(pages[1]).toMatch(/secret code of 3\s+digits/);
    expect(pages[2]).toMatch(/numbers from 1 to 16/);
  });

  it('sets as many to a page as asked (perPage or layout), in large print', () => {
    expect(planBook(book).map((p) => (p.type === 'puzzles' ? p.puzzles.length : 0))).toEqual([3, 1, 4]);
    expect(() => checkReadable(book)).not.toThrow();
  });

  it('keeps the answers on a separate sheet', async () => {
    const key = pagesText(write('worksheet-answers.pdf', await renderAnswers(book))).join('\n');
    expect(key).toContain('Sheets: answers');
    expect(key).toContain('3. Numbrix (page 1)');
    expect(key).toContain('4. Number Mind (page 2)');
    expect(key).not.toContain('Name __');
  });
});

describe('progress and determinism', () => {
  const spec = {
    page: { size: '6x9' },
    answers: 'back',
    largePrint: true,
    sections: [
      { kind: 'numbrix', count: 3, difficulty: 'easy', options: { size: 5 }, perPage: 2 },
      { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 3 }, perPage: 1 },
    ],
  };

  it('reports each page drawn, as done of total', async () => {
    const book = bookOf(spec);
    const calls: [number, number][] = [];
    const path = write('progress.pdf', await renderBook(book, (done, total) => calls.push([done, total])));
    const pages = pageCount(path);
    expect(calls).toEqual(Array.from({ length: pages }, (_, i) => [i + 1, pages]));
    const keyCalls: [number, number][] = [];
    const keyPages = pageCount(write('progress-answers.pdf', await renderAnswers(book, (done, total) => keyCalls.push([done, total]))));
    expect(keyCalls).toEqual(Array.from({ length: keyPages }, (_, i) => [i + 1, keyPages]));
  });

  it('renders the same book to the same bytes, embedded fonts, trims and all', async () => {
    const first = bookOf(spec);
    const again = bookOf(spec);
    expect(Buffer.from(await renderBook(again)).equals(await renderBook(first))).toBe(true);
    expect(Buffer.from(await renderAnswers(again)).equals(await renderAnswers(first))).toBe(true);
  });

  it('prints labels and instructions larger in large print', async () => {
    const regular = bookOf({ ...spec, largePrint: false });
    const large = bookOf(spec);
    const heightOf = async (book: BookFile, name: string, word: string) => {
      const path = write(name, await renderBook(book));
      const layout = layoutBook(book);
      const box = wordBoxes(path, layout.howToPage.get('numbrix')!).find((w) => w.text === word)!;
      // The first puzzle's level word, beside its number (its masthead).
      const mast = mastheads(path, layout.sectionPage[0]!, book.spec)[0]!;
      const label = wordBoxes(path, layout.sectionPage[0]!).find((w) => w.text === mast.word && w.size === mast.wordSize)!;
      return [box.yMax - box.yMin, label.yMax - label.yMin];
    };
    const [ruleRegular, labelRegular] = await heightOf(regular, 'regular-print.pdf', 'empty');
    const [ruleLarge, labelLarge] = await heightOf(large, 'large-print.pdf', 'empty');
    expect(ruleLarge! / ruleRegular!).toBeCloseTo(14 / 10.5, 1);
    expect(labelLarge! / labelRegular!).toBeGreaterThan(1.2);
  });
});

describe('pictures of the pages', () => {
  it('renders a page of each kind to PNG, to look at when something fails', async () => {
    const book = bookOf({
      sections: withEveryKind([
        { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } },
        { kind: 'secret-number', count: 1, difficulty: 'easy' },
        { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 3 } },
        { kind: 'countdown', count: 1, difficulty: 'easy' },
        { kind: 'number-mind', count: 1, difficulty: 'easy', options: { length: 4 } },
        { kind: 'sudoku', count: 1, difficulty: 'medium', options: { size: 9 } },
      ]),
    });
    const path = write('each-kind.pdf', await renderBook(book));
    const layout = layoutBook(book);
    for (const [s, section] of book.spec.sections.entries()) {
      const page = layout.sectionPage[s]!;
      const prefix = join(dir, `page-${section.kind}`);
      writeFileSync(`${prefix}.png`, pagePng(path, page, 50));
      const png = readFileSync(`${prefix}.png`);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // A blank letter page at 50 dpi compresses to well under 2 kB; a drawn one does not.
      expect(png.length, `${prefix}.png`).toBeGreaterThan(5000);
    }
  });
});

describe('long words', () => {
  it('keeps a long title, seed and ids inside the text column on a small trim', async () => {
    const title = 'An Extremely Long Book Title That Goes On And On About Number Puzzles For Everyone';
    const book = bookOf({
      title,
      seed: 'a-seed-that-is-much-longer-than-anyone-would-type-by-hand-but-is-allowed-all-the-same',
      slug: 'a-slug-of-sixty-characters-which-is-the-most-a-slug-may-have',
      page: { size: '6x9' },
      sections: [{ kind: 'numbrix', name: 'a-section-name-of-forty-characters-long', count: 4, difficulty: 'easy', options: { size: 4 }, perPage: 4 }],
    });
    const path = write('long-words.pdf', await renderBook(book));
    for (let page = 1; page <= pageCount(path); page++) {
      const column = contentBox(geometry('6x9', pageCount(path)), page);
      for (const word of wordBoxes(path, page)) {
        expect(word.xMin, `page ${page}: ${word.text}`).toBeGreaterThanOrEqual(column.x - 0.5);
        expect(word.xMax, `page ${page}: ${word.text}`).toBeLessThanOrEqual(column.x + column.width + 0.5);
      }
    }
    expect(pageText(path, 2)).toContain('An Extremely Long Book Title');
  });
});
