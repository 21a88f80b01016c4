// Issue 113.4: `explain` shows the band the grade gives, never one it does not. Read on Tatham's
// Unequal and Keen puzzles (test/fixtures), where the band whose techniques solve a puzzle and the
// band its grade gives often differ (an Unequal tricky 5×5 needs medium's techniques but scores
// 45, under medium's 47), and on puzzles made here, whose section's band is their grade's.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keenPuzzle } from '../../bench/keen.ts';
import { explain, generate } from '../../src/api/index.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { EXPERT_LEAST, type Levels, rangeOf, stepsAt } from '../../src/engine/steps.ts';
import { gradedBand } from '../../src/kinds/solving.ts';
import { unequalPuzzle } from '../../src/kinds/futoshiki/bench.ts';
import { getKind, type KindName } from '../../src/kinds/registry.ts';
import { cli } from '../cli/run.ts';
import { tempDir } from '../temp.ts';

const fixture = (name: string) => (JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8')) as { puzzles: { params: string; line: string }[] }).puzzles;
const peers = [
  ...fixture('unequal').map((p) => ({ kind: 'futoshiki' as KindName, name: `unequal ${p.params} ${p.line}`, puzzle: unequalPuzzle(p.line) as unknown })),
  ...fixture('keen')
    .filter((p) => Number(p.line.split(':')[0]) <= 6)
    .map((p) => ({ kind: 'calcudoku' as KindName, name: `keen ${p.params} ${p.line}`, puzzle: keenPuzzle(p.line) as unknown })),
];

describe("explain's band is the grade's (issue 113.4)", () => {
  it("on the peers' puzzles: band is the one the grade gives, or null with why; needs is the techniques' band", () => {
    let differ = 0;
    for (const { kind: name, name: label, puzzle } of peers) {
      const kind = getKind(name);
      const told = explain({ kind: name, puzzle } as never);
      if (!told.solved) {
        expect(told.band, label).toBeNull();
        continue;
      }
      // The grade as a book stores it, measured here apart from explain.
      const grade = kind.regrade(puzzle as never)!;
      expect(told.needs, label).toBe(DIFFICULTIES[grade.level - 1]);
      expect(told.score, label).toBe(grade.score);
      expect(told.band, label).toBe(kind.band(grade as never, puzzle as never));
      if (told.band !== null) {
        expect(told.unbanded, label).toBeNull();
        continue;
      }
      differ++;
      const why = told.unbanded!;
      expect(why.band, label).toBe(told.needs);
      const [lo, hi] = rangeOf(told.needs!, kind.bounds(puzzle as never));
      if (why.why === 'under') expect([told.score! < lo, why.limit], label).toEqual([true, lo]);
      else if (why.why === 'over') expect([told.score! >= hi, why.limit], label).toEqual([true, hi]);
      else if (why.why === 'thin') expect([why.steps, why.steps < why.least, why.least], label).toEqual([stepsAt(kind.stepper.ladder as Levels, grade.uses, 4), true, kind.least]);
      else expect((kind.stepper.ladder as Record<string, { forced?: true }>)[told.hardest!]?.forced, label).toBe(true);
    }
    // Where the techniques' band was shown before (issue 113: 7 of Unequal's 12 5×5 and more).
    expect(differ).toBeGreaterThan(0);
  });

  it("an expert of a grid kind on one step of the top level's techniques is in no band, and says why (issue 113.5)", () => {
    // Every kind of the grid kit asks it; a grade cut to one such step is refused alike in each (the
    // rule is the kit's `bandOfGrade`), shown here on the kinds whose experts are quick to make.
    for (const kind of ['sudoku', 'calcudoku', 'kakuro', 'killer-sudoku', 'futoshiki', 'skyscrapers'] as const) expect(getKind(kind).least, kind).toBe(EXPERT_LEAST);
    for (const kind of ['sudoku', 'futoshiki', 'calcudoku', 'skyscrapers'] as const) {
      const k = getKind(kind);
      const [record] = generate(kind, { seed: 'explain-thin', difficulty: 'expert', count: 1 });
      const grade = record!.grade as { level: number; score: number; hardest: string; uses: Record<string, number> };
      const ladder = k.stepper.ladder as Levels;
      expect(stepsAt(ladder, grade.uses, 4), kind).toBeGreaterThanOrEqual(EXPERT_LEAST);
      // The same grade with its top level's steps cut to one (its hardest technique's single use).
      const uses = Object.fromEntries(Object.entries(grade.uses).filter(([key]) => ladder[key]!.level < 4 || key === grade.hardest).map(([key, n]) => [key, ladder[key]!.level < 4 ? n : 1]));
      const thin = { ...grade, uses };
      expect(k.band(thin as never, record!.puzzle as never), kind).toBeNull();
      expect(gradedBand({ kind: k, puzzle: record!.puzzle } as never, thin as never)!.unbanded, kind).toEqual({ why: 'thin', band: 'expert', steps: 1, least: EXPERT_LEAST });
    }
    // The seed kinds ask one: Secret Number's expert is one short list by its nature.
    expect(getKind('secret-number').least).toBe(1);
  });

  it('on puzzles made here, at every band: the band explain gives is the section band they were made for', () => {
    for (const kind of ['futoshiki', 'calcudoku', 'skyscrapers'] as const)
      for (const difficulty of DIFFICULTIES) {
        const [record] = generate(kind, { seed: `explain-band-${difficulty}`, difficulty, count: 1 });
        const told = explain(record as never);
        expect([told.band, told.unbanded], `${kind} ${difficulty}`).toEqual([difficulty, null]);
      }
  });

  it('the command says it: the head names no band, a sentence says why, in the language asked; --json gives band, needs, score and unbanded', async () => {
    const dir = tempDir();
    // Unequal tricky 5×5: needs medium's techniques, scores 45, under medium's first score.
    const file = join(dir, 'tricky.json');
    writeFileSync(file, JSON.stringify({ kind: 'futoshiki', puzzle: unequalPuzzle('5:0,0,0,0,0,0D,0D,0,0D,0UD,0D,0,0,0,0,2,0,0,4,0,0,0,0U,0,0UL,') }));
    const json = await cli(['explain', file, '--json']);
    expect(json.status).toBe(0);
    const told = JSON.parse(json.stdout) as { band: string | null; needs: string; score: number; unbanded: { why: string; band: string; limit: number } };
    expect(told.band).toBeNull();
    expect(told.unbanded.why).toBe('under');
    const text = await cli(['explain', file]);
    expect(text.stdout.split('\n')[0]).toBe('Futoshiki');
    expect(text.stdout).toContain(`it needs the techniques of “${told.needs}”, but its score of ${told.score} is under ${told.unbanded.limit}, where “${told.needs}” begins.`);
    const german = await cli(['explain', file, '--language', 'de']);
    expect(german.stdout).toContain(`Seine Bewertung gibt ihm keine Stufe: Es braucht die Techniken von „mittel“, aber seine Punktzahl ${told.score} liegt unter ${told.unbanded.limit}`);
    // A puzzle in its band: the head names it, and no such sentence is said.
    const [record] = generate('futoshiki', { seed: 'explain-band-head', difficulty: 'hard', count: 1 });
    const inBand = join(dir, 'hard.json');
    writeFileSync(inBand, JSON.stringify(record));
    const banded = await cli(['explain', inBand]);
    expect(banded.stdout.split('\n')[0]).toMatch(/· hard$/);
    expect(banded.stdout).not.toContain('no band');
  });
});
