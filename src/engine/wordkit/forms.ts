import { importTrie } from 'cspell-trie-lib';
import * as z from 'zod/mini';
import '../zod-config.ts';
import { provideFrequent } from './frequent.ts';
import { type Lexicon, lexiconFor, lexiconLanguages } from './lexicon.ts';

/**
 * Every form of a language's words (each stem with its endings and prefixes: CATCHES, BIRDS,
 * Italian's PORTATEMELO), as a tree of grid letters: what a word scramble's and a cryptogram's proof
 * searches, where a second answer may be any word a reader knows in any of its forms.
 *
 * The hunspell `.dic` files fill-in reads (dictionary.ts) hold stems, and expanding their affixes
 * is what costs: Italian's 95,000 stems make 3 million forms in 14 s and 3 GB, Brazilian
 * Portuguese's 8 million. The `@cspell/dict-*` packages ship the same forms already expanded, as
 * a shared-suffix tree (a DAWG) of 0.25 to 2.2 MB, which `cspell-trie-lib` reads in under a second;
 * this module folds it to the language's grid letters, keeping the sharing, so a search walks a
 * tree of some hundred thousand nodes and never lists the millions of words.
 *
 * What is kept: whole words of lower-case letters (German's nouns capitalised as well), and those
 * with an apostrophe between letters (DON'T, L'EAU, DELL'ACQUA: a cryptogram prints them), the
 * apostrophe a code of its own past the letters (`apostropheOf`); names (a capital elsewhere),
 * abbreviations, words with a hyphen or digit, compound parts
 * (cspell's `+`), forbidden and accent-stripped copies (its `!` and `~` branches) are not. Keeping
 * fewer words would only make a proof weaker, so what is dropped is what no reader would count as
 * a word of the language: a German noun is kept with the names German writes alike.
 */

/** Each lexicon tag's package and the tree file in it (the package's cspell-ext.json names it). */
export const FORMS_PACKAGES: Readonly<Record<string, { name: string; file: string }>> = {
  en: { name: '@cspell/dict-en_us', file: 'en_US.trie.gz' },
  de: { name: '@cspell/dict-de-de', file: 'de_DE.trie.gz' },
  es: { name: '@cspell/dict-es-es', file: 'Spanish.trie.gz' },
  fr: { name: '@cspell/dict-fr-fr', file: 'fr-fr.trie.gz' },
  it: { name: '@cspell/dict-it-it', file: 'dict/it-it.trie' },
  nl: { name: '@cspell/dict-nl-nl', file: 'Dutch.trie.gz' },
  'pt-BR': { name: '@cspell/dict-pt-br', file: 'pt_BR.trie.gz' },
  'pt-PT': { name: '@cspell/dict-pt-pt', file: 'dict/Portuguese-European.trie.gz' },
};

/** The languages that write their nouns with a capital, whose capitalised words are words. */
const CAPITAL_NOUNS = new Set(['de']);

/** The code an apostrophe has in a language's tree: one past its letters, so no search by letters alone ever takes it. */
export const apostropheOf = (forms: Pick<WordForms, 'letters'>): number => forms.letters;

/** The characters written as an apostrophe (the typewriter's, the typographer's, the modifier letter). */
export const APOSTROPHES = /['’ʼ]/u;

/** One node of the tree: whether a word ends here, and its children by letter code. */
export interface FormNode {
  readonly end: boolean;
  readonly codes: readonly number[];
  readonly kids: readonly FormNode[];
}

/** A language's every word form as a tree of its grid letters' codes. */
export interface WordForms {
  tag: string;
  root: FormNode;
  /** Nodes in the tree (shared ones once). */
  nodes: number;
  /** The language's letters: codes 0 to `letters` − 1; `letters` itself is the apostrophe's. */
  letters: number;
  /** Where the forms come from, for a page's credits: the package's name, version and licence (SPDX). */
  source: { name: string; version: string; licence: string };
}

type Builtin = <T>(id: string) => T | undefined;
const builtin = () => (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;

interface Given {
  text: string;
  source: WordForms['source'];
}

const given = new Map<string, Given>();
const made = new Map<string, WordForms>();
const unread = new Set<string>();

/**
 * Gives a language's tree file as text (decompressed) and where it comes from, and where given
 * its most common words (frequent.ts: a cryptogram's reader knows them first): a browser page's,
 * fetched with it.
 */
export function provideForms(tag: string, text: string, source: WordForms['source'], frequent = ''): void {
  given.set(tag, { text, source });
  if (frequent) provideFrequent(tag, frequent);
  made.delete(tag);
}

/** The installed package's folder, where Node is: found by its exported cspell-ext.json. */
function packageDir(tag: string): string | null {
  const name = FORMS_PACKAGES[tag]?.name;
  const module = builtin()?.<typeof import('node:module')>('node:module');
  const path = builtin()?.<typeof import('node:path')>('node:path');
  if (!name || !module || !path) return null;
  try {
    return path.dirname(module.createRequire(import.meta.url).resolve(name));
  } catch {
    return null;
  }
}

/** The languages with a lexicon and word forms: made, given, or installed. */
export function formsLanguages(): string[] {
  return lexiconLanguages().filter((tag) => made.has(tag) || given.has(tag) || packageDir(tag) !== null);
}

const packageFile = z.object({ name: z.string(), version: z.string(), license: z.string() });

/**
 * The installed package's tree file, decompressed, as cspell-trie-lib reads it; null where it is
 * missing. What the kinds' oracles read afresh, apart from the folded tree built here.
 */
export const installedFormsText = (tag: string): string | null => readInstalled(tag)?.text ?? null;

/** The installed package's tree, decompressed, and its name, version and licence; null where it is missing. */
function readInstalled(tag: string): Given | null {
  if (unread.has(tag)) return null;
  const dir = packageDir(tag);
  const fs = builtin()?.<typeof import('node:fs')>('node:fs');
  const path = builtin()?.<typeof import('node:path')>('node:path');
  const zlib = builtin()?.<typeof import('node:zlib')>('node:zlib');
  if (dir && fs && path && zlib) {
    try {
      const meta = packageFile.parse(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')));
      const file = FORMS_PACKAGES[tag]!.file;
      const raw = fs.readFileSync(path.join(dir, file));
      const text = (file.endsWith('.gz') ? zlib.gunzipSync(raw) : raw).toString('utf8');
      return { text, source: { name: meta.name, version: meta.version, licence: meta.license } };
    } catch {
      // A package without its files: no forms.
    }
  }
  unread.add(tag);
  return null;
}

/**
 * The word forms a book in `lang` reads (its lexicon's, chosen as `lexiconFor` chooses), built on
 * first asking; undefined where the language has no lexicon or no forms.
 */
export function formsFor(lang: string): WordForms | undefined {
  const lexicon = lexiconFor(lang);
  if (!lexicon) return undefined;
  const { tag } = lexicon;
  let forms = made.get(tag);
  if (forms) return forms;
  const text = given.get(tag) ?? readInstalled(tag);
  if (!text) return undefined;
  made.set(tag, (forms = build(lexicon, text)));
  given.delete(tag);
  return forms;
}

/** cspell-trie-lib's node: a word ends where `f` is 1; children by character. */
interface SpellNode {
  f?: number;
  c?: Record<string, SpellNode>;
}

/** Where a walk of cspell's tree stands: a node, and letters still to give before its children (a ligature folds to two). */
interface Place {
  node: SpellNode;
  pending: readonly number[];
}

/**
 * The tree folded to grid letters. A node of ours stands for the set of cspell's places a word so
 * far reaches (one, but where two characters fold to one letter, `e` and `é`, or a letter is two,
 * `ß`), so its children are the union of theirs; each set is made once (by its places' ids), which
 * keeps the tree's sharing.
 */
function build(lexicon: Lexicon, { text, source }: Given): WordForms {
  const root = importTrie(text.split('\n')) as SpellNode;
  const { alphabet } = lexicon;
  const capitals = CAPITAL_NOUNS.has(lexicon.tag.split('-')[0]!);
  // A character's letters: null where it is no letter of a word kept (a capital, a digit, `'`, cspell's markers).
  // Found once a character, apart at a word's start (where a capital or an apostrophe is read otherwise).
  const apostrophe = [alphabet.letters.length];
  const folds = [new Map<string, readonly number[] | null>(), new Map<string, readonly number[] | null>()];
  const fold = (ch: string, first: boolean): readonly number[] | null => {
    const known = folds[first ? 1 : 0]!;
    let codes = known.get(ch);
    if (codes !== undefined) return codes;
    if (APOSTROPHES.test(ch)) codes = first ? null : apostrophe;
    else if (ch !== ch.toLocaleLowerCase(lexicon.tag) && !(capitals && first)) codes = null;
    else {
      const c = /\p{L}/u.test(ch) ? alphabet.codesOf(ch) : null;
      codes = c && c.length > 0 ? c : null;
    }
    known.set(ch, codes);
    return codes;
  };
  const NONE: readonly number[] = [];
  const ids = new Map<SpellNode, number>();
  const idOf = (node: SpellNode) => {
    let id = ids.get(node);
    if (id === undefined) ids.set(node, (id = ids.size));
    return id;
  };
  // A set of places is made once: most are one place with nothing pending, found by its node's id;
  // the others (two characters that fold to one letter, a letter still to give) by their ids joined.
  const single: FormNode[] = [];
  const memo = new Map<string, FormNode>();
  const keyOf = (places: readonly Place[]) =>
    places
      .map((p) => `${idOf(p.node)}${p.pending.length ? `:${p.pending.join('.')}` : ''}`)
      .sort()
      .join(',');

  const nodeOf = (places: readonly Place[], first: boolean): FormNode => {
    const alone = !first && places.length === 1 && places[0]!.pending.length === 0 ? idOf(places[0]!.node) : -1;
    const key = alone >= 0 ? '' : first ? 'root' : keyOf(places);
    const known = alone >= 0 ? single[alone] : memo.get(key);
    if (known) return known;
    let end = false;
    const next = new Map<number, Place[]>();
    const go = (code: number, place: Place) => {
      const list = next.get(code);
      if (!list) next.set(code, [place]);
      else if (!list.some((p) => p.node === place.node && p.pending.join() === place.pending.join())) list.push(place);
    };
    for (const { node, pending } of places) {
      if (pending.length > 0) {
        go(pending[0]!, { node, pending: pending.length > 1 ? pending.slice(1) : NONE });
        continue;
      }
      if (node.f === 1 && !first) end = true;
      const kids = node.c;
      if (!kids) continue;
      for (const ch in kids) {
        const codes = fold(ch, first);
        if (codes) go(codes[0]!, { node: kids[ch]!, pending: codes.length > 1 ? codes.slice(1) : NONE });
      }
    }
    const codes = [...next.keys()].sort((a, b) => a - b);
    const made: FormNode = { end, codes, kids: codes.map((c) => nodeOf(next.get(c)!, false)) };
    if (alone >= 0) single[alone] = made;
    else memo.set(key, made);
    return made;
  };
  const tree = nodeOf([{ node: root, pending: [] }], true);
  return { tag: lexicon.tag, root: tree, nodes: memo.size + single.filter(Boolean).length, letters: alphabet.letters.length, source };
}

/** Whether the letter codes spell a word form. */
export function isForm(forms: WordForms, codes: readonly number[]): boolean {
  let node: FormNode | undefined = forms.root;
  for (const code of codes) {
    const i: number = node.codes.indexOf(code);
    if (i < 0) return false;
    node = node.kids[i]!;
  }
  return node.end;
}

/**
 * The word forms spelt with exactly these letters (an anagram of them, the letters themselves
 * among them where they are a word), up to `limit`; `fixed[i]`, where not -1, the letter the
 * i-th must be (a printed first letter). Each as letter codes.
 */
export function anagramsOf(forms: WordForms, letters: readonly number[], limit: number, fixed: readonly number[] = []): number[][] {
  const left = new Map<number, number>();
  for (const c of letters) left.set(c, (left.get(c) ?? 0) + 1);
  const found: number[][] = [];
  const word: number[] = [];
  const walk = (node: FormNode): void => {
    if (word.length === letters.length) {
      if (node.end) found.push([...word]);
      return;
    }
    const must = fixed[word.length] ?? -1;
    for (let i = 0; i < node.codes.length && found.length < limit; i++) {
      const code = node.codes[i]!;
      if (must >= 0 && code !== must) continue;
      const n = left.get(code) ?? 0;
      if (n === 0) continue;
      left.set(code, n - 1);
      word.push(code);
      walk(node.kids[i]!);
      word.pop();
      left.set(code, n);
    }
  };
  walk(forms.root);
  return found;
}
