import { describe, expect, it } from 'vitest';
import { allCells, sizeInput, tableMs } from '../../src/book/costs.ts';
import { specSchema } from '../../src/book/spec.ts';
import { expectedPuzzleWork, makingLines, MAX_WORK, puzzleWork, sectionWork, tooSlow } from '../../src/book/work-cap.ts';
import { getKind, KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';

/**
 * Issue 91, point 3: the cap multiplied each puzzle's worst case by the count and called it
 * the time a book "could take", refusing 400 easy 6×6 Kakuro as 41 minutes. A book is now held
 * to what its puzzles are measured to cost (book/costs.ts; bench/estimates.ts checks each
 * estimate within 3× of puzzles of other seeds), every section over is named at once, and
 * `build --plan` says each section's estimate.
 */

const spec = (...sections: { kind: string; count: number; difficulty: string; options?: object }[]) => ({ title: 'Estimates', seed: 1, sections });
const issuesOf = (input: unknown) => {
  const parsed = specSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('what a book is expected to cost', () => {
  it('is measured for every kind, size and band a spec may ask for by its size', () => {
    const measuredKinds = new Set(KIND_NAMES.filter((kind) => allCells([kind]).some((c) => tableMs(kind, c.band, c.size) !== undefined)));
    // Every kind this project ships is measured (a kind added is measured with its folder: adding-a-kind.md).
    expect(measuredKinds.size).toBeGreaterThanOrEqual(13);
    const missing = allCells().filter(({ kind, size, band }) => {
      const k = getKind(kind);
      const options = k.options.parse(sizeInput(kind, size));
      if (k.refuses?.(options as never, band) || tooSlow({ kind, options: options as never, difficulty: band })) return false;
      return !(tableMs(kind, band, size)! > 0);
    });
    expect(missing.filter((c) => measuredKinds.has(c.kind))).toEqual([]);
    // A kind added since (docs/adding-a-kind.md) is held to its worst case until it is measured.
    for (const kind of KIND_NAMES.filter((k) => !measuredKinds.has(k))) {
      const options = getKind(kind).options.parse(getKind(kind).example);
      expect(expectedPuzzleWork({ kind, options, difficulty: 'easy' })).toBe(puzzleWork({ kind, options, difficulty: 'easy' }));
    }
  });

  it('is no more than the most a puzzle may take, all its tries', () => {
    for (const kind of KIND_NAMES) {
      const options = getKind(kind).options.parse(getKind(kind).example);
      for (const difficulty of ['easy', 'medium', 'hard', 'expert'] as const) {
        if (getKind(kind).refuses?.(options as never, difficulty) || !getKind(kind).makingWork) continue;
        expect(expectedPuzzleWork({ kind, options, difficulty })).toBeLessThanOrEqual(2 * puzzleWork({ kind, options, difficulty }));
      }
    }
  });

  it("accepts the issue's sections together: 400 easy 6×6 Kakuro, 700 medium 5×5 Calcudoku and 385 medium Killer Sudoku (two hours of worst cases before)", () => {
    const sections = [
      { kind: 'kakuro', count: 400, difficulty: 'easy', options: { size: 6 } },
      { kind: 'calcudoku', count: 700, difficulty: 'medium', options: { size: 5 } },
      { kind: 'killer-sudoku', count: 385, difficulty: 'medium' },
    ];
    expect(issuesOf(spec(...sections))).toEqual([]);
  });

  // A kind added since its costs were measured is held to its worst case (above): these are the measured ones, every kind shipped.
  const measured = KIND_NAMES.filter((kind) => allCells([kind]).some((c) => tableMs(kind, c.band, c.size) !== undefined));

  it.each(measured)('accepts 5,000 medium %s at its defaults', (kind) => {
    const k = getKind(kind);
    const options = k.options.safeParse({}).success ? {} : k.example;
    expect(issuesOf(spec({ kind, count: 5000, difficulty: 'medium', options }))).toEqual([]);
  });

  it('accepts a 5,000-puzzle medium book of every measured kind, and says what it is expected to take', () => {
    const each = Math.floor(5000 / measured.length);
    const sections = measured.map((kind: KindName, i) => {
      const k = getKind(kind);
      return { kind, count: each + (i < 5000 - each * measured.length ? 1 : 0), difficulty: 'medium', options: k.options.safeParse({}).success ? {} : k.example };
    });
    expect(sections.reduce((n, s) => n + s.count, 0)).toBe(5000);
    expect(issuesOf(spec(...sections))).toEqual([]);
    const parsed = specSchema.parse(spec(...sections));
    const lines = makingLines(parsed.sections, 2);
    expect(lines[0]).toMatch(/^making, as the bench measured puzzles to cost \(docs\/bench\.md\): about \d+ (seconds?|minutes?) of one core's work \(about \d+ (seconds?|minutes?) on 2 cores\); a spec may ask for about 2 hours of one core's work$/);
    expect(lines.slice(1)).toHaveLength(measured.length);
    // Each section's count as the book shares 5,000 among the kinds (357 or 358 for fourteen).
    expect(lines[1]).toMatch(new RegExp(`^ {2}sections\\[ 0\\] {2}${sections[0]!.count} medium Sudoku of 9×9: about \\d+ seconds?$`));
    expect(lines.find((l) => l.includes('Kakuro'))).toMatch(new RegExp(`^ {2}sections\\[ 2\\] {2}${sections[2]!.count} medium Kakuro of 8×8: about \\d+ (seconds?|minutes?)$`));
  });
});

describe('a spec that asks too much', () => {
  it('names every section one of whose puzzles is too slow, at once', () => {
    const issues = issuesOf(
      spec(
        { kind: 'numbrix', count: 1, difficulty: 'expert', options: { size: 30 } },
        { kind: 'sudoku', count: 10, difficulty: 'easy' },
        { kind: 'numbrix', count: 1, difficulty: 'expert', options: { size: 29 } },
      ),
    );
    expect(issues).toHaveLength(2);
    expect(issues[0]).toMatch(/^sections\.0\.options: one expert Numbrix puzzle of 30×30 could take about/);
    expect(issues[1]).toMatch(/^sections\.2\.options: one expert Numbrix puzzle of 29×29 could take about/);
  });

  it('names the whole and every section that is much of it, each with its estimate and what fits, at once', () => {
    const big = { kind: 'kakuro', count: 5000, difficulty: 'expert', options: { size: 12 } };
    const input = spec({ ...big, count: 2500 }, { kind: 'sudoku', count: 5, difficulty: 'easy' }, { ...big, count: 2400, difficulty: 'medium' });
    const issues = issuesOf(input);
    expect(issues).toHaveLength(3);
    expect(issues[0]).toMatch(/^sections: the sections together are expected to take about \d+ hours of one core's work; a spec may ask for about 2 hours \(build --plan says each section's estimate\)$/);
    const fits = "so (at most \\d+ fit beside the other sections|none fits beside the other sections: ask for fewer there, a smaller size or an easier band)$";
    expect(issues[1]).toMatch(new RegExp(`^sections\\.0\\.count: 2500 expert Kakuro puzzles are expected to take about \\d+ (hours?|minutes) of one core's work; a spec may ask for about 2 hours, ${fits}`));
    expect(issues[2]).toMatch(new RegExp(`^sections\\.2\\.count: 2400 medium Kakuro puzzles are expected to take about \\d+ (hours?|minutes) of one core's work; a spec may ask for about 2 hours, ${fits}`));
    // Alone, a section is told how many of it fit, and that many do.
    const alone = issuesOf(spec(big));
    expect(alone).toHaveLength(1);
    const fit = Number(/so at most (\d+) fit$/.exec(alone[0]!)![1]);
    expect(issuesOf(spec({ ...big, count: fit }))).toEqual([]);
    expect(issuesOf(spec({ ...big, count: fit + 1 }))).toHaveLength(1);
    expect(sectionWork({ ...big, count: fit, kind: 'kakuro', difficulty: 'expert', options: getKind('kakuro').options.parse(big.options) })).toBeLessThanOrEqual(MAX_WORK);
  });
});
