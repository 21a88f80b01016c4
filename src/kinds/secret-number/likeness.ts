import type { Likeness } from '../../engine/kind.ts';
import type { SecretNumberGrade } from './grade.ts';
import { logOf } from './grade.ts';
import type { SecretNumberPuzzle } from './schema.ts';
import { stepper } from './steps.ts';

/** Most of a section one mix of rule kinds may take ("a digit, a digit, a digit, a sum, a difference"). */
export const SAME_RULES = 0.5;
/** Most of a hard section one set of hard techniques at work may take. */
export const SAME_WORK = 0.5;

/**
 * What makes Secret Number puzzles of a section samey (`PuzzleKind.likeness`): the kinds of
 * their rules (digits, sums, products, differences, the number), and in hard the techniques
 * that do the hard work (ranges, divisibility tests, many digits at once, or two of them). The
 * generator spreads both already; these keep a section from drifting.
 */
export function likeness(puzzle: SecretNumberPuzzle, grade: SecretNumberGrade): Likeness[] {
  const kinds = puzzle.rules.map((r) => r.subject.of).sort();
  const out: Likeness[] = [{ key: `rules: ${kinds.join(', ')}`, share: SAME_RULES }];
  if (grade.level === 3) {
    const work = hardWork(puzzle);
    if (work) out.push({ key: `work: ${work}`, share: SAME_WORK });
  }
  return out;
}

/** The hard techniques with a step of their own (not one that is an easier one in other words), in ladder order: "range, divisibility". */
export function hardWork(puzzle: SecretNumberPuzzle): string | null {
  const found = logOf(puzzle);
  if (!found) return null;
  const used = new Set<string>();
  found.log.steps.forEach((s, i) => {
    if (!found.light[i] && stepper.ladder[s.technique]!.level === found.level) used.add(s.technique);
  });
  const order = Object.keys(stepper.ladder);
  return used.size ? [...used].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(', ') : null;
}
