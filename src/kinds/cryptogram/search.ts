import type { FormNode } from '../../engine/wordkit/forms.ts';
import type { Token } from './cipher.ts';

/**
 * Every reading of a cipher as words of a tree (the language's forms, and any list of words made
 * into one), the search a proof, the step solver and a hint share: a key from cipher letters to
 * letters, one to one, no letter for itself, each word of the cipher read as a word of the tree
 * along its letters. Letter codes below `letters` are letters; `letters` itself is the apostrophe.
 */

/** What is known of a key: cipher letter → letter, letter → cipher letter (−1: none yet). */
export interface Key {
  readonly plain: Int16Array;
  readonly cipher: Int16Array;
}

export function emptyKey(letters: number): Key {
  return { plain: new Int16Array(letters).fill(-1), cipher: new Int16Array(letters).fill(-1) };
}

export function copyKey(key: Key): Key {
  return { plain: key.plain.slice(), cipher: key.cipher.slice() };
}

/** Sets cipher letter `c` to letter `p` where the key allows it (no letter for itself, each one once); false where it does not. */
export function setPair(key: Key, c: number, p: number): boolean {
  if (c === p) return false;
  if (key.plain[c] === p) return true;
  if (key.plain[c]! >= 0 || key.cipher[p]! >= 0) return false;
  key.plain[c] = p;
  key.cipher[p] = c;
  return true;
}

/** A word tree of a list of words (each letter codes), for words a reader knows or a text's own beside the forms. */
export function treeOf(words: Iterable<readonly number[]>): FormNode {
  interface Building {
    end: boolean;
    kids: Map<number, Building>;
  }
  const root: Building = { end: false, kids: new Map() };
  for (const w of words) {
    let node = root;
    for (const c of w) {
      let kid = node.kids.get(c);
      if (!kid) node.kids.set(c, (kid = { end: false, kids: new Map() }));
      node = kid;
    }
    node.end = true;
  }
  const freeze = (b: Building): FormNode => {
    const codes = [...b.kids.keys()].sort((x, y) => x - y);
    return { end: b.end, codes, kids: codes.map((c) => freeze(b.kids.get(c)!)) };
  };
  return freeze(root);
}

/** Counted work: a node of a tree visited is one. */
export interface Work {
  spent: number;
  readonly budget: number;
}

/**
 * The words of `trees` that read `token` under `key`, each as the letters its cipher letters take
 * (a word's new pairs must keep the key one to one and no letter itself), up to `limit`; each
 * given to `found` with the key as it would be. Returns how many were found.
 */
export function readings(trees: readonly FormNode[], token: Token, key: Key, letters: number, limit: number, work: Work, found?: (word: readonly number[]) => void): number {
  const codes = token.codes;
  const word: number[] = [];
  let count = 0;
  const walk = (node: FormNode, i: number): void => {
    work.spent++;
    if (i === codes.length) {
      if (node.end) {
        count++;
        found?.(word);
      }
      return;
    }
    const c = codes[i]!;
    if (c >= letters) {
      const at = node.codes.indexOf(letters);
      if (at >= 0) {
        word.push(letters);
        walk(node.kids[at]!, i + 1);
        word.pop();
      }
      return;
    }
    const known = key.plain[c]!;
    if (known >= 0) {
      const at = node.codes.indexOf(known);
      if (at >= 0) {
        word.push(known);
        walk(node.kids[at]!, i + 1);
        word.pop();
      }
      return;
    }
    for (let k = 0; k < node.codes.length && count < limit; k++) {
      const p = node.codes[k]!;
      if (p >= letters || p === c || key.cipher[p]! >= 0) continue;
      key.plain[c] = p;
      key.cipher[p] = c;
      word.push(p);
      walk(node.kids[k]!, i + 1);
      word.pop();
      key.plain[c] = -1;
      key.cipher[p] = -1;
    }
  };
  for (const tree of trees) if (count < limit) walk(tree, 0);
  return count;
}

/** The key with a reading's pairs set (the reading came from `readings`, so it fits). */
export function withReading(key: Key, token: Token, word: readonly number[], letters: number): Key {
  const next = copyKey(key);
  token.codes.forEach((c, i) => {
    if (c < letters) setPair(next, c, word[i]!);
  });
  return next;
}

/** Readings counted of a word, at most, when choosing which word to read next. */
const COUNT_CAP = 64;

/** The distinct words of a text (DON'T twice is read once). */
export function distinct(tokens: readonly Token[]): Token[] {
  const seen = new Map<string, Token>();
  for (const t of tokens) if (!seen.has(t.codes.join())) seen.set(t.codes.join(), t);
  return [...seen.values()];
}

/**
 * Every key, up to `limit`, under which each word of the cipher reads as a word of `trees`,
 * starting from `start` (the given letters): the word with fewest readings first, each reading
 * tried in turn. `complete` false where the budget ran out first: unknown is not unique.
 */
export function keys(trees: readonly FormNode[], tokens: readonly Token[], start: Key, letters: number, limit: number, budget: number): { keys: Key[]; complete: boolean; work: number } {
  const words = distinct(tokens);
  const work: Work = { spent: 0, budget };
  const out: Key[] = [];
  let stopped = false;
  const search = (key: Key, open: readonly Token[]): void => {
    if (out.length >= limit || stopped) return;
    if (work.spent > work.budget) {
      stopped = true;
      return;
    }
    if (open.length === 0) {
      out.push(copyKey(key));
      return;
    }
    // The word with fewest readings (a word read one way only, or none, settles at once).
    // Counted up to the fewest so far, and never past COUNT_CAP: beyond that, any is as good a start.
    let best = -1;
    let fewest = COUNT_CAP;
    for (let i = 0; i < open.length; i++) {
      const n = readings(trees, open[i]!, key, letters, fewest, work);
      if (n < fewest || best < 0) {
        fewest = n;
        best = i;
        if (n === 0) return;
      }
    }
    const token = open[best]!;
    const rest = open.filter((_, i) => i !== best);
    const found: number[][] = [];
    readings(trees, token, key, letters, Infinity, work, (w) => void found.push([...w]));
    for (const w of found) {
      search(withReading(key, token, w, letters), rest);
      if (out.length >= limit || stopped) return;
    }
  };
  search(start, words);
  return { keys: out, complete: !stopped, work: work.spent };
}
