import { describe, expect, it } from 'vitest';
import { applyHint, nextHint } from '../../src/engine/hint.ts';
import type { Link, Placement, Step, Stepper } from '../../src/engine/steps.ts';

/**
 * A toy kind: three cells whose answer is 1, 2, 3. Its step solver first crosses 9 off cell 0,
 * then writes each open cell in order, from what it was told is known; `stuck` stops it early.
 */
const ANSWER: Placement[] = [
  { cell: 0, value: 1 },
  { cell: 1, value: 2 },
  { cell: 2, value: 3 },
];
function toy(stuck = false): Stepper<null> & { calls: (readonly Placement[])[] } {
  const calls: (readonly Placement[])[] = [];
  return {
    calls,
    ladder: { cross: { level: 1, title: 'cross off', what: '' }, write: { level: 2, title: 'write in', what: '' } },
    steps(_puzzle, _level, known = []) {
      calls.push(known);
      const steps: Step[] = [{ technique: 'cross', from: [0], place: [], strike: [{ cell: 0, values: [9] }], say: 'Cross 9 off cell 0.' }];
      if (stuck) return { steps, solved: false };
      const have = new Set(known.map((k) => k.cell));
      for (const a of ANSWER) if (!have.has(a.cell)) steps.push({ technique: 'write', from: [a.cell], place: [a], strike: [], say: `Cell ${a.cell} is ${a.value}.` });
      return { steps, solved: true };
    },
    reach: () => null,
  };
}
const words = {
  mistake: (wrong: readonly Placement[]) => `Wrong: ${wrong.map((w) => `cell ${w.cell}`).join(', ')}.`,
  reveal: (p: Placement) => `Cell ${p.cell} is ${p.value}.`,
};

describe('nextHint', () => {
  it('from nothing: the first step that writes a value, with the crossing-off before it', () => {
    const hint = nextHint(toy(), null, ANSWER, [], words);
    expect(hint).toEqual({
      type: 'step',
      technique: 'write',
      cells: [0],
      place: [{ cell: 0, value: 1 }],
      say: 'Cell 0 is 1.',
      before: [expect.objectContaining({ technique: 'cross' })],
    });
  });

  it("carries the chains it follows, those of the crossings-off it rests on and its own, in order: what the board draws", () => {
    const chain = (cell: number, strong: boolean): Link => ({ a: { cells: [cell], value: 9 }, b: { cells: [cell + 1], value: 9 }, strong });
    const stepper = toy();
    const steps = stepper.steps.bind(stepper);
    // The crossing-off follows a chain of two links, and the step that writes cell 0 one of its own.
    stepper.steps = (puzzle, level, known) => {
      const log = steps(puzzle, level, known);
      log.steps[0]!.links = [chain(0, true), chain(1, false)];
      log.steps[1]!.links = [chain(5, true)];
      return log;
    };
    const hint = nextHint(stepper, null, ANSWER, [], words);
    expect(hint.type === 'step' && hint.links).toEqual([chain(0, true), chain(1, false), chain(5, true)]);
    // A step that rests on no chain carries none.
    expect(nextHint(toy(), null, ANSWER, [], words)).not.toHaveProperty('links');
  });

  it('goes on from the right entries, handing them to the step solver as known', () => {
    const stepper = toy();
    const hint = nextHint(stepper, null, ANSWER, [{ cell: 0, value: 1 }], words);
    expect(hint.type === 'step' && hint.place).toEqual([{ cell: 1, value: 2 }]);
    expect(stepper.calls).toEqual([[{ cell: 0, value: 1 }]]);
  });

  it('names every wrong entry first, and never runs the step solver on a mistake', () => {
    const stepper = toy();
    const hint = nextHint(stepper, null, ANSWER, [{ cell: 0, value: 1 }, { cell: 1, value: 5 }, { cell: 2, value: 4 }], words);
    expect(hint).toEqual({ type: 'mistake', cells: [1, 2], say: 'Wrong: cell 1, cell 2.' });
    expect(stepper.calls).toEqual([]);
  });

  it('says done when every cell is written and right', () => {
    expect(nextHint(toy(), null, ANSWER, ANSWER, words)).toEqual({ type: 'done' });
  });

  it('gives a value from the answer only where no step writes one', () => {
    expect(nextHint(toy(true), null, ANSWER, [{ cell: 0, value: 1 }], words)).toEqual({
      type: 'reveal',
      cells: [1],
      place: [{ cell: 1, value: 2 }],
      say: 'Cell 1 is 2.',
    });
  });

  it('following hints alone writes the whole answer', () => {
    let entries: Placement[] = [];
    for (let n = 0; n < 5; n++) {
      const hint = nextHint(toy(), null, ANSWER, entries, words);
      if (hint.type === 'done') break;
      entries = applyHint(entries, hint);
    }
    expect([...entries].sort((a, b) => a.cell - b.cell)).toEqual(ANSWER);
  });
});
