import de from 'naughty-words/de.json' with { type: 'json' };
import en from 'naughty-words/en.json' with { type: 'json' };
import es from 'naughty-words/es.json' with { type: 'json' };
import fr from 'naughty-words/fr.json' with { type: 'json' };
import it from 'naughty-words/it.json' with { type: 'json' };
import nl from 'naughty-words/nl.json' with { type: 'json' };
import pt from 'naughty-words/pt.json' with { type: 'json' };
import ours from './offensive-ours.json' with { type: 'json' };
import type { Lexicon } from './lexicon.ts';
import { Trie } from './scan.ts';

/**
 * Words no grid may read, in any direction: the public lists of the LDNOOBW project as the npm
 * package naughty-words (CC-BY-4.0) carries them, by a language's base tag (both Portuguese
 * read `pt`; another language's file is read where Node is). A language with no list makes no word search: a grid nobody has proved
 * clean in its language is never printed.
 */
const LISTS: Readonly<Record<string, readonly string[]>> = { de, en, es, fr, it, nl, pt };

type Builtin = <T>(id: string) => T | undefined;

/** Lists of other languages read where Node is, so a language added as files (a lexicon) finds its list too. */
const found = new Map<string, readonly string[] | null>();

/** The package's list for a base tag: one of those bundled, else (in Node) its file, if the package has one. */
function listFor(base: string): readonly string[] | null {
  if (Object.hasOwn(LISTS, base)) return LISTS[base]!;
  if (!/^[a-z]{2,3}$/.test(base)) return null;
  if (found.has(base)) return found.get(base)!;
  let list: readonly string[] | null = null;
  const builtin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;
  const module = builtin?.<typeof import('node:module')>('node:module');
  try {
    const read: unknown = module?.createRequire(import.meta.url)(`naughty-words/${base}.json`);
    if (Array.isArray(read) && read.every((w) => typeof w === 'string')) list = read;
  } catch {
    // No list in the package for that language.
  }
  found.set(base, list);
  return list;
}

/**
 * Our own entries for a base tag, read beside the package's (offensive-ours.json): words its
 * lists lack that a child reads in a grid (Portuguese `ROLA`, Spanish `PENE`), and those of
 * every language (`NAZI`).
 */
const OURS: Readonly<Record<string, readonly string[]>> = ours.words;
export const oursFor = (base: string): readonly string[] => [...(Object.hasOwn(OURS, base) ? OURS[base]! : []), ...OURS.all!];

/**
 * The shortest entry a grid is proved free of. Two-letter entries (Portuguese `cu`) read by
 * chance in nearly every grid and inside ordinary words, so no grid could be made; from three
 * letters on, a grid is checked for every entry that folds to its letters, phrases with their
 * spaces taken out.
 */
export const SHORTEST_OFFENSIVE = 3;

const folded = new WeakMap<Lexicon, number[][]>();

/** Whether a language has a list to prove its grids clean by. */
export const hasOffensiveList = (tag: string): boolean => listFor(tag.split('-')[0]!) !== null;

/**
 * The language's list as letter codes of its grids: each entry folded as the lexicon folds a
 * word, those its letters cannot spell (an emoji, `s&m`) or shorter than `SHORTEST_OFFENSIVE`
 * left out, each once.
 */
export function offensiveCodes(lexicon: Lexicon): number[][] {
  let codes = folded.get(lexicon);
  if (codes) return codes;
  const base = lexicon.tag.split('-')[0]!;
  const list = [...(listFor(base) ?? []), ...oursFor(base)];
  const seen = new Set<string>();
  codes = [];
  for (const entry of list) {
    const c = lexicon.alphabet.codesOf(entry);
    if (!c || c.length < SHORTEST_OFFENSIVE) continue;
    const key = c.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    codes.push(c);
  }
  folded.set(lexicon, codes);
  return codes;
}

const trees = new WeakMap<Lexicon, Trie>();

/**
 * What every grid of the language is proved free of, as a tree of patterns, entry i as id i of
 * `offensiveWithEnglish`: built once a lexicon, and walked beside each word list's own
 * (`scanBoth`), where building a tree of both for every grid the maker proved was most of a
 * proof's time.
 */
export function offensiveTrie(lexicon: Lexicon): Trie {
  let trie = trees.get(lexicon);
  if (trie) return trie;
  trie = new Trie(lexicon.alphabet.letters.length);
  offensiveWithEnglish(lexicon).forEach((codes, i) => trie.add(codes, i));
  trees.set(lexicon, trie);
  return trie;
}

/** English's list is read in every grid (a child reads English everywhere): a lexicon with this one's letters and English's tag, as a list is picked by tag and folded by the alphabet. */
const asEnglish = new WeakMap<Lexicon, Lexicon>();
const withEnglish = new WeakMap<Lexicon, number[][]>();

/** The language's list and English's (once, where the language is English), as letter codes of its grids (`offensiveCodes`): the same array for a lexicon every call. */
export function offensiveWithEnglish(lexicon: Lexicon): number[][] {
  if (lexicon.tag.split('-')[0] === 'en') return offensiveCodes(lexicon);
  let codes = withEnglish.get(lexicon);
  if (codes) return codes;
  let english = asEnglish.get(lexicon);
  if (!english) asEnglish.set(lexicon, (english = { ...lexicon, tag: 'en' }));
  const seen = new Set<string>();
  codes = [...offensiveCodes(lexicon), ...offensiveCodes(english)].filter((c) => !seen.has(c.join(',')) && seen.add(c.join(',')));
  withEnglish.set(lexicon, codes);
  return codes;
}
