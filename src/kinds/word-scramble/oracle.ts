import { importTrie } from 'cspell-trie-lib';
import type { Oracle } from '../../engine/oracle.ts';
import { language } from '../../engine/language.ts';
import { installedFormsText } from '../../engine/wordkit/forms.ts';
import { lexiconFor } from '../../engine/wordkit/lexicon.ts';
import type { WordScramblePuzzle, WordScrambleSolution } from './schema.ts';

/**
 * Every answer from the rules alone: the language's cspell package read afresh with cspell's own
 * reader and walked letter by letter with the scramble's letters in hand (its own folding of a
 * character to the grid's letters: the language's own kept, other marks stripped, a ligature two
 * letters; lower case only, German's first letter a capital too), each word's answers, every choice
 * of them, and the final's from the circled letters. Nothing shared with forms.ts's tree or its
 * search: the package's table alone.
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

/** Words of the tree spelt with exactly `letters` (grid letters), `first` first where given. */
function spelt(tag: string, kept: string, letters: string[], first?: string): string[] {
  const fold = (ch: string): string | null => {
    const up = ch.toLocaleUpperCase(tag);
    if (kept.includes(up) && up.length === 1) return up;
    if (LIGATURES[up]) return LIGATURES[up]!;
    const plain = up.normalize('NFD').replace(/\p{M}/gu, '');
    return plain.length > 0 && [...plain].every((p) => kept.includes(p)) ? plain : null;
  };
  const german = tag.split('-')[0] === 'de';
  const out: string[] = [];
  const walk = (node: Node, word: string, left: string[]) => {
    if (left.length === 0) {
      if (node.f === 1 && word !== '') out.push(word);
      return;
    }
    for (const [ch, kid] of Object.entries(node.c ?? {})) {
      if (!/\p{L}/u.test(ch)) continue;
      const upper = ch !== ch.toLocaleLowerCase(tag);
      if (upper && !(german && word === '')) continue;
      const f = fold(ch);
      if (!f) continue;
      const rest = [...left];
      let fits = true;
      for (const l of f) {
        const at = rest.indexOf(l);
        if (at < 0) {
          fits = false;
          break;
        }
        rest.splice(at, 1);
      }
      if (!fits || (word === '' && first !== undefined && !f.startsWith(first))) continue;
      walk(kid, word + f, rest);
    }
  };
  walk(rootOf(tag), '', letters);
  return [...new Set(out)];
}

export const oracle: Oracle<WordScramblePuzzle, WordScrambleSolution> = (p, cap = Infinity) => {
  const lexicon = lexiconFor(language())!;
  const kept = lexicon.alphabet.letters.join('');
  const each = p.items.map((it) => spelt(lexicon.tag, kept, [...it.scrambled], it.first));
  const out: WordScrambleSolution[] = [];
  const choose = (i: number, words: string[]) => {
    if (out.length >= cap) return;
    if (i === each.length) {
      if (!p.final) return void out.push({ words: [...words] });
      const circled = p.items.flatMap((it, k) => (it.circles ?? []).map((at) => [...words[k]!][at]!));
      for (const final of spelt(lexicon.tag, kept, circled)) if (out.length < cap && [...final].length === p.final.lengths[0]) out.push({ words: [...words], final });
      return;
    }
    for (const w of each[i]!) choose(i + 1, [...words, w]);
  };
  choose(0, []);
  return out;
};
