import { z } from 'zod';

/**
 * A whole number in [lo, hi], with the one message users see when it is not. The range is
 * checked first and stops the checks: zod runs them all, so 1e308 (too big to be a safe
 * integer) was told both that it is not whole and that it is out of range.
 */
export function intIn(lo: number, hi: number) {
  const range = `must be between ${lo} and ${hi}`;
  return z
    .number({ error: 'must be a number' })
    .min(lo, { error: range, abort: true })
    .max(hi, { error: range, abort: true })
    .int({ error: 'must be a whole number' });
}

/** A grade figure that counts something: a whole number, at least 0. */
export const count = z.number().int().min(0);

/** A grade figure that is a share of something: 0 to 1. */
export const share = z.number().min(0).max(1);
