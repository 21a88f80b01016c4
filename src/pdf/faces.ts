import * as fontkit from 'fontkit';
import type { Typeface } from '../book/spec.ts';
import { unpackWoff } from './woff.ts';

export type Weight = 'regular' | 'bold';

/** A font file inside an npm package, one per weight. */
type Files = Record<Weight, string>;

/**
 * One design a line may be set in: the names its two weights are registered under in every
 * document, and the files they come from.
 */
export interface Font {
  names: Record<Weight, string>;
  files: Files;
}

/**
 * The fonts a book in each face may use, in the order they are tried for a line of text:
 * - the face's `latin` file from fontsource, which sets every English book (so those embed
 *   the smallest font);
 * - the same face whole (Google Fonts' TTF, the same version as fontsource's files): Latin
 *   Extended for every face, Cyrillic for Andika, and Greek and Cyrillic for Noto Sans, in
 *   the book's own design;
 * - Noto Sans for what the face has no letters for (Greek, and Cyrillic beside Atkinson
 *   Hyperlegible): a plain sans of the same weights, with large open letters like both faces.
 *   Noto Sans whole is its own fallback, so a book in it tries two fonts, not three.
 * Whole files (TTF), not fontsource's per-script WOFF subsets: pdfkit sets a line in one font,
 * so the font a line falls back to must hold its Latin letters, digits and dashes too.
 */
const BODY: Record<Typeface, Files> = {
  noto: {
    regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  hyperlegible: {
    regular: '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff',
    bold: '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff',
  },
  andika: {
    regular: '@fontsource/andika/files/andika-latin-400-normal.woff',
    bold: '@fontsource/andika/files/andika-latin-700-normal.woff',
  },
};
const FALLBACK: Files = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};
const WHOLE: Record<Typeface, Files> = {
  noto: FALLBACK,
  hyperlegible: {
    regular: '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf',
    bold: '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf',
  },
  andika: {
    regular: '@expo-google-fonts/andika/Andika_400Regular.ttf',
    bold: '@expo-google-fonts/andika/Andika_700Bold.ttf',
  },
};

/** The first is the book's body face: `FONTS` in document.ts names it, and painting sets it. */
export const BODY_NAMES: Record<Weight, string> = { regular: 'Body', bold: 'Body-Bold' };

/** The fonts tried for a line in `face`, first to last. */
export const fontsOf = (face: Typeface): readonly Font[] => FONTS_OF[face];
const FONTS_OF: Record<Typeface, readonly Font[]> = {
  noto: fontsIn('noto'),
  hyperlegible: fontsIn('hyperlegible'),
  andika: fontsIn('andika'),
};
function fontsIn(face: Typeface): readonly Font[] {
  return [
    { names: BODY_NAMES, files: BODY[face] },
    { names: { regular: 'Body-Whole', bold: 'Body-Whole-Bold' }, files: WHOLE[face] },
    ...(WHOLE[face] === FALLBACK ? [] : [{ names: { regular: 'Fallback', bold: 'Fallback-Bold' }, files: FALLBACK }]),
  ];
}

/**
 * Where font files' bytes come from, by their path inside their npm package
 * (`@fontsource/andika/files/andika-latin-400-normal.woff`). Synchronous, because a font is
 * loaded on first need, in the middle of laying out a page: in Node the file is read from
 * node_modules (`nodeFontFiles`); a browser installs a source of the files it fetched before
 * the build (`useFontSource`), so this module imports nothing of Node's (issue 69).
 */
export type FontSource = (file: string) => Uint8Array;

type Builtin = <T>(id: string) => T | undefined;

/**
 * A font file read from node_modules, found from this module as Node finds a package. Node's
 * modules come through `process.getBuiltinModule`, as catalog.ts reads its files, so every
 * Node entry (the commands, the library, worker threads, the archive's Vite build, the tests)
 * reads fonts with nothing to install, and a browser bundle holds no import of them.
 */
function nodeFontFiles(file: string): Uint8Array {
  const builtin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;
  const fs = builtin?.<typeof import('node:fs')>('node:fs');
  const nodeModule = builtin?.<typeof import('node:module')>('node:module');
  if (!fs || !nodeModule) throw new Error(`no font source to read ${file} from: outside Node, install one with useFontSource before a book is laid out`);
  return fs.readFileSync(nodeModule.createRequire(import.meta.url).resolve(file));
}

let source: FontSource = nodeFontFiles;

/** Reads font files from `files` from now on (a browser's, filled before a build); fonts loaded before are loaded again from it. */
export function useFontSource(files: FontSource): void {
  source = files;
  loaded.clear();
}

/** A font file's bytes and what fontkit reads of them, once per process. */
const loaded = new Map<string, { data: Uint8Array; font: fontkit.Font }>();
function load(file: string): { data: Uint8Array; font: fontkit.Font } {
  let found = loaded.get(file);
  if (!found) {
    // fontsource's files are WOFF: unpacked once here, not by fontkit at every glyph (woff.ts).
    const data = unpackWoff(source(file));
    found = { data, font: fontkit.create(data) };
    loaded.set(file, found);
  }
  return found;
}

/** What fontkit reads of one weight of a font, to measure text in it (see `metrics.ts`). */
export const fontkitOf = (font: Font, weight: Weight): fontkit.Font => load(font.files[weight]).font;

/** The bytes of one weight of a font, to register in a document. */
export const fontData = (font: Font, weight: Weight): Uint8Array => load(font.files[weight]).data;

/** Line breaks and tabs are layout, not letters: pdfkit never draws them. */
const LAYOUT = /[\n\r\t]/u;

/** What each font was found to have, by character: every line measured asks again. */
const known = new WeakMap<Files, Map<string, boolean>>();

/** Whether a font has a glyph for `ch`, in both weights (a line may be set bold or not). */
export function hasGlyph(font: Font, ch: string): boolean {
  if (LAYOUT.test(ch)) return true;
  let chars = known.get(font.files);
  if (!chars) known.set(font.files, (chars = new Map()));
  let has = chars.get(ch);
  if (has === undefined) {
    const cp = ch.codePointAt(0)!;
    has = load(font.files.regular).font.hasGlyphForCodePoint(cp) && load(font.files.bold).font.hasGlyphForCodePoint(cp);
    chars.set(ch, has);
  }
  return has;
}

/** The first of `face`'s fonts that prints every character of `text`, or null if none does. */
export function fontFor(face: Typeface, text: string): Font | null {
  return fontsOf(face).find((font) => hasAll(font, text)) ?? null;
}

/** Whether `font` has a glyph for every character of `text`, in both weights. */
export function hasAll(font: Font, text: string): boolean {
  for (const ch of text) if (!hasGlyph(font, ch)) return false;
  return true;
}

/**
 * How much smaller `font` is set than the size asked for, so its lower-case letters stand as
 * tall as the body face's beside it (Noto Sans's x-height is larger than Atkinson Hyperlegible's or Andika's; beside its own latin file the factor is 1).
 */
export function sizeFactor(face: Typeface, font: Font, weight: Weight): number {
  const xHeight = (file: string) => load(file).font.xHeight / load(file).font.unitsPerEm;
  return xHeight(BODY[face][weight]) / xHeight(font.files[weight]);
}

/**
 * How a paragraph's lines sit in `face`, in ems: `rise` lifts them so each baseline is one size
 * below its line's top (as captions sit), and `gap` is added to each line so it is 1.25 em
 * (LEADING), its descenders (0.24 em) inside it. Noto Sans's own spacing (1.07 em above the
 * baseline, 1.36 em a line) leaves room for Vietnamese's stacked accents, which no book
 * prints, and set so its paragraphs pushed a letter page's how-to off its techniques; the
 * other faces keep their own.
 */
export function paragraphFit(face: Typeface): { rise: number; gap: number } {
  if (face !== 'noto') return { rise: 0, gap: 0 };
  const { font } = load(BODY.noto.regular);
  const em = (units: number) => units / font.unitsPerEm;
  return { rise: em(font.ascent) - 1, gap: 1.25 - em(font.ascent - font.descent + font.lineGap) };
}
