import { catalogNamed, provideLanguages, provideWords } from '../../engine/catalog.ts';
import { catalogChain } from '../../engine/language.ts';

/**
 * The words of a page's language, fetched before its scripts say anything. Each catalog file
 * of src/ is a module Vite splits out (English is in the bundle already, imported by each set),
 * so a page fetches only its own language's, of only the sets it uses; a language added as
 * files is found here with no line of code.
 */
// English left out: every bundle holds it already, and a module both imported and globbed
// is split into a file of its own that /make/'s maker then fetched, one for each set (issue 89).
const files = import.meta.glob<unknown>(['/src/**/*words.*.json', '!/src/**/*words.en.json'], { import: 'default' });

/** Each set's languages, and the loader of each of its files. */
const bySet = new Map<string, Map<string, () => Promise<unknown>>>();
for (const [path, load] of Object.entries(files)) {
  const named = catalogNamed(path.replace(/^\/src\//, ''));
  if (!named || named.lang === 'en') continue;
  if (!bySet.has(named.set)) bySet.set(named.set, new Map());
  bySet.get(named.set)!.set(named.lang, load);
}
// The languages there are, fetched or not: a spec's language is refused naming every one (engine/catalog.ts).
for (const [set, langs] of bySet) provideLanguages(set, [...langs.keys()]);

/** Fetches and adds the catalogs `lang` reads for each of `sets` (ids: `play/words`, `kinds/numbrix/play-words`). */
export async function loadWords(lang: string, sets: readonly string[]): Promise<void> {
  const loaded = await Promise.all(
    sets.map(async (set) => {
      const files = bySet.get(set);
      const tag = catalogChain(lang, ['en', ...(files?.keys() ?? [])])[0]!;
      return tag === 'en' || !files ? [] : [{ set, lang: tag, words: await files.get(tag)!() }];
    }),
  );
  provideWords(loaded.flat());
}

/** The sets of words there are files for (`templates/words`, `kinds/numbrix/words`, …). */
export const wordSets = (): string[] => [...bySet.keys()];
