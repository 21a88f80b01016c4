import * as z from 'zod/mini';
import './zod-config.ts';

/**
 * A whole number in [lo, hi], with the one message users see when it is not. The range is
 * checked first and stops the checks: zod runs them all, so 1e308 (too big to be a safe
 * integer) was told both that it is not whole and that it is out of range.
 */
export function intIn(lo: number, hi: number) {
  const range = `must be between ${lo} and ${hi}`;
  return z.number({ error: 'must be a number' }).check(z.minimum(lo, { error: range, abort: true }), z.maximum(hi, { error: range, abort: true }), z.int({ error: 'must be a whole number' }));
}

/** A grade figure that counts something: a whole number, at least 0. */
export const count = z.number().check(z.int(), z.minimum(0));

/** A grade figure that is a share of something: 0 to 1. */
export const share = z.number().check(z.minimum(0), z.maximum(1));
