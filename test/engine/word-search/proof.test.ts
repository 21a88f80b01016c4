/**
 * Every grid the word-search generator makes, in every language a book can be printed in and
 * every band, held to the proof by a scan written apart from the word kit and the kind: each
 * word folded here by the rules alone (upper case in its language, spaces, hyphens and
 * apostrophes left out, a letter the language's grids print kept, any other without its
 * marks, ß Œ Æ Ĳ as two letters); every string the grid reads from every cell in all eight
 * directions; each listed word read exactly once (a palindrome both ways over the same cells
 * once), where the answer places it; no word of the language's offensive list (naughty-words),
 * of English's (a child reads English everywhere) or of our own beside them
 * (src/engine/wordkit/offensive-ours.json: NAZI in every language, ROLA and PICA in Portuguese,
 * PENE in Spanish; issue 110), folded the same way, three letters or more, read anywhere but
 * wholly inside a listed word's own cells, on its line; no listed word's one reading inside
 * another's cells.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../src/engine/language.ts';
import { bookLanguages } from '../../../src/engine/catalog.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import type { WordSearchPuzzle, WordSearchSolution } from '../../../src/kinds/word-search/schema.ts';

const require = createRequire(import.meta.url);
const STEPS: Record<string, [number, number]> = { E: [0, 1], SE: [1, 1], S: [1, 0], SW: [1, -1], W: [0, -1], NW: [-1, -1], N: [-1, 0], NE: [-1, 1] };
const TWO: Record<string, string> = { Œ: 'OE', Æ: 'AE', ß: 'SS', ẞ: 'SS', Ĳ: 'IJ' };

/** A language's grid letters, as its lexicon file lists them. */
const lettersOf = (lang: string): Set<string> =>
  new Set([...(JSON.parse(readFileSync(new URL(`../../../src/engine/wordkit/themes/${lang}.json`, import.meta.url), 'utf8')) as { letters: string }).letters]);

/** A word as a grid of `letters` spells it, or null where it holds something else. */
function fold(word: string, lang: string, letters: Set<string>): string | null {
  let out = '';
  for (const ch of word.normalize('NFC').toLocaleUpperCase(lang)) {
    if (/[\s\-‐‑'’ʼ.]/u.test(ch)) continue;
    const plain = letters.has(ch) ? ch : (TWO[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, ''));
    for (const p of plain) if (!letters.has(p)) return null;
    out += plain;
  }
  return out;
}

/** A reading: the first letter's row and column, the direction, the letters. */
interface Read {
  row: number;
  col: number;
  dir: string;
  text: string;
}

/** Every string of two letters or more the grid reads, from every cell, in every direction. */
function everyReading(p: WordSearchPuzzle): Read[] {
  const out: Read[] = [];
  for (let row = 0; row < p.rows; row++)
    for (let col = 0; col < p.cols; col++)
      for (const [dir, [dr, dc]] of Object.entries(STEPS)) {
        let text = p.letters[row]![col]!;
        for (let k = 1; ; k++) {
          const [r, c] = [row + dr * k, col + dc * k];
          if (r < 0 || r >= p.rows || c < 0 || c >= p.cols) break;
          text += p.letters[r]![c]!;
          out.push({ row, col, dir, text });
        }
      }
  return out;
}

/** The cells of a reading of `length` letters, as `r,c`. */
const cellsOf = (at: { row: number; col: number; dir: string }, length: number) =>
  Array.from({ length }, (_, k) => `${at.row + STEPS[at.dir]![0] * k},${at.col + STEPS[at.dir]![1] * k}`);

/** Whether `inner`'s cells all lie on `outer`'s line, inside it. */
const inside = (inner: string[], outer: string[], sameLine: boolean) => sameLine && inner.every((c) => outer.includes(c));

const lineOf = (dir: string) => ({ E: 'across', W: 'across', S: 'down', N: 'down', SE: 'falling', NW: 'falling', NE: 'rising', SW: 'rising' })[dir];

/** What is wrong with a made grid and its answer, one line each. */
function faults(p: WordSearchPuzzle, s: WordSearchSolution, lang: string, letters: Set<string>, rude: readonly string[]): string[] {
  const problems: string[] = [];
  const reads = everyReading(p);
  const words = p.words.map((w) => fold(w, lang, letters)!);
  const placed = s.placements.map((pl, i) => ({ ...pl, cells: cellsOf(pl, words[i]!.length) }));
  words.forEach((w, i) => {
    // One reading, both ways over the same cells counted once.
    const found = reads.filter((r) => r.text === w).map((r) => cellsOf(r, w.length).join(' '));
    const distinct = new Set(found.map((cells) => cells.split(' ').sort().join(' ')));
    if (distinct.size !== 1) problems.push(`${p.words[i]} reads ${distinct.size} times`);
    else if (![...distinct][0]!.split(' ').every((c) => placed[i]!.cells.includes(c))) problems.push(`${p.words[i]} reads elsewhere than its answer`);
  });
  for (const r of reads) {
    if (!rude.includes(r.text)) continue;
    const cells = cellsOf(r, r.text.length);
    if (!placed.some((pl) => inside(cells, pl.cells, lineOf(pl.dir) === lineOf(r.dir)))) problems.push(`an offensive word of ${r.text.length} letters reads from row ${r.row + 1}, column ${r.col + 1}, ${r.dir}`);
  }
  placed.forEach((a, i) =>
    placed.forEach((b, j) => {
      if (i !== j && inside(a.cells, b.cells, lineOf(a.dir) === lineOf(b.dir))) problems.push(`${p.words[i]} reads only inside ${p.words[j]}`);
    }),
  );
  return problems;
}

/** Seeds a band, in each language. */
const SEEDS = 6;

describe.each(bookLanguages())('every word search made in %s, held to the proof by a scan of its own', (lang) => {
  const letters = lettersOf(lang);
  const base = lang.split('-')[0]!;
  const ours = (JSON.parse(readFileSync(new URL('../../../src/engine/wordkit/offensive-ours.json', import.meta.url), 'utf8')) as { words: Record<string, string[]> }).words;
  const list = [...(require(`naughty-words/${base}.json`) as string[]), ...(require('naughty-words/en.json') as string[]), ...(ours.all ?? []), ...(ours[base] ?? [])];
  const rude = [...new Set(list.flatMap((e) => fold(e, lang, letters) ?? []).filter((f) => f.length >= 3))];

  it('the scan finds what it is built to find: an offensive word spelt into a grid', () => {
    // English's worst and our own are among what it reads, in every language.
    expect(rude).toEqual(expect.arrayContaining(['SHIT', 'CUNT', 'NAZI', ...(base === 'pt' ? ['ROLA', 'PICA'] : []), ...(base === 'es' ? ['PENE'] : [])]));
    const word = rude[0]!;
    const p: WordSearchPuzzle = { rows: 1, cols: word.length + 2, letters: [[...`${letters.has('Q') ? 'Q' : 'X'}${word}Z`]], words: ['ZZZ'], directions: ['E'] };
    expect(faults(p, { placements: [{ word: 'ZZZ', row: 0, col: 0, dir: 'E' }] }, lang, letters, rude).some((f) => f.startsWith('an offensive word'))).toBe(true);
  });

  it.each(DIFFICULTIES)('%s: each word once, where its answer has it; nothing offensive; no word inside another', (difficulty) =>
    inLanguage(lang, () => {
      for (const size of [undefined, 8]) {
        const options = kind.options.parse(size ? { size } : {});
        for (let i = 1; i <= SEEDS; i++) {
          const made = kind.generate(new Rng(`test/word-search/proof/${lang}/${difficulty}/${size ?? 'default'}/${i}`), options, difficulty);
          expect(made, `seed ${i}`).not.toBeNull();
          expect(faults(made!.puzzle, made!.solution, lang, letters, rude), `${size ?? 'default'} seed ${i}`).toEqual([]);
        }
      }
    }),
  );
});
