import { DIFFICULTIES } from '../engine/kind.ts';
import { intIn } from '../engine/schema-helpers.ts';
import { validate } from '../book/files.ts';

/** A count-like flag, validated like any spec field, so `--count 1e8` is refused before work starts. */
export function flagInt(value: unknown, flag: string, lo: number, hi: number): number {
  return validate(intIn(lo, hi), value, `--${flag}`);
}

export const difficultyChoices = [...DIFFICULTIES];

/** Progress on stderr where a person is watching; silent in pipes and CI logs. */
export function progressLine(label: string): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (done, total) => {
    process.stderr.write(`\r${label} ${done}/${total}`);
    if (done === total) process.stderr.write('\n');
  };
}
