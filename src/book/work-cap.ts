import type { Difficulty } from '../engine/kind.ts';
import { KINDS, type KindName } from '../engine/registry.ts';
import { WORK_PER_SECOND, workTime } from '../engine/work.ts';

/**
 * The most counted work (engine/work.ts) one spec or command may ask for: about an hour on
 * one core, at the kinds' measured worst (`PuzzleKind.makingWork`). Far beyond any book in
 * books/ or the tests (5,000 easy 12×12 Numbrix ask about a minute and a half); 5,000 expert
 * 30×30 Numbrix, about a month, are refused before any puzzle is tried.
 */
export const MAX_WORK = 3_600 * WORK_PER_SECOND;

/** Work below this a puzzle is taken to cost when its kind gives no estimate: a few milliseconds. */
const SMALL = 0.01 * WORK_PER_SECOND;

interface Asked {
  kind: KindName;
  count: number;
  difficulty: Difficulty;
  options: unknown;
}

/** The most work one puzzle of a section may take to make. */
export function puzzleWork(s: Omit<Asked, 'count'>): number {
  const kind = KINDS[s.kind];
  // zod runs a spec's own checks even where a section failed; such a section has its own
  // issue already (a size of 5000, say), and is counted as asking for nothing here.
  let work: number;
  try {
    work = kind.makingWork?.(s.options as never, s.difficulty) ?? SMALL;
  } catch {
    return 0;
  }
  return Number.isFinite(work) && work > 0 ? work : 0;
}

/**
 * Why the sections ask for more work than can finish, naming the costliest section by its
 * index and saying how many of its puzzles would fit beside the others; null when they fit.
 */
export function tooMuchWork(sections: readonly Asked[], asker = 'a spec'): { index: number; message: string } | null {
  const each = sections.map(puzzleWork);
  const work = sections.map((s, i) => (Number.isInteger(s.count) ? s.count : 0) * each[i]!);
  const total = work.reduce((a, b) => a + b, 0);
  if (total <= MAX_WORK) return null;
  const index = work.indexOf(Math.max(...work));
  if (index < 0 || !(each[index]! > 0)) return null;
  const s = sections[index]!;
  const room = MAX_WORK - (total - work[index]!);
  const fit = Math.max(0, Math.floor(room / each[index]!));
  const whole = sections.length > 1 ? ` (all sections ${workTime(total)})` : '';
  const advice = fit > 0 ? `at most ${fit} fit` : 'none fits: ask for a smaller size or an easier band';
  return {
    index,
    message: `${s.count} ${s.difficulty} ${KINDS[s.kind].title} puzzles could take ${workTime(work[index]!)} to make${whole}; ${asker} may ask for ${workTime(MAX_WORK)}, so ${advice}`,
  };
}
