import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lexiconFor, provideLexicons } from '../../../src/engine/wordkit/lexicon.ts';
import { LetterLayout, makeLetterGrid } from '../../../src/engine/wordkit/make.ts';
import { offensiveCodes, offensiveTrie } from '../../../src/engine/wordkit/offensive.ts';
import { GridProver, proved, proveGrid, sameCells, within } from '../../../src/engine/wordkit/proof.ts';
import type { LetterGrid } from '../../../src/engine/wordkit/scan.ts';
import { Rng } from '../../../src/engine/random.ts';

const lexicon = lexiconFor('en')!;
// The maker's tests draw their filler from a lexicon of their own, so the themes' words may change.
provideLexicons([{ tag: 'zz', data: { letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', themes: { t: { title: 'T', words: ['stream', 'forest', 'meadow', 'harbour', 'island', 'valley', 'glacier'] } } } }]);
const own = lexiconFor('zz')!;
const { alphabet } = lexicon;
const codes = (word: string) => alphabet.codesOf(word)!;
const gridOf = (rows: string[]): LetterGrid => ({ rows: rows.length, cols: rows[0]!.length, cells: Uint8Array.from(rows.join(''), (l) => alphabet.code(l)) });

describe('the proof of a letter grid', () => {
  it('finds each word every way it reads, a palindrome over the same cells once', () => {
    const grid = gridOf(['LEVELQ', 'QQQQQQ', 'WOLFQQ', 'QQQQQQ', 'FLOWQQ']);
    const proof = proveGrid(grid, [codes('level'), codes('wolf')], lexicon);
    expect(proof.readings[0]).toHaveLength(1);
    // WOLF across, and again backwards in FLOW.
    expect(proof.readings[1]).toHaveLength(2);
    expect(proved(proof)).toBe(false);
  });

  it('counts a word listed twice as read twice', () => {
    const grid = gridOf(['WOLFQ', 'QQQQQ']);
    const proof = proveGrid(grid, [codes('wolf'), codes('Wolf')], lexicon);
    expect(proof.readings.map((r) => r.length)).toEqual([2, 2]);
  });

  it("finds a word whose one reading lies inside another's", () => {
    const grid = gridOf(['CATERPILLAR', 'QQQQQQQQQQQ']);
    const proof = proveGrid(grid, [codes('cat'), codes('caterpillar')], lexicon);
    expect(proof.inside).toEqual([{ word: 0, within: 1 }]);
  });

  it("finds an offensive word anywhere but inside a listed word's own letters", () => {
    // The language's first entry, spelt into a grid backwards down a column; never written out here.
    const rude = offensiveCodes(lexicon)[0]!;
    const n = rude.length;
    const rows = Array.from({ length: n + 1 }, () => Array.from({ length: n + 2 }, () => 'Q'));
    rude.forEach((c, k) => (rows[n - 1 - k]![0] = alphabet.letters[c]!));
    const grid = gridOf(rows.map((r) => r.join('')));
    const proof = proveGrid(grid, [codes('zzz')], lexicon);
    expect(proof.offensive).toHaveLength(1);
    expect(proof.offensive[0]!.at).toEqual({ row: n - 1, col: 0, dir: 6, length: n });
    // Listed as a word of the grid (it reads there, up), its letters are the list's: not reported.
    const listed = rude.map((c) => alphabet.letters[c]).join('');
    expect(proveGrid(grid, [codes(listed)], lexicon).offensive).toEqual([]);
  });

  it("reads English's list and our own entries in every language's grids, beside the language's list (issue 110)", () => {
    // Each word of our own, spelt across a grid of its language: found there, and absent from the package's list of that language.
    for (const [tag, word] of [['pt-BR', 'rola'], ['pt-PT', 'pica'], ['es', 'pene'], ['de', 'nazi'], ['it', 'nazi'], ['fr', 'nichon']] as const) {
      const their = createRequire(import.meta.url)(`naughty-words/${tag.split('-')[0]}.json`) as string[];
      expect(their, `${word} is ours, not the package's ${tag}`).not.toContain(word);
      const lex = lexiconFor(tag)!;
      const letters = lex.alphabet.codesOf(word)!;
      const grid: LetterGrid = { rows: 2, cols: letters.length + 2, cells: Uint8Array.from([...letters, ...Array.from({ length: letters.length + 4 }, () => lex.alphabet.code('Q'))]) };
      expect(proveGrid(grid, [lex.alphabet.codesOf('zzz')!], lex).offensive.map((o) => o.at), `${word} in a ${tag} grid`).toEqual([{ row: 0, col: 0, dir: 0, length: letters.length }]);
    }
    // English's first entry in a German grid: read too, as a child reads English everywhere.
    const german = lexiconFor('de')!;
    const english = offensiveCodes(lexicon).find((c) => c.every((x) => german.alphabet.letters.includes(alphabet.letters[x]!)) && !offensiveCodes(german).some((d) => d.join() === c.join()))!;
    const spelt = english.map((x) => german.alphabet.code(alphabet.letters[x]!));
    const grid: LetterGrid = { rows: 1, cols: spelt.length + 1, cells: Uint8Array.from([...spelt, german.alphabet.code('Q')]) };
    expect(proveGrid(grid, [german.alphabet.codesOf('zzz')!], german).offensive).toHaveLength(1);
  });

  it('builds the offensive tree once a lexicon, and a prover proves grid after grid alike', () => {
    expect(offensiveTrie(lexicon)).toBe(offensiveTrie(lexicon));
    const words = [codes('wolf'), codes('bear')];
    const prover = new GridProver(words, lexicon);
    const grid = gridOf(['WOLFQ', 'BEARQ']);
    expect(prover.prove(grid)).toEqual(proveGrid(grid, words, lexicon));
    expect(proved(prover.prove(grid))).toBe(true);
  });

  it('tells the same cells read either way, and cells inside a line', () => {
    expect(sameCells({ row: 0, col: 0, dir: 0, length: 5 }, { row: 0, col: 4, dir: 4, length: 5 })).toBe(true);
    expect(sameCells({ row: 0, col: 0, dir: 0, length: 5 }, { row: 0, col: 0, dir: 2, length: 5 })).toBe(false);
    expect(within({ row: 0, col: 2, dir: 4, length: 2 }, { row: 0, col: 0, dir: 0, length: 5 })).toBe(true);
    expect(within({ row: 1, col: 2, dir: 0, length: 2 }, { row: 0, col: 0, dir: 0, length: 5 })).toBe(false);
  });
});

describe('the maker', () => {
  it('mends a grid around a palindrome laid the harder way round', () => {
    // Two palindromes lie only backwards, beside a short word the filler often spells again:
    // the proof reads each palindrome from its other end, and the maker took that reading for
    // a second one that had to go, and gave up on every grid it had to mend (about a quarter of them).
    const words = [codes('level'), codes('refer'), codes('ear')];
    const rng = new Rng('palindrome');
    let made = 0;
    for (let i = 0; i < 100; i++) {
      const grid = makeLetterGrid(rng, { rows: 6, cols: 6, words, wanted: [4, 4, 0], allowed: [4, 0], crossing: 0, decoys: 0, lexicon: own });
      if (!grid) continue;
      made++;
      expect(proved(proveGrid(grid.grid, words, own, grid.placed))).toBe(true);
    }
    expect(made).toBeGreaterThanOrEqual(90);
  });

  it('writes a hidden message in the free cells, or gives up where it does not fit them', () => {
    const words = [codes('wolf'), codes('bear')];
    const rng = new Rng('message');
    const message = Array.from({ length: 64 - 8 }, (_, i) => i % 2 ? alphabet.code('Q') : alphabet.code('Z'));
    const grid = makeLetterGrid(rng, { rows: 8, cols: 8, words, wanted: [0, 2], allowed: [0, 2], crossing: 0, decoys: 0, message, lexicon });
    expect(grid).not.toBeNull();
    const left = [...grid!.grid.cells].filter((c) => c === alphabet.code('Q') || c === alphabet.code('Z'));
    expect(left).toHaveLength(56);
    expect(makeLetterGrid(rng, { rows: 8, cols: 8, words, wanted: [0, 2], allowed: [0, 2], crossing: 0, decoys: 0, message: message.slice(1), lexicon })).toBeNull();
  });

  it('places a word taking exactly so many free cells, sharing the rest, or says it cannot', () => {
    const layout = new LetterLayout(5, 5);
    layout.write(codes('wolf'), { row: 2, col: 0, dir: 0, length: 4 });
    const rng = new Rng('taking');
    // OWL down through WOLF's O takes two free cells; no way of laying it takes none.
    expect(layout.placeTaking(rng, codes('owl'), [2], 0)).toBeNull();
    const at = layout.placeTaking(rng, codes('owl'), [2], 2);
    expect(at).not.toBeNull();
    expect(layout.free()).toHaveLength(25 - 4 - 2);
    expect(layout.placeTaking(rng, codes('fox'), [0, 2], 3)).not.toBeNull();
    expect(layout.free()).toHaveLength(25 - 9);
  });
});
