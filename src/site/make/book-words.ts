import { catalogChain } from '../../engine/language.ts';
import { provideClues } from '../../engine/wordkit/clues.ts';
import { provideLexicons } from '../../engine/wordkit/lexicon.ts';
import { loadWords, wordSets } from '../play/catalogs.ts';

/** The sets of words a book prints in: its own, the kinds', the grid kit's; not the archive's or the player's. */
const bookSets = (): string[] => wordSets().filter((set) => /(^|\/)words$/.test(set) && set !== 'templates/archive/words' && set !== 'play/words');

/** The word kit's lexicons (a language's grid letters and themes), each a module Vite splits out, by language tag. */
const lexicons = new Map(Object.entries(import.meta.glob<unknown>('/src/engine/wordkit/themes/*.json', { import: 'default' })).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ''), load]));

/** The word kit's clues for its themes' words (a criss-cross prints them), the same way. */
const clues = new Map(Object.entries(import.meta.glob<unknown>('/src/engine/wordkit/clues/*.json', { import: 'default' })).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ''), load]));

/** Fetches the lexicon a book in `lang` makes its word puzzles from (its own, or its language's, as catalogs are chosen), and its clues. */
async function loadLexicon(lang: string): Promise<void> {
  const tag = catalogChain(lang, [...lexicons.keys()]).find((t) => lexicons.has(t));
  const clueTag = catalogChain(lang, [...clues.keys()]).find((t) => clues.has(t));
  await Promise.all([
    tag ? lexicons.get(tag)!().then((data) => provideLexicons([{ tag, data }])) : undefined,
    clueTag ? clues.get(clueTag)!().then((data) => provideClues([{ tag: clueTag, data }])) : undefined,
  ]);
}

/** Fetches the words a book in `lang` is made and printed in (English is in the bundle already), and its lexicon. */
export const loadBookWords = (lang: string): Promise<void> => Promise.all([loadWords(lang, bookSets()), loadLexicon(lang)]).then(() => undefined);
