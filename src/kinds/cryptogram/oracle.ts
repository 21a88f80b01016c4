import { importTrie } from 'cspell-trie-lib';
import type { Oracle } from '../../engine/oracle.ts';
import { language } from '../../engine/language.ts';
import { installedFormsText } from '../../engine/wordkit/forms.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import type { CryptogramPuzzle, CryptogramSolution } from './schema.ts';

/**
 * Every reading from the rules alone: the language's cspell package read afresh with cspell's own
 * reader, and the cipher's words read through it (first the longest, then each time the one sharing
 * most code letters with those read), each letter by letter under the key so far (one code letter
 * one letter, no letter itself or for two code letters), with its own folding of a character to the grid's letters (the language's own kept, other marks stripped, a
 * ligature two letters; lower case only, German's first letter a capital too; either apostrophe).
 * Nothing shared with forms.ts's tree, search.ts or the generator.
 */

interface Node {
  f?: number;
  c?: Record<string, Node>;
}

const roots = new Map<string, Node>();
function rootOf(tag: string): Node {
  let root = roots.get(tag);
  if (!root) {
    root = importTrie((installedFormsText(tag) ?? '').split('\n')) as Node;
    roots.set(tag, root);
  }
  return root;
}

const LIGATURES: Record<string, string> = { Œ: 'OE', Æ: 'AE', ẞ: 'SS', Ĳ: 'IJ' };

export const oracle: Oracle<CryptogramPuzzle, CryptogramSolution> = (p, cap = Infinity) => {
  const lexicon = lexiconFor(language())!;
  const tag = lexicon.tag;
  const kept = lexicon.alphabet.letters.join('');
  const german = tag.split('-')[0] === 'de';
  // A character's fold and case found once each (the walk meets the same few characters millions of times).
  const folds = new Map<string, string | null>();
  const uppers = new Map<string, boolean>();
  const isUpper = (ch: string): boolean => {
    let upper = uppers.get(ch);
    if (upper === undefined) uppers.set(ch, (upper = ch !== ch.toLocaleLowerCase(tag)));
    return upper;
  };
  const fold = (ch: string): string | null => {
    let f = folds.get(ch);
    if (f === undefined) folds.set(ch, (f = foldOnce(ch)));
    return f;
  };
  const foldOnce = (ch: string): string | null => {
    if (ch === "'" || ch === '’') return "'";
    if (!/\p{L}/u.test(ch)) return null;
    const up = ch.toLocaleUpperCase(tag);
    if (kept.includes(up) && up.length === 1) return up;
    if (LIGATURES[up]) return LIGATURES[up]!;
    const plain = up.normalize('NFD').replace(/\p{M}/gu, '');
    return plain.length > 0 && [...plain].every((q) => kept.includes(q)) ? plain : null;
  };
  // The cipher's words: runs of letters, an apostrophe inside one between letters.
  const chars = [...p.cipher];
  const isLetter = (ch: string | undefined) => ch !== undefined && kept.includes(ch);
  const words: string[][] = [];
  let cur: string[] | null = null;
  chars.forEach((ch, i) => {
    if (isLetter(ch)) (cur ??= (words.push([]), words[words.length - 1]!)).push(ch);
    else if (cur && (ch === "'" || ch === '’' || ch === 'ʼ') && isLetter(chars[i + 1])) cur.push("'");
    else cur = null;
  });
  // The words in turn: each time the one with the most code letters already read (given, or in a
  // word before it), the longest of those, so a word is read against the letters it shares.
  const left = [...new Set(words.map((w) => w.join('\u0001')))].map((w) => w.split('\u0001')).sort((a, b) => b.length - a.length);
  const read = new Set(Object.keys(p.given));
  const order: string[][] = [];
  while (left.length > 0) {
    const known = (w: string[]) => new Set(w.filter((c) => read.has(c))).size;
    const next = left.reduce((best, w, i) => (known(w) > known(left[best]!) ? i : best), 0);
    const [word] = left.splice(next, 1);
    order.push(word!);
    for (const c of word!) read.add(c);
  }
  const key = new Map<string, string>(Object.entries(p.given));
  /** The letters the key gives a code letter so far: none given twice. */
  const used = new Set(key.values());
  const out: CryptogramSolution[] = [];
  const root = rootOf(tag);
  const solveFrom = (k: number): void => {
    if (out.length >= cap) return;
    if (k === order.length) {
      // One reading however many spellings reach it (ÉTÉ and ETE fold alike).
      const text = chars.map((ch) => (isLetter(ch) ? key.get(ch)! : ch)).join('');
      if (!out.some((s) => s.text === text)) out.push({ text, key: Object.fromEntries([...key].filter(([c]) => chars.includes(c)).sort()) });
      return;
    }
    const word = order[k]!;
    // Walks the package's tree along the word, with a letter's pending rest where one folds to two.
    const walk = (node: Node, i: number, pending: string, added: string[]): void => {
      if (out.length >= cap) return;
      if (pending.length > 0) return take(node, i, pending[0]!, pending.slice(1), added);
      if (i === word.length) {
        if (node.f === 1) solveFrom(k + 1);
        return;
      }
      const kids = node.c;
      if (!kids) return;
      for (const ch in kids) {
        const kid = kids[ch]!;
        if (isUpper(ch) && !(german && i === 0)) continue;
        if (i === 0 && (ch === "'" || ch === '’')) continue;
        const f = fold(ch);
        if (!f) continue;
        take(kid, i, f[0]!, f.slice(1), added);
      }
    };
    const take = (kid: Node, i: number, letter: string, rest: string, added: string[]): void => {
      const c = word[i];
      if (c === undefined) return;
      if (c === "'" || letter === "'") {
        if (c === letter) walk(kid, i + 1, rest, added);
        return;
      }
      const known = key.get(c);
      if (known !== undefined) {
        if (known === letter) walk(kid, i + 1, rest, added);
        return;
      }
      if (letter === c || used.has(letter)) return;
      key.set(c, letter);
      used.add(letter);
      walk(kid, i + 1, rest, added);
      key.delete(c);
      used.delete(letter);
    };
    walk(root, 0, '', []);
  };
  solveFrom(0);
  return out;
};
