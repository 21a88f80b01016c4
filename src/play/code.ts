import type { Hint } from '../engine/hint.ts';
import type { Placement } from '../engine/steps.ts';

/**
 * What the code-guessing kinds' games share that is no DOM (code-player.ts is their player): a
 * code's state, its digits as placements for hints, a hint written in, the places still to
 * write. Node reads it too: the kinds' play.ts and the unit tests.
 */

/** What every code game's state holds beside the code and the kind's own fields. */
export interface CodeState {
  /** Pencil marks in the code's boxes, by place; absent in progress stored before notes. */
  notes?: number[][];
  /** Full codes that are not the answer, each counted once (a wrong answer committed). */
  mistakes: number;
  /** The wrong full codes already counted, so writing one again is not a second mistake. */
  counted?: string[];
}

/** The places of a code still to write before it is judged: empty boxes, and (`firstNotZero`) a first 0. */
export function openPlaces(code: string, length: number, firstNotZero = false): number[] {
  return Array.from({ length }, (_, i) => i).filter((i) => !/[0-9]/.test(code[i] ?? '') || (firstNotZero && i === 0 && code[0] === '0'));
}

/** The digits of a code as placements (a place from 0, its digit), empty boxes left out: what a hint goes on from. */
export const digitsOf = (code: string): Placement[] => [...code].flatMap((ch, cell) => (/^[0-9]$/.test(ch) ? [{ cell, value: Number(ch) }] : []));

/** The code with a hint's digits written in their places (a space for an empty box, no trailing spaces). */
export function withHint(code: string, length: number, hint: Hint): string {
  const chars = Array.from({ length }, (_, i) => code[i] ?? ' ');
  if (hint.type === 'step' || hint.type === 'reveal') for (const { cell, value } of hint.place) chars[cell] = String(value);
  return chars.join('').trimEnd();
}

