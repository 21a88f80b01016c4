import { z } from 'zod';

/** A whole number in [lo, hi], with the message users see when it is not. */
export function intIn(lo: number, hi: number) {
  const range = `must be between ${lo} and ${hi}`;
  return z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(lo, { error: range })
    .max(hi, { error: range });
}
