import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../src/api/engine.ts';
import type { Difficulty } from '../../src/engine/kind.ts';
import type { Step } from '../../src/engine/steps.ts';
import { getKind, type KindName } from '../../src/kinds/registry.ts';

/**
 * Issue 65: an explanation never tells again what it has already decided. Every puzzle of the
 * shipped books, and the puzzles the issue was found on, is solved by its own band's step solver
 * and the log is replayed: no step writes a value into a cell that already holds one (printed,
 * or written by an earlier step), none writes a value an earlier step crossed off there, and a
 * step that writes nothing crosses off at least one value not crossed off before. Each kind's
 * own `explain-figures` test checks the figures its sentences state; this one holds every kind
 * to moving the solve on at each step.
 */

const SHIPPED = join(import.meta.dirname, '../shipped');

interface Item {
  name: string;
  kind: KindName;
  puzzle: unknown;
  level: number;
}

const shipped: Item[] = readdirSync(SHIPPED)
  .filter((f) => f.endsWith('.json') && f !== 'hashes.json')
  .flatMap((f) => {
    const book = JSON.parse(readFileSync(join(SHIPPED, f), 'utf8')) as { puzzles: { id: string; kind: KindName; puzzle: unknown; grade: { level: number } }[] };
    return book.puzzles.map((r) => ({ name: `${f} ${r.id}`, kind: r.kind, puzzle: r.puzzle, level: r.grade.level }));
  });

/** The puzzles issue 65 names, made as `puzzlebook generate` makes them. */
const ISSUE: [KindName, string, Difficulty, Record<string, number>][] = [
  ['cross-numbers', 'aud4-cross-numbers-3-1', 'expert', {}],
  ['cross-numbers', 'aud4-cross-numbers-5-4', 'expert', { size: 5 }],
  ['numbrix', 'aud4-numbrix-7-1', 'expert', { size: 7 }],
  ['numbrix', 'aud4-numbrix-7-1', 'hard', { size: 7 }],
  ['number-mind', 'aud4-number-mind-8-3', 'hard', { length: 8 }],
];

/** What is wrong with the log, step by step: empty when every step moves the solve on. */
export function repeats(steps: readonly Step[]): string[] {
  const placed = new Map<number, number>();
  const struck = new Map<number, Set<number>>();
  const wrong: string[] = [];
  steps.forEach((step, i) => {
    if (step.place.length === 0 && step.strike.length === 0) return;
    let moved = false;
    for (const { cell, value } of step.place) {
      if (placed.has(cell)) wrong.push(`step ${i + 1} (${step.technique}) writes ${value} in cell ${cell}, which already holds ${placed.get(cell)}`);
      else if (struck.get(cell)?.has(value)) wrong.push(`step ${i + 1} (${step.technique}) writes ${value} in cell ${cell}, where it was crossed off`);
      placed.set(cell, value);
      moved = true;
    }
    for (const { cell, values } of step.strike) {
      const off = struck.get(cell) ?? new Set<number>();
      struck.set(cell, off);
      for (const v of values) {
        if (!off.has(v) && !placed.has(cell)) moved = true;
        off.add(v);
      }
    }
    if (!moved) wrong.push(`step ${i + 1} (${step.technique}) only repeats what earlier steps decided: "${step.say}"`);
  });
  return wrong;
}

describe('explanations move the solve on at every step (issue 65)', () => {
  it('the shipped books hold puzzles of every kind', () => {
    expect(new Set(shipped.map((s) => s.kind)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(shipped.map((s) => [s.name, s] as const))('%s', (_, { kind, puzzle, level }) => {
    const log = getKind(kind).stepper.steps(puzzle as never, level);
    expect(log.solved).toBe(true);
    expect(repeats(log.steps)).toEqual([]);
  });

  it.each(ISSUE)('%s %s %s', (kind, seed, difficulty, options) => {
    const [record] = generate(kind, { seed, difficulty, options });
    const log = getKind(kind).stepper.steps(record!.puzzle as never, record!.grade.level);
    expect(log.solved).toBe(true);
    expect(repeats(log.steps)).toEqual([]);
  });

  it('finds a step that writes a decided value again, and one that crosses off nothing new', () => {
    const step = (place: Step['place'], strike: Step['strike']): Step => ({ technique: 't', from: [], place, strike, say: 's' });
    expect(repeats([step([{ cell: 3, value: 7 }], []), step([{ cell: 4, value: 1 }], [])])).toEqual([]);
    expect(repeats([step([{ cell: 3, value: 7 }], []), step([{ cell: 3, value: 7 }], [])])).toHaveLength(1);
    expect(repeats([step([], [{ cell: 2, values: [6, 9] }]), step([], [{ cell: 2, values: [9] }])])).toHaveLength(1);
    expect(repeats([step([], [{ cell: 2, values: [6] }]), step([{ cell: 2, value: 6 }], [])])).toHaveLength(1);
  });
});
