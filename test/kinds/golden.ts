/**
 * Golden records (issue 106): what the kinds make at fixed seeds, kept as a SHA-256 each in
 * test/kinds/golden.json, so a test that needs "the same puzzles as before" makes them once and
 * compares them with the hash, where it used to make them twice. A test names what it made
 * (`expectGolden`): every kind at every band at its worked example's options (the kind
 * contract), the generate property's random cases, the engine tests' tables of bands made at
 * each size, the books the determinism property makes on worker threads.
 *
 * `npm run golden` (golden-record.ts) records them: it runs the files that name any, with
 * PUZZLEBOOK_GOLDEN set to where each hash is written instead of compared, each file in a
 * process of its own and the files in a shuffled order. So each record is compared, in npm test,
 * with one made in another process after other puzzles (the kinds in the other order where a
 * file loops over them): a cache that changed what a seed makes would show. Run it when a change
 * to what a kind makes is meant, and review `git diff test/kinds/golden.json`.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';

export const GOLDEN_FILE = new URL('./golden.json', import.meta.url);

/** Where this run writes the hashes it makes (`npm run golden`), or undefined where it compares them. */
export const RECORDING = process.env.PUZZLEBOOK_GOLDEN || undefined;

/** The SHA-256 of a value as JSON: what is kept of a record, a list of them or a book. */
export const hashOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value) ?? 'undefined').digest('hex');

let golden: Record<string, string> | undefined;
/** Every hash as recorded, by name. */
export const recorded = (): Record<string, string> => (golden ??= existsSync(GOLDEN_FILE) ? JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) : {});

/**
 * `made` is what was recorded as `key`: the same puzzles from the same seeds. Under `npm run
 * golden`, records it instead.
 */
export function expectGolden(key: string, made: unknown): void {
  const hash = hashOf(made);
  if (RECORDING) {
    appendFileSync(RECORDING, `${JSON.stringify({ key, hash })}\n`);
    return;
  }
  const was = recorded()[key];
  expect(was, `no golden record of ${key}: npm run golden records it`).toBeDefined();
  expect(hash, `${key} is not what was recorded (npm run golden, where a change to what is made is meant)`).toBe(was);
}

/** What is kept of an attempt to make: what it made, or the message of the error it threw. */
export function outcome<T>(make: () => T): T | { error: string } {
  try {
    return make();
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** A list in the order this run makes it: reversed where it records, so a record is made after what the test makes after it. */
export const inRecordOrder = <T>(items: readonly T[]): T[] => (RECORDING ? [...items].reverse() : [...items]);
