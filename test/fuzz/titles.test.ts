// Fuzzing what a spec prints: titles, subtitles, authors and section titles of random
// unicode (mostly from the range the book's font covers, which the printable check lets
// through, with a share of characters it refuses), markup and over-long words, rendered
// in memory into the book and its answer key.
// Cases per property (fixed seed, see inputs.ts SEED):
//   random printed words → renderBook + renderAnswers ... 30
//   total ............................................... 30 (+ 12 chosen titles)
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { UserError } from '../../src/engine/errors.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { MAX_LINES, show } from './contract.ts';
import { SEED } from './inputs.ts';
import { cases } from '../cases.ts';

const BOOK = makeBook(
  specSchema.parse({
    title: 'Titles',
    seed: 4,
    sections: [
      { kind: 'numbrix', title: 'Paths', count: 1, difficulty: 'easy', options: { size: 4 } },
      { kind: 'countdown', count: 1, difficulty: 'easy' },
    ],
  }),
);

/** Every code point of the font's `latin` subset, as fontsource lists it. */
const table = createRequire(import.meta.url)('@fontsource/noto-sans/unicode.json') as Record<string, string>;
const COVERED = table.latin!.split(',').flatMap((part) => {
  const [lo, hi] = part.replace('U+', '').split('-');
  const from = parseInt(lo!, 16);
  const to = parseInt(hi ?? lo!, 16);
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
}).filter((ch) => !/[\u0000-\u001f\u007f-\u009f]/.test(ch));

const MARKUP = ['<script>alert(1)</script>', '<b>', '</b>', '&amp;', '&#x1F9E9;', '{{title}}', '${x}', '%PDF-1.7', '(\\)', ') Tj (', '/Type /Page', 'ff fi ffl'];
const clean = (max: number) =>
  fc
    .array(
      fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...COVERED) },
        { weight: 3, arbitrary: fc.constantFrom(...MARKUP) },
        { weight: 2, arbitrary: fc.constantFrom(' ', 'W', 'Mmmmmmmmmm', '-') },
      ),
      { minLength: 1, maxLength: max },
    )
    .map((parts) => parts.join('').slice(0, max));
/** Mostly text the font covers; one in five has a character it does not, somewhere. */
const text = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: clean(max) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(clean(max), fc.nat(), fc.constantFrom('🧩', '漢', 'ع', '\u0301', '\u0000', '\n', '\u009b'))
        .map(([t, at, ch]) => (t.slice(0, at % (t.length + 1)) + ch + t.slice(at % (t.length + 1))).slice(0, max)),
    },
  );

/** Renders the book and its key with new printed words: a PDF each, or a UserError of one screen. */
async function render(words: { title: string; subtitle?: string; author?: string; section?: string }): Promise<'printed' | 'refused'> {
  const { section, ...top } = words;
  const read = specSchema.safeParse({ ...BOOK.spec, ...top, sections: BOOK.spec.sections.map((s, i) => (i === 0 ? { ...s, title: section } : s)) });
  if (!read.success) return 'refused';
  const book: BookFile = { ...BOOK, title: read.data.title, spec: read.data };
  try {
    const pdfs = [await renderBook(book), await renderAnswers(book)];
    for (const pdf of pdfs) expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return 'printed';
  } catch (error) {
    if (!(error instanceof UserError)) throw new Error(`not a UserError: ${(error as Error)?.stack ?? String(error)}\nwords: ${show(words)}`);
    const lines = error.message.split('\n');
    if (lines.length > MAX_LINES || lines.some((line) => line.trim() === '' || /^\s+at /.test(line))) {
      throw new Error(`bad refusal:\n${error.message}\nwords: ${show(words)}`);
    }
    return 'refused';
  }
}

describe('printed words', () => {
  it('titles with markup, unicode and long words print, or are refused by name', async () => {
    const outcomes = { printed: 0, refused: 0 };
    const titles = ['<script>alert(1)</script>', '<b>bold</b> & <i>it</i>', '{{title}}', '\u2028\u2029', '\uFEFF', '\u202Eevil\u202C', 'Ünïcödé Tîtlé', 'W'.repeat(200), 'Mmmmmmmmmm'.repeat(20), '🧩', 'e\u0301\u0308', 'a\u0000b'];
    for (const title of titles) {
      outcomes[await render({ title, subtitle: title.slice(0, 200), author: title.slice(0, 200), section: title.slice(0, 120) })]++;
    }
    expect(outcomes.printed).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });

  it('random printed words render into both PDFs', async () => {
    await fc.assert(
      fc.asyncProperty(text(200), fc.option(text(200), { nil: undefined }), fc.option(text(200), { nil: undefined }), fc.option(text(120), { nil: undefined }), async (title, subtitle, author, section) => {
        await render({ title, subtitle, author, section });
      }),
      { seed: SEED, numRuns: cases(10, 150) },
    );
  });
});
