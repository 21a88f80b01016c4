import * as z from 'zod/mini';
import '../engine/zod-config.ts';
import { DIFFICULTIES } from '../engine/kind.ts';
import { KIND_NAMES, KINDS, type KindName, type OptionsInputOf, type OptionsOf } from '../kinds/registry.ts';
import { intIn, seedSchema } from '../engine/schema-helpers.ts';
import { bookLanguage, bookLanguages, languageRefusal } from '../engine/catalog.ts';
import { languageName } from '../engine/language.ts';
import { missingWords, translationsProblems } from './translations.ts';
import { workIssues } from './work-cap.ts';
import { slugify } from './slug.ts';

// In modules of their own, so the engine, which makes records but reads no spec, takes neither
// this module nor its schemas (test/structure.test.ts).
export { languageOf } from '../engine/language.ts';
export { slugify };

/** Most puzzles one book may ask for; beyond this a spec is refused before any work starts. */
export const MAX_PUZZLES = 5000;
/**
 * letter and a4 print at home (even margins); the others (5x8 to 8.5x11) are print-on-demand trims in
 * inches, whose inside margin grows with the page count and whose page count is even.
 */
export const PAGE_SIZES = ['letter', 'a4', '5x8', '5.5x8.5', '6x9', '7x10', '8x10', '8.25x11', '8.5x11'] as const;
export const ANSWERS = ['separate', 'back'] as const;
/** Paper stocks of print-on-demand books, whose thickness sets the spine's width. */
export const PAPERS = ['white', 'cream'] as const;
/** The faces a book may be set in (their files, and the fallback for scripts a face lacks: src/pdf/faces.ts). */
export const TYPEFACES = ['noto', 'hyperlegible', 'andika'] as const;
export type Typeface = (typeof TYPEFACES)[number];
/** A book's face unless its spec names one: Noto Sans, whose zero is plain (Atkinson Hyperlegible's only zero is slashed). */
export const BOOK_TYPEFACE: Typeface = 'noto';

// Each field's description is the manual's: docs/spec.md and the JSON Schema for editors are written from it.
const sectionBase = z.strictObject({
  name: z
    .optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be up to 40 lowercase letters, digits and dashes')))
    .check(z.meta({ description: "Names the section's seed stream and the middle of its puzzles' ids. By default, what the section asks for: its kind and band, and a short hash of any options other than its kind's defaults (`numbrix-easy`, `numbrix-easy-k3f9`), so other sections never change its puzzles; sections asking for the very same puzzles are told apart by their order (`numbrix-easy-2`), which a build warns of. The book file records each section's key as its name." })),
  title: z.optional(z.string().check(z.minLength(1), z.maxLength(120))).check(z.meta({ description: "A heading printed over the section, above its kind, count and difficulty." })),
  count: intIn(1, MAX_PUZZLES).check(z.meta({ description: `How many puzzles; a book holds at most ${MAX_PUZZLES}.` })),
  difficulty: z._default(z.enum(DIFFICULTIES), 'medium').check(z.meta({ description: "The band every puzzle of the section is measured to be in." })),
  perPage: z.optional(intIn(1, 12)).check(z.meta({ description: "Puzzles per page, arranged to fit, kept exactly as given, even below the size its kind prints at; a layout that would print under the readable size is refused, saying how many fit. Left out (and no layout): as many to a page as fit at the size its kind prints at (its page in docs/kinds/ says which, and why), or one, for a kind its page says prints one to a page, the same whatever the section's count or the book's length, from the spec alone (so `build --plan` shows the same pages); every page of the section holds that many but its last, which holds what is left. A page left part-empty is fine; a puzzle too large for the trim even alone prints one to a page as large as it fits, and the build warns." })),
  layout: z
    .optional(z.string().check(z.regex(/^[1-4]x[1-4]$/, 'must be columns x rows, each 1 to 4, such as 2x2')))
    .check(z.meta({ description: 'The grid of puzzles on a page, columns × rows such as `2x3`, instead of perPage.' })),
});

function sectionFor<K extends KindName>(name: K) {
  return z
    .extend(sectionBase, {
      kind: z.literal(name).check(z.meta({ description: 'The puzzle kind.' })),
      // prefault, not default: zod 4 hands a default back unparsed, and options need their
      // transform. Every kind's options have defaults throughout (the contract test checks).
      options: z.prefault(KINDS[name].options, {} as OptionsInputOf<K>).check(z.meta({ description: `${KINDS[name].title}'s options (docs/kinds/${name}.md).` })),
    })
    .check(
      z.superRefine((s, ctx) => {
        if (s.perPage !== undefined && s.layout !== undefined) {
          ctx.addIssue({ code: 'custom', path: ['layout'], message: 'give either perPage or layout, not both' });
        }
        // Options refused already: the band is not weighed against options the section cannot have
        // (an empty Word Search `directions` read "…among directions;  make no band" beside its own refusal).
        if (ctx.issues.some((issue) => issue.path?.[0] === 'options')) return;
        // A band the options cannot reach is refused here, before any puzzle is tried.
        // Refused for an option's sake (Word Search's list), it is refused at that option, with its code and figures for a page's words.
        const why = KINDS[name].refuses?.(s.options as never, s.difficulty);
        if (typeof why === 'string') ctx.addIssue({ code: 'custom', path: ['difficulty'], message: why });
        else if (why) ctx.addIssue({ code: 'custom', path: ['options', why.option], message: why.message, params: { code: why.code, values: why.values } });
      }),
    );
}

/** Puzzles to a page where a section leaves its grid to the book. */
export const DEFAULT_PER_PAGE = 2;

/** A section's grid as asked: `layout` exactly, or `perPage` (default DEFAULT_PER_PAGE) for the renderer to arrange. */
export function gridOf(section: { perPage?: number | undefined; layout?: string | undefined }): { perPage: number; cols?: number; rows?: number } {
  if (section.layout) {
    const [cols, rows] = section.layout.split('x').map(Number) as [number, number];
    return { perPage: cols * rows, cols, rows };
  }
  return { perPage: section.perPage ?? DEFAULT_PER_PAGE };
}

/** A section of kind K; of any kind, a union on `kind` (as `RecordOf`). */
export type SectionOf<K extends KindName> = { [P in K]: z.output<typeof sectionBase> & { kind: P; options: OptionsOf<P> } }[K];
type SectionInput = { [P in KindName]: z.input<typeof sectionBase> & { kind: P; options?: OptionsInputOf<P> } }[KindName];

const [firstSection, ...otherSections] = KIND_NAMES.map(sectionFor);
// zod builds the union from the registry's list, which loses which options go with which
// kind; the type says it again (each member's options are its kind's, as sectionFor made them).
const sectionSchema = z.discriminatedUnion('kind', [firstSection!, ...otherSections]) as unknown as z.ZodMiniType<SectionOf<KindName>, SectionInput>;

/** Longest back-cover text: a long blurb (about 200 words); whether it fits the trim's back is measured too. */
export const MAX_BACK = 1500;
/** Longest price: "US $1,234.99" and a little more, beside the barcode's area on the smallest trim. */
export const MAX_PRICE = 16;

/** Longest book title: it fits a title page in two or three lines. */
export const MAX_TITLE = 200;

/**
 * A book's title, in a spec and in a book file alike. The error is per issue: zod 4 gives a
 * string's own `error` to its checks too, so a title one character too long used to be told
 * it "is required".
 */
export const titleSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required: the book needs a title' : 'must be a text') })
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(MAX_TITLE, { error: (issue) => `must be at most ${MAX_TITLE} characters (this one has ${String(issue.input).length})` }),
  );

/**
 * An archive's web address as the archive's pages and QR codes use it: http or https, a host,
 * no query or fragment, its path ending in `/` (so `p/CODE/` is a page beneath it); null if not one.
 */
export function archiveAddress(text: string): string | null {
  // Written as an address is written: the scheme, two slashes and a host; no space, control
  // character or backslash (which the URL parser would drop or turn into a slash); and no `.`
  // or `..` segment, plain or percent-encoded (which it would resolve away): anything the parser
  // would rewrite is refused, so the address published is the one given.
  if (!/^https?:\/\/[^/\\\s]/i.test(text) || /[\s\\\u0000-\u001f\u007f]/.test(text)) return null;
  if (text.split(/[?#]/)[0]!.split('/').slice(3).some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) return null;
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.search || url.hash || url.username || url.password || text.includes('#') || text.includes('?')) return null;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** Whether `text` is an ISBN-10 or ISBN-13 whose check digit is right (hyphens and spaces between digits allowed). */
export function isbnValid(text: string): boolean {
  if (!/^[0-9][0-9 -]*[0-9Xx]$/.test(text)) return false;
  const d = text.replace(/[ -]/g, '').toUpperCase();
  if (/^\d{13}$/.test(d)) return [...d].reduce((sum, c, i) => sum + Number(c) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;
  if (/^\d{9}[\dX]$/.test(d)) return [...d].reduce((sum, c, i) => sum + (c === 'X' ? 10 : Number(c)) * (10 - i), 0) % 11 === 0;
  return false;
}

const specFields = z
  .strictObject({
    title: titleSchema.check(z.meta({ description: "The book's title, on its title page and in every footer, in Latin, Greek or Cyrillic letters; its slug is made from its letters (accents dropped, Greek and Cyrillic romanized) and digits." })),
    subtitle: z.optional(z.string().check(z.maxLength(200))).check(z.meta({ description: 'Under the title on the title page.' })),
    author: z.optional(z.string().check(z.maxLength(200))).check(z.meta({ description: 'On the title page, the copyright page and the cover.' })),
    year: z.optional(intIn(1000, 9999)).check(z.meta({ description: "The year on the copyright page (never taken from the clock, so a rebuild is the same book)." })),
    publisher: z.optional(z.string().check(z.minLength(1), z.maxLength(200))).check(z.meta({ description: 'On the copyright page ("Published by …"); the rights holder there when there is no author.' })),
    isbn: z
      .optional(z.string().check(z.refine(isbnValid, 'must be an ISBN: 10 or 13 digits (hyphens and spaces allowed) whose last is the check digit')))
      .check(z.meta({ description: "On the copyright page and the back cover (beside the barcode's area), as given (`978-1-23456-789-7`); its check digit is checked." })),
    cover: z
      .optional(
        z.strictObject({
          back: z
            .optional(
              z
                .string()
                .check(
                  z.trim(),
                  z.minLength(1, 'must not be empty (leave it out for the made-up blurb)'),
                  z.maxLength(MAX_BACK, { error: (issue) => `must be at most ${MAX_BACK} characters (this one has ${String(issue.input).trim().length})` }),
                ),
            )
            .check(z.meta({
            description: `The back cover's text in your words, instead of the one puzzlebook writes ("100 puzzles (easy, hard), each checked …"): one or more paragraphs, a blank line between them (YAML \`|\` keeps it so), up to ${MAX_BACK} characters. Set under the title, above the count of each kind; text that would run into the barcode's area is refused before any puzzle is made, saying how much to cut.`,
            })),
          price: z
            .optional(z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(MAX_PRICE, `must be at most ${MAX_PRICE} characters, such as "US $9.99"`)))
            .check(z.meta({ description: 'The price as it is to print, such as `US $9.99` or `£7.99`: on the back, beside the barcode\'s area, above the ISBN.' })),
        }),
      )
      .check(z.meta({ description: "What the wrap-around cover (`puzzlebook cover`) prints beyond the title, author and contents. The spec's `isbn` prints there too, beside the barcode's area (the printer puts the barcode in it)." })),
    colophon: z.optional(z.boolean()).check(z.meta({ description: 'A line on the copyright page saying the puzzlebook version and the seed that make the book again; off by default (the seed is always in the book file).' })),
    belongsTo: z._default(z.boolean(), false).check(z.meta({ description: 'A "This book belongs to" page after the title page.' })),
    archive: z
      .optional(
        z.pipe(
          z.string().check(
            z.refine((text) => archiveAddress(text) !== null, {
              error: 'must be the web address the archive is published at, such as https://puzzles.example.org/ (http or https and its host; no ? or #, spaces, backslashes, or . and .. in its path)',
              // As a refused field stops the spec's own checks (which read the address).
              abort: true,
            }),
          ),
          z.transform((text) => archiveAddress(text)!),
        ),
      )
      .check(z.meta({ description: "The web address the book's archive is published at (`https://puzzles.example.org/`, the address `puzzlebook site` publishes under). With it, each printed puzzle carries its short code and a QR code that open its page there, where hints, checking and the worked solution wait; and the archive's sitemap, feed, canonical links and social cards use it." })),
    qr: z.optional(z.boolean()).check(z.meta({ description: "With `archive`: print each puzzle's short code and QR code. On by default for books, off for worksheets." })),
    date: z
      .optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD, such as 2026-11-24')))
      .check(z.meta({ description: "The day the book is published, as YYYY-MM-DD: the archive's feed lists books and puzzles newest first by it (never taken from the clock, so a rebuild is the same book)." })),
    ids: z._default(z.boolean(), false).check(z.meta({ description: "Print each puzzle's id under its label; ids are always in the book file and the archive." })),
    coordinates: z.optional(z.boolean()).check(z.meta({ description: "Number the rows and columns around every puzzle's grid (1, 2, 3 … down the left and across the top), on its pages and worksheets, for a class that names cells aloud. Off by default, as published puzzle books print none: the steps and worked keys that say \"row 3, column 2\" count from the top left. The archive always numbers them." })),
    ramp: z._default(z.boolean(), true).check(z.meta({ description: "Order each section's puzzles by their measured score, easiest first; false keeps the order they were made in." })),
    slug: z
      .optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'must be up to 60 lowercase letters, digits and dashes')))
      .check(z.meta({ description: "The book's file names and the start of its puzzles' ids; by default made from the title." })),
    seed: seedSchema
      .check(z.meta({ description: 'Any text or whole number: the same spec and seed make the same book, byte for byte.' })),
    page: z.prefault(
      z.strictObject({
        size: z._default(z.enum(PAGE_SIZES), 'letter').check(z.meta({ description: 'letter and a4 print at home; the others are print-on-demand trims in inches, width by height, the common paperback sizes (mirrored margins, a gutter by page count, an even page count).' })),
        bleed: z._default(z.boolean(), false).check(z.meta({ description: "Interior pages with 0.125 in of bleed beyond the trim on the outside, top and bottom, for printers that ask for it; the trim box is marked in the PDF, and each puzzle page has a thumb tab off its outside edge at its section's own height." })),
        paper: z._default(z.enum(PAPERS), 'white').check(z.meta({ description: "The paper the book is printed on (`white` or `cream`), which sets the cover's spine width." })),
        openRight: z._default(z.boolean(), false).check(z.meta({ description: 'Each section opens on a right-hand (odd) page, after a blank page where needed.' })),
      }),
      {},
    ),
    largePrint: z
      .optional(z.boolean())
      .check(z.meta({ description: 'Larger type and cells, for young and older solvers: no text under 11 pt. On by default for worksheets, off for books.' })),
    worksheet: z._default(z.boolean(), false).check(z.meta({ description: "Children's worksheets: a name and date line and a short instruction on every page, the score on the first (each version's first, with `versions`), the seed in the foot, large print in Andika (unless largePrint or typeface say otherwise), no title or contents pages." })),
    versions: z
      .optional(z.boolean())
      .check(z.meta({ description: 'With `worksheet`: each section is a version of one sheet (A, B, …, as `worksheet --versions` makes them), scored out of its own puzzles and numbering them from 1; otherwise the sheets are one set, scored and numbered as a whole.' })),
    typeface: z
      .optional(z.enum(TYPEFACES))
      .check(z.meta({
        description:
          "The book's face: `noto` (Noto Sans, a plain sans with a plain zero, Latin, Greek and Cyrillic in one design), `hyperlegible` (Atkinson Hyperlegible, made for low-vision readers: its digits, I, l and 1 are hard to mix up, and its zero is slashed, so every 0 in the book, years and page numbers too, prints as Ø) or `andika` (Andika, made for children learning to read; a plain zero, a 1 with a flag, single-storey a and g). Andika by default for worksheets, Noto Sans for books.",
      })),
    answers: z._default(z.enum(ANSWERS), 'separate').check(z.meta({ description: 'The answer key in its own PDF (`<slug>-answers.pdf`) or at the back of the book.' })),
    worked: z
      .optional(z.boolean())
      .check(z.meta({
        description:
          "Worked answers. In a book's key, under each answer its key step (the first use of its hardest technique, where a solver who stalls is most likely to), saying which step it is of how many, naming its technique and why, with the boxes it fills ringed in the answer (a chain it follows drawn, its strong links solid and weak ones dashed); answers in columns, several to a page. On a worksheet (on by default there), each answer a row beside its first three steps and its key step, each numbered on the cells it fills, for the teacher to talk through. Off by default for books.",
      })),
    keyPerPage: z
      .optional(z.boolean())
      .check(z.meta({
        description:
          "With `worksheet` and its worked key: each answer on a page of its own, its picture as large as its step numbers need (up to 62 % of the page's width), its first steps beside it. Off by default: the key is packed as a book's is, several answers a page, each at the key's size (its digits at 11.5 pt in large print), so a sheet of eight mazes (A and B) has a key of three pages, not eight. A book's key is packed by columns; it is refused there.",
      })),
    language: z
      .optional(
        z.pipe(
          z.string().check(z.refine((tag) => bookLanguage(tag) !== undefined, { error: (issue) => languageRefusal(issue.input as string), abort: true })),
          z.transform((tag) => bookLanguage(tag)!),
        ),
      )
      .check(z.meta({
        description: `The language every printed word is in, as a BCP 47 tag: ${bookLanguages().map((l) => `\`${l}\` (${languageName(l)})`).join(', ')}, or a region of one (\`fr-CA\` reads \`fr\`; \`pt\`, as books made before there were two Portuguese say, reads \`pt-BR\`); English by default. A language whose words a kind does not have yet is refused, naming the file they would be in.`,
      })),
    sections: z
      .array(sectionSchema)
      .check(z.minLength(1, 'needs at least one section'), z.maxLength(100), z.meta({ description: 'The parts of the book, in order: each one kind, count and difficulty.' })),
  })
  .check(
    z.superRefine((spec, ctx) => {
      if (spec.language !== undefined && spec.language !== 'en') {
        // Checked here, before any work: the words are in files a translator writes.
        const kinds = spec.sections.map((s) => s.kind);
        const lines = translationsProblems(spec.language, kinds);
        const why = missingWords(spec.language, kinds) ?? (lines.length ? `its words have problems: ${lines.slice(0, 3).join('; ')}` : null);
        if (why) ctx.addIssue({ code: 'custom', path: ['language'], message: why });
      }
      // A book's key is set in columns, many answers a page (key.ts): one a page is a worksheet's choice alone.
      if (spec.keyPerPage && !spec.worksheet) ctx.addIssue({ code: 'custom', path: ['keyPerPage'], message: "sets a worksheet's worked key one answer a page; a book's key is packed in columns, so leave it out (or set worksheet: true)" });
      if (spec.qr && spec.archive === undefined) ctx.addIssue({ code: 'custom', path: ['qr'], message: 'needs archive: the web address the QR codes open' });
      const total = spec.sections.reduce((n, s) => n + s.count, 0);
      if (total > MAX_PUZZLES) {
        ctx.addIssue({ code: 'custom', path: ['sections'], message: `asks for ${total} puzzles; a book holds at most ${MAX_PUZZLES}` });
      }
      // A spec whose puzzles could take longer to make than anyone would wait (one puzzle more
      // than about a minute, or all of them, as they typically cost, more than a night) is
      // refused here, before any is tried, as an unreadable layout is before they are all
      // made; every section that is over at once, so a spec is fitted in one run.
      for (const work of workIssues(spec.sections)) {
        ctx.addIssue({ code: 'custom', path: work.index < 0 ? ['sections'] : ['sections', work.index, ...(work.field ? [work.field] : [])], message: work.message });
      }
      // A word of an author's own list that a list of offensive words holds: a worksheet, printed
      // for children, refuses it at the list unless the section's options keep it (a book prints
      // it with a warning: pipeline.ts).
      if (spec.worksheet) {
        spec.sections.forEach((s, i) => {
          const [word] = KINDS[s.kind].lists?.offensive?.(s.options as never, spec.language ?? 'en') ?? [];
          if (word === undefined) return;
          const message = `"${word}" is on a list of offensive words, which a worksheet for children does not print; leave it out, or set keepOffensive: true (--keep-offensive on the command line) to print it`;
          ctx.addIssue({ code: 'custom', path: ['sections', i, 'options', 'words'], message, params: { code: 'word-offensive', values: { word } } });
        });
      }
      const names = new Set<string>();
      spec.sections.forEach((s, i) => {
        if (s.name === undefined) return;
        if (names.has(s.name)) ctx.addIssue({ code: 'custom', path: ['sections', i, 'name'], message: `"${s.name}" names two sections` });
        names.add(s.name);
      });
    }),
  );

/**
 * A spec as a book is made from it. The fields whose defaults hang on others are taken out and
 * put back last, so the output's keys come in one order whether the input named them or not:
 * a book file printed again from its own spec is the same bytes.
 */
export const specSchema = z.pipe(
  specFields,
  z.transform(({ slug, worked, largePrint, typeface, language, archive, qr, ...spec }: z.output<typeof specFields>) => ({
    ...spec,
    // Stored only where an address is given, so books made before archives had one keep their bytes.
    ...(archive !== undefined ? { archive, qr: qr ?? !spec.worksheet } : {}),
    slug: slug ?? slugify(spec.title, 'book'),
    worked: worked ?? spec.worksheet,
    largePrint: largePrint ?? spec.worksheet,
    typeface: typeface ?? (spec.worksheet ? 'andika' : BOOK_TYPEFACE),
    // Stored only when it is not English, so books made before languages keep their bytes.
    ...(language && language !== 'en' ? { language } : {}),
  })),
);

export type BookSpec = z.output<typeof specSchema>;
export type SectionSpec = SectionOf<KindName>;
