/**
 * Word Search's step solver is sound: each step finds one word, in list order, where its
 * letters read (its `from` cells spell it, first letter first), writes the answer's placement
 * of it, by the technique of its direction's class, never one above the level it runs at;
 * stuck below the puzzle's level, it reaches the answer at it; hints and `explain` follow it.
 */
import { describe, expect, it } from 'vitest';
import { explain } from '../../../src/engine/explain.ts';
import { nextHint } from '../../../src/engine/hint.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { DIRECTION_CLASS, DIRECTIONS } from '../../../src/engine/wordkit/directions.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { readPuzzle } from '../../../src/kinds/word-search/letters.ts';
import { placedOf, stepper, valueOf } from '../../../src/kinds/word-search/steps.ts';
import { ladder } from '../../../src/kinds/word-search/words.ts';

const made = DIFFICULTIES.flatMap((difficulty) =>
  Array.from({ length: 6 }, (_, i) => ({ ...kind.generate(new Rng(`test/word-search/steps/${difficulty}/${i}`), kind.options.parse({}), difficulty)!, difficulty })),
);

describe('the word-search step solver', () => {
  it.each(DIFFICULTIES)('%s: every step finds a word where it reads and writes its answer, by its class of direction', (difficulty) => {
    for (const m of made.filter((x) => x.difficulty === difficulty)) {
      const { puzzle, solution } = m;
      const read = readPuzzle(puzzle);
      const base = puzzle.rows * puzzle.cols;
      const log = stepper.steps(puzzle, 4);
      expect(log.solved).toBe(true);
      expect(log.steps.map((s) => s.place[0]!.cell - base)).toEqual(puzzle.words.map((_, i) => i));
      log.steps.forEach((step, i) => {
        const letters = read.words[i]!.map((c) => read.alphabet.letters[c]).join('');
        expect(step.from.map((cell) => puzzle.letters[Math.floor(cell / puzzle.cols)]![cell % puzzle.cols]).join('')).toBe(letters);
        const p = solution.placements[i]!;
        expect(step.place).toEqual([{ cell: base + i, value: valueOf(puzzle.cols, { row: p.row, col: p.col, dir: DIRECTIONS.indexOf(p.dir) }) }]);
        expect(placedOf(puzzle.cols, step.place[0]!.value, letters.length).row).toBe(p.row);
        expect(ladder[step.technique as keyof typeof ladder].level).toBe(DIRECTION_CLASS[p.dir]);
        expect(step.say).toContain(puzzle.words[i]);
        expect(step.paper).toBeGreaterThanOrEqual(0);
      });
      expect(stepper.reach(puzzle, log.steps)).toEqual(solution);
    }
  });

  it('below the puzzle\'s level it finds the words it can and is stuck; at it, solved; graded at that level', () => {
    for (const { puzzle, grade, difficulty } of made) {
      const level = DIFFICULTIES.indexOf(difficulty) + 1;
      expect(grade.level).toBe(level);
      for (let l = 1; l <= 4; l++) {
        const log = stepper.steps(puzzle, l);
        expect(log.solved, `${difficulty} at level ${l}`).toBe(l >= level);
        for (const s of log.steps) expect(ladder[s.technique as keyof typeof ladder].level).toBeLessThanOrEqual(l);
      }
    }
  });

  it('goes on from the words already found, as a player has them', () => {
    const { puzzle, solution } = made.find((m) => m.difficulty === 'expert')!;
    const base = puzzle.rows * puzzle.cols;
    const all = stepper.steps(puzzle, 4).steps;
    const known = all.slice(0, 3).flatMap((s) => s.place);
    const rest = stepper.steps(puzzle, 4, known);
    expect(rest.steps.map((s) => s.place[0]!.cell)).toEqual(all.slice(3).map((s) => s.place[0]!.cell));
    // A hint is the next word's step: where it starts and the way it runs.
    const answer = all.flatMap((s) => s.place);
    const hint = nextHint(stepper, puzzle, answer, known, { mistake: () => 'mistake', reveal: () => 'reveal' });
    expect(hint.type).toBe('step');
    if (hint.type === 'step') {
      expect(hint.place).toEqual(all[3]!.place);
      expect(hint.say).toBe(all[3]!.say);
      expect(stepper.cellKey!(puzzle, hint.place[0]!.cell)).toBe('word-3');
    }
    expect(stepper.cellKey!(puzzle, base - 1)).toBe(`cell-${puzzle.rows - 1}-${puzzle.cols - 1}`);
    expect(solution.placements).toHaveLength(puzzle.words.length);
  });

  it('tells each step in every language: the word, its first letter\'s row and column, the way it runs', () => {
    const { puzzle } = made.find((m) => m.difficulty === 'expert')!;
    for (const lang of ['en', 'de', 'fr', 'pt-PT']) {
      const said = inLanguage(lang, () => explain(stepper, puzzle));
      expect(said.solved).toBe(true);
      expect(said.band).toBe('expert');
      for (const s of said.steps) {
        const at = placedOf(puzzle.cols, s.place[0]!.value, s.from.length);
        expect(s.say, lang).toContain(puzzle.words[s.place[0]!.cell - puzzle.rows * puzzle.cols]!);
        expect(s.say, lang).toContain(String(at.row + 1));
      }
    }
    expect(inLanguage('en', () => explain(stepper, puzzle)).steps.some((s) => /runs diagonally (up|down) to the left\.$/.test(s.say))).toBe(true);
  });
});
