/**
 * The language a book is printed in, and the words that go with it. Words are looked up when
 * they are used, in the language of the work under way: a book's in Node (`inLanguage`, in
 * src/book/language.ts, holds it across awaits), the page's in the browser (`setLanguage`).
 * A language is a BCP 47 tag (`fr`, `pt-BR`); the languages there are words in are the catalog
 * files found (src/engine/catalog.ts), so this module keeps no list of them.
 */
export type Language = string;

/** The language a spec's book (or any work that may name one) is printed in: English unless it says. */
export const languageOf = (spec: { language?: Language | undefined }): Language => spec.language ?? 'en';

/** The canonical form of a BCP 47 tag (`pt-br` → `pt-BR`), or undefined for text that is not one. */
export function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** A language by its own name ("français", "português (Brasil)"), for help and messages. */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The catalogs' languages a tag reads, most specific first, from those `available`: itself, its
 * language without the region (`fr-CA` reads `fr`), then that language's regions in order (a bare
 * `pt`, as books before 0.4 say, reads `pt-BR`), then English.
 */
export function catalogChain(tag: string, available: readonly string[]): string[] {
  const base = tag.split('-')[0]!;
  const regions = available.filter((a) => a.startsWith(`${base}-`) && a !== tag).sort();
  return [...new Set([tag, base, ...regions, 'en'])].filter((a) => a === 'en' || available.includes(a));
}

let fixed: Language = 'en';
/** The language of synchronous work inside `inLanguage`, where no source holds it. */
let during: Language | undefined;
let source: () => Language | undefined = () => undefined;

/** The language of the work under way: English unless a book or page says otherwise. */
export function language(): Language {
  return source() ?? during ?? fixed;
}

type Runner = <T>(lang: Language, work: () => T) => T;

/** Outside Node's hold on it (below), a language lasts while `work` runs, up to its first await. */
let runner: Runner = (lang, work) => {
  const before = during;
  during = lang;
  try {
    return work();
  } finally {
    during = before;
  }
};

/**
 * Runs `work` with the words of `lang`. In Node, src/book/language.ts holds the language
 * across awaits too (two books in two languages rendered at once each keep their own);
 * anywhere else, as in a browser using the library, it lasts for synchronous work, which is
 * all the engine does (making, solving, explaining and drawing a puzzle).
 */
export function inLanguage<T>(lang: Language, work: () => T): T {
  return runner(lang, work);
}

/** How Node finds and holds the language of the work under way (src/book/language.ts installs both). */
export function useLanguageSource(find: () => Language | undefined, run?: Runner): void {
  source = find;
  if (run) runner = run;
}

/** The language of everything from now on: a page in the browser, whose words are all one language. */
export function setLanguage(lang: Language): void {
  fixed = lang;
}

/** An object of words (not a list, not a template): what translations and views walk into. */
export const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
