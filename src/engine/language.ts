/**
 * The language a book is printed in, and the words that go with it. Words are looked up when
 * they are used, in the language of the work under way: a book's in Node (`inLanguage`, in
 * src/book/language.ts, holds it across awaits), the page's in the browser (`setLanguage`).
 * Each set of words is English, the source, and a file per language beside it
 * (`words.es.ts`), checked against the English by `translationProblems`.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a code names (`<html lang>`, an environment variable), or undefined for any other text. */
export const languageNamed = (code: string | undefined): Language | undefined => LANGUAGES.find((lang) => lang === code);

/** Each language by its own name, for flags' help and messages. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'español', fr: 'français', de: 'Deutsch', pt: 'português', it: 'italiano', nl: 'Nederlands' };

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

/** Words in every language they are written in: English always, the others as they are added. */
export type ByLanguage<T> = { en: T } & Partial<Record<Exclude<Language, 'en'>, T>>;

/** An object of words (not a list, not a template): what translations and views walk into. */
export const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A read-only view of whatever `pick` gives now, nested objects included. */
function view<T extends object>(pick: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = (pick() as Record<PropertyKey, unknown>)[key];
      return isPlain(value) ? view(() => (pick() as Record<PropertyKey, object>)[key]!) : value;
    },
    has: (_, key) => key in pick(),
    ownKeys: () => Reflect.ownKeys(pick()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(pick(), key);
      return found && { ...found, configurable: true };
    },
  });
}

/**
 * One set of words whose every use reads the current language's (English where a language
 * has none: a spec never gets there, as it is refused first, see `missingWords`).
 */
export function localized<T extends object>(byLanguage: ByLanguage<T>): T {
  return view(() => byLanguage[language()] ?? byLanguage.en);
}

/** Whether `lang` has its own words in a set made by `localized` (its `ByLanguage`). */
export function hasLanguage<T>(byLanguage: ByLanguage<T>, lang: Language): boolean {
  return lang === 'en' || byLanguage[lang] !== undefined;
}
