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

/** A grade figure that counts something: a whole number, at least 0. */
export const count = z.number().int().min(0);

/** A grade figure that is a share of something: 0 to 1. */
export const share = z.number().min(0).max(1);
