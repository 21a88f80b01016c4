/**
 * A way that forks at once, at the entrance (issue 110, point 6: the step read "Following the
 * path: The entrance … is itself a fork"): its first step says there is no path to follow yet and
 * where the way forks, in a rectangle by row and column and in a round maze by ring and place.
 */
import { describe, expect, it } from 'vitest';
import { bookLanguages } from '../../../src/engine/catalog.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { stepper } from '../../../src/kinds/maze/steps.ts';
import { words } from '../../../src/kinds/maze/words.ts';
import { drawn } from './drawn.ts';

// The entrance in the top row's middle square, open to either side: the way goes right and down to the exit, left is a blind alley.
const FORKED = drawn(['###S###', '#     #', '# ### #', '# #   #', '#####E#']);

describe('a way that forks at the entrance', () => {
  it('is told first as no path yet, the way forking at the entrance, then each way from it', () => {
    const says = inLanguage('en', () => stepper.steps(FORKED, 4, []).steps.map((s) => s.say));
    expect(says[0]).toBe('There is no path to follow yet: the way forks at once, at the entrance in row 1, column 2.');
    expect(says.slice(1).join(' ')).toMatch(/^At the fork in row 1, column 2, /);
    expect(says.join(' ')).not.toMatch(/itself a fork/);
  });

  it('is said so in every language, its square and a round maze\'s cell named, never "itself a fork"', () => {
    for (const lang of bookLanguages()) {
      const [rect, round] = inLanguage(lang, () => [
        words.steps.follow({ context: 'entrance-fork', from: { row: 1, col: 2 }, to: { row: 1, col: 2 }, count: 0 }),
        words.ringSteps.follow({ context: 'entrance-fork', from: { ring: 1, place: 1 }, to: { ring: 1, place: 1 }, count: 0 }),
      ]);
      expect(rect, lang).toMatch(/1\D+2/);
      expect(round, lang).toMatch(/1\D+1/);
      expect(`${rect} ${round}`, lang).not.toMatch(/\{\{|undefined/);
    }
  });
});
