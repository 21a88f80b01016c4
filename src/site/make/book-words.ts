import { loadWords, wordSets } from '../play/catalogs.ts';

/** The sets of words a book prints in: its own, the kinds', the grid kit's; not the archive's or the player's. */
const bookSets = (): string[] => wordSets().filter((set) => /(^|\/)words$/.test(set) && set !== 'templates/archive/words' && set !== 'play/words');

/** Fetches the words a book in `lang` is made and printed in (English is in the bundle already). */
export const loadBookWords = (lang: string): Promise<void> => loadWords(lang, bookSets());
