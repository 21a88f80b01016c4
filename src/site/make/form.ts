/*
 * The /make/ page's form as data, with no DOM and no kind's code: what a person has chosen
 * (`FormState`), the sheet a page starts from, the three ready recipes, and `specOf`, the spec
 * (docs/spec.md, its public field names) the page sends its maker and offers for download.
 * Plain data only, so the page's script stays small: the kinds' own code loads in the worker.
 * test/make/form.test.ts holds these tables to the kinds' schemas and the spec's.
 */

import type { OfferedBands } from './bands.ts';
import type { Problem } from './protocol.ts';

/** A kind's name (src/kinds/registry.ts): the page is given the list when it is built (choices.ts). */
export type KindName = string;
/** The bands, easiest first (src/engine/kind.ts DIFFICULTIES). */
export const BANDS = ['easy', 'medium', 'hard', 'expert'] as const;
export type Band = (typeof BANDS)[number];
/** src/book/spec.ts PAGE_SIZES. */
export const PAGE_SIZES = ['letter', 'a4', '5x8', '5.5x8.5', '6x9', '7x10', '8x10', '8.25x11', '8.5x11'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const ANSWERS = ['separate', 'back'] as const;
export type Answers = (typeof ANSWERS)[number];
/** A language a book is printed in (src/engine/catalog.ts bookLanguages): the page is given the list when it is built. */
export type BookLanguage = string;
/** Puzzles to a page a section may ask for (spec.ts perPage). */
export const MOST_PER_PAGE = 12;
/** Puzzles one section of the form may ask for: a book holds at most 5,000 (spec.ts MAX_PUZZLES). */
export const MOST_PUZZLES = 5000;

/**
 * A kind's size choice (its `sizeOption`, choices.ts): the option, the values the form offers,
 * and whether they are a square's side (`9 × 9`) or a count (digits, cards). A section's `null`
 * size is the kind's own default, which for some kinds the band sets.
 */
export interface SizeChoice {
  option: string;
  values: number[];
  square: boolean;
}

/** Each kind's size choice, or null for a kind offered at its default size only. */
export type Sizes = Record<KindName, SizeChoice | null>;

/**
 * Each kind whose puzzles take a list of words (`PuzzleKind.lists`: Word Search): the themes the
 * form offers (their ids, and titles in the page's language), for its options `theme` and `words`;
 * null for the others.
 */
export type Lists = Record<KindName, { themes: { id: string; title: string }[]; clued?: boolean } | null>;

/**
 * One of a kind's own options the form offers (choices.ts `optionChoices`, read from the kind's
 * options schema): a choice of words (`choice`, Sudoku's symmetry), several of a few values
 * (`set`, Word Search's directions; `joined`, a string of their characters, as Calcudoku's ops
 * `"+-"`), a whole number from `min` to `max`, a `range` of two (`[lowest, highest]`, Countdown's
 * target), a yes/no `flag` whose `default` the kind gives,
 * or a line of `text`. Left as it is, the option is left to the kind.
 */
export type OptionField =
  | { name: string; type: 'choice'; values: string[] }
  | { name: string; type: 'set'; values: string[]; joined: boolean }
  | { name: string; type: 'number'; min: number; max: number; values: number[] | null }
  | { name: string; type: 'range'; min: number; max: number }
  | { name: string; type: 'flag'; default: boolean }
  | { name: string; type: 'text'; max: number };

/** Each kind's own options the form offers, beside its size and lists. */
export type OptionFields = Record<KindName, OptionField[]>;

/** A kind's option as chosen: left out where the person left it to the kind. */
export type OptionValue = string | number | boolean | string[] | number[];

/** One section as the form holds it. */
export interface SectionState {
  kind: KindName;
  difficulty: Band;
  count: number;
  /** The kind's size-like option (`SizeChoice`), or null for the kind's default. */
  size: number | null;
  /** Puzzles to a page, or null for the book's choice. */
  perPage: number | null;
  /** A heading over the section; empty for none. */
  title: string;
  /** A kind with lists: the theme's id, or null for a theme per puzzle. */
  theme: string | null;
  /** A kind with lists: one's own words as typed, one a line or between commas; empty for the theme's. */
  words: string;
  /** The kind's other options chosen (its `OptionField`s), by name; those left to the kind are absent. */
  options: Record<string, OptionValue>;
}

export interface FormState {
  title: string;
  language: BookLanguage;
  page: PageSize;
  answers: Answers;
  worksheet: boolean;
  /** With worksheet: each section is a version (A, B, …) of one sheet. */
  versions: boolean;
  seed: string;
  sections: SectionState[];
}

/** The paper a language's readers print on at home: Letter in the Americas' English, A4 elsewhere. */
export const homePage = (lang: string): PageSize => (lang === 'en' || lang.startsWith('en-US') || lang === 'pt-BR' ? 'letter' : 'a4');

/** The page's language as one of the book languages there are, English where it is none. */
export const bookLanguageOf = (lang: string, languages: readonly string[]): BookLanguage =>
  languages.includes(lang) ? lang : (languages.find((l) => l === lang.split('-')[0]) ?? 'en');

const section = (kind: KindName, difficulty: Band, count: number, size: number | null, title = ''): SectionState => ({ kind, difficulty, count, size, perPage: null, title, theme: null, words: '', options: {} });

/**
 * One's own words as typed: one a line, or several to a line between commas, each trimmed, none
 * empty; a kind whose words carry clues (`clued`: `lion: A big cat, king of the plains`) one a line
 * only, since a clue may hold a comma.
 */
export const wordsOf = (typed: string, clued = false): string[] =>
  typed
    .split(clued ? /\n/ : /[\n,]/)
    .map((word) => word.trim())
    .filter(Boolean);

/** What the words the page gives a recipe: the sheet's title in the page's language, and each kind's title. */
export interface RecipeWords {
  worksheetTitle: string;
  bookTitle: string;
  kindTitle: (kind: KindName) => string;
}

/**
 * The sheet the page starts from: one worksheet of two easy sections a child can do (a 4×4
 * Sudoku, a 5×5 Numbrix), on the paper of the page's language, the key in its own PDF.
 */
export function defaults(lang: string, seed: string, words: Pick<RecipeWords, 'worksheetTitle'>, languages: readonly string[]): FormState {
  return {
    title: words.worksheetTitle,
    language: bookLanguageOf(lang, languages),
    page: homePage(lang),
    answers: 'separate',
    worksheet: true,
    versions: false,
    seed,
    sections: [section('sudoku', 'easy', 6, 4), section('numbrix', 'easy', 4, 5)],
  };
}

export const RECIPES = ['worksheet', 'book', 'versions'] as const;
export type Recipe = (typeof RECIPES)[number];

/**
 * The ready recipes, each keeping the person's language, paper and seed:
 * `worksheet`, a class's sheet (easy 6×6 Sudoku and Calcudoku); `book`, a 100-puzzle book of
 * five kinds at medium and hard on a 6×9 trim, its answers at the back; `versions`, two
 * versions A and B of one sheet, as `puzzlebook worksheet --versions 2` makes them (sections
 * alike but for their place, so each has its own seed stream, headed `<kind> A`, `<kind> B`).
 */
export function recipe(name: Recipe, from: FormState, words: RecipeWords): FormState {
  const keep = { language: from.language, seed: from.seed };
  if (name === 'worksheet') {
    return { ...keep, title: words.worksheetTitle, page: homePage(from.language), answers: 'separate', worksheet: true, versions: false, sections: [section('sudoku', 'easy', 4, 6), section('calcudoku', 'easy', 4, 4)] };
  }
  if (name === 'book') {
    return {
      ...keep,
      title: words.bookTitle,
      page: '6x9',
      answers: 'back',
      worksheet: false,
      versions: false,
      sections: [section('sudoku', 'medium', 25, 9), section('sudoku', 'hard', 15, 9), section('kakuro', 'medium', 20, 8), section('numbrix', 'hard', 20, 8), section('calcudoku', 'hard', 20, 6)],
    };
  }
  const kindTitle = words.kindTitle('sudoku');
  return {
    ...keep,
    title: words.worksheetTitle,
    page: homePage(from.language),
    answers: 'separate',
    worksheet: true,
    versions: true,
    sections: ['A', 'B'].map((letter) => section('sudoku', 'easy', 6, 6, `${kindTitle} ${letter}`)),
  };
}

/** A section's options: its size, for a kind with lists its theme and own words, and its other options, where chosen. */
function optionsOf(s: SectionState, sizes: Sizes, lists: Lists): Record<string, unknown> {
  const size = s.size === null || !sizes[s.kind] ? {} : { [sizes[s.kind]!.option]: s.size };
  const own = s.options ?? {};
  if (!lists[s.kind]) return { ...size, ...own };
  const words = wordsOf(s.words, lists[s.kind]!.clued);
  return { ...size, ...(s.theme !== null ? { theme: s.theme } : {}), ...(words.length ? { words } : {}), ...own };
}

/** The spec of the form as filled in: docs/spec.md's fields, nothing the person left to the book. */
export function specOf(state: FormState, sizes: Sizes, lists: Lists = {}): Record<string, unknown> {
  return {
    title: state.title,
    ...(state.seed.trim() !== '' ? { seed: state.seed.trim() } : {}),
    ...(state.worksheet ? { worksheet: true } : {}),
    ...(state.worksheet && state.versions ? { versions: true } : {}),
    ...(state.language !== 'en' ? { language: state.language } : {}),
    page: { size: state.page },
    answers: state.answers,
    sections: state.sections.map((s) => ({
      kind: s.kind,
      ...(s.title.trim() !== '' ? { title: s.title.trim() } : {}),
      count: s.count,
      difficulty: s.difficulty,
      options: optionsOf(s, sizes, lists),
      ...(s.perPage !== null ? { perPage: s.perPage } : {}),
    })),
  };
}

/** A fresh seed: six letters and digits that cannot be misread (no 0/O, 1/l/I), drawn by `random` (crypto.getRandomValues in the page). */
export function freshSeed(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...random(new Uint8Array(6))].map((b) => letters[b % letters.length]).join('');
}

/** The book fields' ids on the page, by the spec field a problem's path starts with. */
const BOOK_FIELDS: Record<string, string> = { title: 'make-title', language: 'make-language', page: 'make-page', answers: 'make-answers', worksheet: 'make-worksheet', versions: 'make-versions', seed: 'make-seed' };
/** A section's fields' ids (`s<at>-<field>`), by the spec field after its place; what else a section is refused for is told under the whole section. */
const SECTION_FIELDS: Record<string, string> = { kind: 'kind', difficulty: 'band', options: 'size', count: 'count', perPage: 'perPage', layout: 'perPage', title: 'title' };
/** The options with a field of their own (a kind with lists: `PuzzleKind.lists`); a kind's other options have theirs (`OptionField`), any else is told at the size. */
const OPTION_FIELDS: Record<string, string> = { theme: 'theme', words: 'words' };

/** The id of a section's field for its kind's own option `name` (kept apart by kind: a section holds every kind's, showing its own). */
export const optionId = (at: number | string, kind: KindName, name: string): string => `s${at}-${kind}-${name}`;

/**
 * The id of the page's field a problem's path names (`['sections', 1, 'perPage']` → `s1-perPage`,
 * `['page', 'size']` → `make-page`); `s<at>-section` for a section's other problems; null for the
 * spec as a whole, or a place the form has no field for (told in the summary at its top).
 * `own`: each section's kind and its own options' fields, for a problem with one of them.
 */
export function fieldIdOf(path: readonly (string | number)[], sections: number, own?: { kinds: readonly KindName[]; fields: OptionFields }): string | null {
  const [first, at, name] = path;
  if (first === 'sections' && typeof at === 'number' && at >= 0 && at < sections) {
    const option = path[3];
    if (name === 'options' && typeof option === 'string' && OPTION_FIELDS[option]) return `s${at}-${OPTION_FIELDS[option]}`;
    const kind = own?.kinds[at];
    if (name === 'options' && typeof option === 'string' && kind && own.fields[kind]?.some((f) => f.name === option)) return optionId(at, kind, option);
    return `s${at}-${(typeof name === 'string' && SECTION_FIELDS[name]) || 'section'}`;
  }
  return typeof first === 'string' ? (BOOK_FIELDS[first] ?? null) : null;
}

/** What the page offers, as it was built (choices.ts, bands.ts): what a form's choices are held to. */
export interface Offer {
  sizes: Sizes;
  /** Each kind's own options; a page built before they were offered has none. */
  fields?: OptionFields;
  offered: OfferedBands;
  languages: readonly string[];
}

/** Said of a value the page does not offer, for whoever reads a problem's English (the page says it in its own words). */
export const NOT_OFFERED = 'not-offered';

/**
 * The choices of `state` that are none the page offers (a value set in the page's own HTML by
 * hand, or by an extension): each as a problem at its place in the spec, as the maker's are, so
 * the page tells it beside its field before the maker is asked anything. A section of a kind not
 * offered is told for its kind alone: its size and band have nothing to be held to.
 */
export function unoffered(state: FormState, offer: Offer): Problem[] {
  const problems: Problem[] = [];
  const refuse = (path: (string | number)[], allowed: readonly unknown[]) =>
    problems.push({ path, code: NOT_OFFERED, message: `must be one of those offered: ${allowed.join(', ')}` });
  const perPages = Array.from({ length: MOST_PER_PAGE }, (_, i) => i + 1);
  state.sections.forEach((section, at) => {
    const kinds = Object.keys(offer.offered);
    if (!Object.hasOwn(offer.offered, section.kind)) return refuse(['sections', at, 'kind'], kinds);
    const sizes = offer.sizes[section.kind]?.values ?? [];
    if (section.size !== null && !sizes.includes(section.size)) return refuse(['sections', at, 'options'], sizes);
    const bands = offer.offered[section.kind]![section.size === null ? 'auto' : String(section.size)] ?? [];
    if (!bands.includes(section.difficulty)) refuse(['sections', at, 'difficulty'], bands);
    if (section.perPage !== null && !perPages.includes(section.perPage)) refuse(['sections', at, 'perPage'], perPages);
    const fields = offer.fields?.[section.kind] ?? [];
    for (const [name, value] of Object.entries(section.options ?? {})) {
      const field = fields.find((f) => f.name === name);
      const allowed = allowedOf(field);
      if (!field || !fits(field, value)) refuse(['sections', at, 'options', name], allowed);
    }
  });
  // In the page's order (its sections, then the book's fields): the first is where Make takes the focus.
  if (!offer.languages.includes(state.language)) refuse(['language'], offer.languages);
  if (!(PAGE_SIZES as readonly string[]).includes(state.page)) refuse(['page', 'size'], PAGE_SIZES);
  if (!(ANSWERS as readonly string[]).includes(state.answers)) refuse(['answers'], ANSWERS);
  return problems;
}

/** What a refusal of a value of `field` lists: its values, or its bounds. */
const allowedOf = (field: OptionField | undefined): readonly unknown[] =>
  !field ? [] : field.type === 'choice' || field.type === 'set' ? field.values : field.type === 'number' ? (field.values ?? [field.min, field.max]) : field.type === 'range' ? [field.min, field.max] : field.type === 'flag' ? [true, false] : [];

/** Whether `value` is one `field` offers. */
function fits(field: OptionField, value: OptionValue): boolean {
  if (field.type === 'choice') return field.values.includes(value as string);
  if (field.type === 'set') {
    const chosen = field.joined && typeof value === 'string' ? [...value] : value;
    return Array.isArray(chosen) && chosen.length > 0 && chosen.every((v) => typeof v === 'string' && field.values.includes(v));
  }
  if (field.type === 'number') return Number.isInteger(value) && (field.values ? field.values.includes(value as number) : (value as number) >= field.min && (value as number) <= field.max);
  if (field.type === 'range') return Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && (n as number) >= field.min && (n as number) <= field.max);
  if (field.type === 'flag') return typeof value === 'boolean';
  return typeof value === 'string' && value.length <= field.max;
}

/** Said of versions whose sections are not alike. */
export const VERSIONS_UNLIKE = 'versions-unlike';

/**
 * Versions are one sheet made again (`worksheet --versions`): each section alike but for its
 * heading, so A and B are fair to set side by side. Each section unlike the first, as a problem
 * at `versions` (beside its field), `number` naming it; none where versions are not asked for.
 */
export function unlikeVersions(state: FormState, sizes: Sizes, lists: Lists = {}): Problem[] {
  if (!state.worksheet || !state.versions) return [];
  const sheet = (s: SectionState) => JSON.stringify({ ...(specOf({ ...state, sections: [s] }, sizes, lists).sections as object[])[0], title: undefined });
  const first = sheet(state.sections[0]!);
  return state.sections.flatMap((s, at) =>
    at > 0 && sheet(s) !== first ? [{ path: ['versions'], code: VERSIONS_UNLIKE, message: `section ${at + 1} is not like section 1: versions differ only in their headings`, values: { number: at + 1 } }] : [],
  );
}
