import { describe, expect, it } from 'vitest';
import { KINDS } from '../../src/kinds/registry.ts';
import { Rng } from '../../src/engine/random.ts';
import { hardestIn, hardestOf, usesOf, type Step } from '../../src/engine/steps.ts';

// Generators ask which technique was hardest of every solve they try, so hardestIn names it
// without counting uses: it must name the one the grade's figures (hardestOf of usesOf) name.
describe('the hardest technique of a solve', () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    it(`${name}: hardestIn names what hardestOf names, on 500 random logs`, () => {
      const ladder = kind.stepper.ladder;
      const keys = [...Object.keys(ladder), 'not-a-technique'];
      const rng = new Rng(`ladder/${name}`);
      for (let t = 0; t < 500; t++) {
        const steps: Step[] = Array.from({ length: rng.range(0, 12) }, () => ({ technique: rng.pick(keys), from: [], place: [], strike: [], say: '' }));
        expect(hardestIn(ladder, steps), JSON.stringify(steps.map((s) => s.technique))).toBe(hardestOf(ladder, usesOf(ladder, steps)));
      }
    });
  }
});
