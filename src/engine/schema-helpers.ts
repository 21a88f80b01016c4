import * as z from 'zod/mini';
import './zod-config.ts';

/**
 * A whole number in [lo, hi], with the one message users see when it is not. The range is
 * checked first and stops the checks: zod runs them all, so 1e308 (too big to be a safe
 * integer) was told both that it is not whole and that it is out of range.
 */
export function intIn(lo: number, hi: number) {
  const range = `must be between ${lo} and ${hi}`;
  // Left out, it is said to be missing, not to be of the wrong type.
  return z.number({ error: (issue) => (issue.input === undefined ? 'is required (a whole number)' : 'must be a number') }).check(z.minimum(lo, { error: range, abort: true }), z.maximum(hi, { error: range, abort: true }), z.int({ error: 'must be a whole number' }));
}

/** A grade figure that counts something: a whole number, at least 0. */
export const count = z.number().check(z.int(), z.minimum(0));

/** A grade figure that is a share of something: 0 to 1. */
export const share = z.number().check(z.minimum(0), z.maximum(1));

/**
 * A seed as a spec gives it, and as `generate` takes one (its flag and the library's): a text
 * of 1 to 200 characters without control characters, or a whole number; read as its text.
 */
export const seedSchema = z.pipe(
  z.union(
    [
      z.string().check(z.minLength(1), z.maxLength(200), z.refine((text) => !/\p{Cc}/u.test(text), 'must be a text without control characters (a tab, a newline, NUL), or a whole number')),
      intIn(0, Number.MAX_SAFE_INTEGER),
    ],
    { error: (issue) => (issue.input === undefined ? 'is required (a text or a whole number, such as 2026)' : 'must be a text or a whole number, such as 2026') },
  ),
  z.transform(String),
);

/**
 * A grid's size as options ask it: `size` (a square) or its two sides together (`rows` and
 * `cols`, `width` and `height`), never both, never one side alone; each problem told at the
 * option it names. Called from a kind's options' `superRefine`.
 */
export function sizeOrSides<K extends string>(o: { size?: number | undefined } & { [S in K]?: number | undefined }, [a, b]: readonly [K, K], ctx: z.core.$RefinementCtx): void {
  if (o.size !== undefined && (o[a] !== undefined || o[b] !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['size'], message: `give either size or ${a} and ${b}, not both` });
  }
  if ((o[a] === undefined) !== (o[b] === undefined)) {
    ctx.addIssue({ code: 'custom', path: [o[a] === undefined ? a : b], message: `${a} and ${b} go together` });
  }
}
