import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/random.ts';
import { fillings } from '../../../src/engine/wordkit/fill.ts';
import { FILL_LEVEL, type FillStep, fillSteps } from '../../../src/engine/wordkit/fill-steps.ts';
import { layOut } from '../../../src/engine/wordkit/layout.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { slotGridOf } from '../../../src/engine/wordkit/slots.ts';
import { cases } from '../../cases.ts';

/** A theme's words of one piece as letter codes. */
const lexicon = lexiconFor('en')!;
const themeWords = (id: string) => lexicon.themes.get(id)!.words.filter((w) => !/[\s-]/.test(w)).map((w) => lexicon.alphabet.codesOf(w)!);

describe('filling steps', () => {
  it('are sound: on layouts of every band of word lengths, each step writes the one filling\'s word, and the top level fills every grid', () => {
    const rng = new Rng('fill steps');
    const seen = new Set<FillStep['technique']>();
    let grids = 0;
    for (let t = 0; t < cases(40, 400); t++) {
      const all = themeWords([...lexicon.themes.keys()][t % lexicon.themes.size]!).filter((w) => w.length <= 13);
      // Every third list of one length or two, where the harder steps are needed.
      const length = all[rng.int(all.length)]!.length;
      const pool = t % 3 === 0 ? all.filter((w) => Math.abs(w.length - length) <= 1) : all;
      const words = [...pool].sort(() => rng.float() - 0.5).slice(0, 6 + rng.int(8));
      const layout = layOut(words, rng, 15, 15, 6);
      if (!layout) continue;
      grids++;
      const list = layout.wordOf.map((w) => words[w]!);
      const proof = fillings(layout.grid, list, 2);
      expect(proof.count).toBe(1);
      const truth = proof.found[0]!;
      const log = fillSteps(layout.grid, list, 4);
      for (const step of log.steps) {
        expect(step.word, step.technique).toBe(truth[step.slot]);
        seen.add(step.technique);
      }
      // Each level's log is the top level's as far as it goes: a lower level stops, it never strays.
      for (const level of [1, 2, 3]) {
        const lower = fillSteps(layout.grid, list, level);
        for (const step of lower.steps) {
          expect(FILL_LEVEL[step.technique]).toBeLessThanOrEqual(level);
          expect(step.word).toBe(truth[step.slot]);
        }
      }
      if (log.solved) expect(log.placed).toEqual(truth);
    }
    expect(grids).toBeGreaterThan(cases(40, 400) / 2);
    // The steps the bands turn on were taken (a chain is rare: the kind's own tests meet it at expert).
    for (const t of ['length', 'crossing', 'look-ahead'] as const) expect(seen).toContain(t);
  });

  it('take the words a player has written as known, and go on from there', () => {
    //  C A T        CAT across; COW down from C; TON down from T
    //  O . O
    //  W . N
    const grid = slotGridOf([
      ['C', 'A', 'T'],
      ['O', null, 'O'],
      ['W', null, 'N'],
    ]);
    const codes = (w: string) => lexicon.alphabet.codesOf(w)!;
    const words = [codes('CAT'), codes('COW'), codes('TON')];
    const slots = grid.slots.map((s) => `${s.number}${s.across ? 'a' : 'd'}`);
    expect(slots).toEqual(['1a', '1d', '2d']);
    // Three words of three letters: nothing is the only word of its length.
    expect(fillSteps(grid, words, 1).steps).toEqual([]);
    // With COW known in 1 down, CAT is the only word with C first, and TON follows.
    const log = fillSteps(grid, words, 2, new Map([[1, 1]]));
    expect(log.steps.map((s) => [s.technique, s.slot, s.word])).toEqual([
      ['crossing', 0, 0],
      ['length', 2, 2],
    ]);
    expect(log.solved).toBe(true);
  });
});
