/**
 * Issue 65: with no size asked for, expert makes a 4×4 grid and the other bands 3×3 (at 3×3
 * an expert is barely more work than a hard puzzle; docs/kinds/cross-numbers.md). A size asked
 * for is kept in every band, and a record made without one is checked against its band's size.
 */
import { describe, expect, it } from 'vitest';
import { surveyBands } from '../../../bench/survey.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import { DEFAULT_SIDE, gridOf } from '../../../src/kinds/cross-numbers/schema.ts';
import { Rng } from '../../../src/engine/random.ts';
import { cli } from '../../cli/run.ts';
import { expectBandsRise } from '../../bands.ts';

const parse = (o: object) => crossNumbers.options.parse(o);

describe('the grid each band makes when no size is asked for', () => {
  it('3×3 for easy to hard, 4×4 for expert; a size asked for is kept', () => {
    expect(DIFFICULTIES.map((d) => gridOf(parse({}), d).rows)).toEqual([3, 3, 3, 4]);
    expect(DIFFICULTIES.map((d) => DEFAULT_SIDE[d])).toEqual([3, 3, 3, 4]);
    for (const d of DIFFICULTIES) {
      expect(gridOf(parse({ size: 3 }), d)).toEqual({ rows: 3, cols: 3 });
      expect(gridOf(parse({ rows: 3, cols: 5 }), d)).toEqual({ rows: 3, cols: 5 });
    }
    // No digit twice in the grid needs 16 digits at 4×4: expert keeps to 3×3 there.
    expect(gridOf(parse({ distinct: 'grid' }), 'expert')).toEqual({ rows: 3, cols: 3 });
    expect(gridOf(parse({ distinct: 'lines' }), 'expert')).toEqual({ rows: 4, cols: 4 });
    expect(gridOf(parse({ distinct: 'lines', digits: [1, 3] }), 'expert')).toEqual({ rows: 3, cols: 3 });
  });

  it('the generator makes them, and a record is checked against its band’s size', () => {
    for (const d of DIFFICULTIES) {
      const made = crossNumbers.generate(new Rng(`test/default-size/${d}`), parse({}), d)!;
      expect([made.puzzle.rows, made.puzzle.cols], d).toEqual([DEFAULT_SIDE[d], DEFAULT_SIDE[d]]);
      expect(crossNumbers.unlike(parse({}), made.puzzle, made.solution, d), d).toEqual([]);
    }
    const expert = crossNumbers.generate(new Rng('test/default-size/expert'), parse({}), 'expert')!;
    expect(crossNumbers.unlike(parse({}), expert.puzzle, expert.solution, 'hard')).toEqual(['puzzle: is 4×4 but its options ask for 3×3']);
    const asked = crossNumbers.generate(new Rng('test/default-size/asked'), parse({ size: 3 }), 'expert')!;
    expect([asked.puzzle.rows, asked.puzzle.cols]).toEqual([3, 3]);
    expect(crossNumbers.unlike(parse({ size: 3 }), asked.puzzle, asked.solution, 'expert')).toEqual([]);
  });

  it('sizes options that name none at expert’s, for a refusal that asks for less', () => {
    expect(crossNumbers.sizing!.label(parse({}))).toBe('4×4');
    expect(crossNumbers.sizing!.flags(parse({ size: 6 }))).toBe('--size 6');
    expect(crossNumbers.sizing!.smaller(parse({}))).toMatchObject({ rows: 3, cols: 3 });
  });

  it('on the command line: `generate --difficulty expert` makes a 4×4, `--size 3` a 3×3', async () => {
    const made = async (...flags: string[]) => {
      const r = await cli(['generate', 'cross-numbers', '--difficulty', 'expert', '--seed', 'default-size', '--json', ...flags]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout)[0] as { options: Record<string, unknown>; puzzle: { rows: number; cols: number } };
    };
    const plain = await made();
    expect([plain.puzzle.rows, plain.puzzle.cols]).toEqual([4, 4]);
    // The record keeps the options as asked: no size, which its band settles.
    expect(plain.options.rows).toBeUndefined();
    const three = await made('--size', '3');
    expect([three.puzzle.rows, three.puzzle.cols]).toEqual([3, 3]);
  });

  it('at the default sizes the ramp rises band by band, and its largest step is from hard to expert', () => {
    // Each band as a request naming no size makes it: easy to hard 3×3, expert 4×4.
    const bands = surveyBands({ kind: 'cross-numbers', label: 'default', options: {}, seeds: 30 }, null, 'test/bands');
    expectBandsRise(bands);
    const rise = (key: 'steps' | 'score' | 'longest') => bands.slice(1).map((b, i) => b[key] - bands[i]![key]);
    for (const key of ['steps', 'score', 'longest'] as const) {
      const [toMedium, toHard, toExpert] = rise(key);
      // The longest list rises about as much at hard (longer lists of pairs) as at expert (of fillings, twelve at most).
      if (key === 'longest') expect(toExpert, key).toBeGreaterThanOrEqual(Math.max(toMedium!, toHard!));
      else expect(toExpert, key).toBeGreaterThan(Math.max(toMedium!, toHard!));
    }
  });
});
