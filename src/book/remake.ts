import { shown, UserError } from '../engine/errors.ts';
import type { BookFile } from './bookfile-schema.ts';
import { BookMaker } from './parallel.ts';
import { sameValue } from './canonical.ts';
import { bookSpecOf } from './plan.ts';
import { since } from './provenance.ts';
import type { Failure } from './verify.ts';

/** A record's fields in the order a difference is named: the first that differs says the most. */
const FIELDS = ['seed', 'difficulty', 'options', 'puzzle', 'solution', 'grade', 'id'] as const;

/**
 * `verify --remake`: the book made again from its own spec, as `build` makes it (seeds, retries,
 * ramp and all), and each record compared with the stored one. The other checks show a book
 * agrees with itself; only this shows each puzzle is the one its seed makes, and each retry
 * seed one a build needed. It costs what a build costs, so it is asked for, not done always.
 * A book made by another version may be made differently: the line says so.
 */
export async function remadeFailures(book: BookFile, where: string, jobs: number): Promise<Failure[]> {
  const maker = new BookMaker(jobs);
  let again: BookFile;
  try {
    again = await maker.make(bookSpecOf(book));
  } catch (error) {
    // The spec names no reachable book (its sections were edited): said of the file's spec.
    if (error instanceof UserError) throw new UserError(shown(`${where}: spec.${error.message}`));
    throw error;
  } finally {
    await maker.close();
  }
  const note = since(book, 'made again');
  return book.puzzles.flatMap((record, i) => {
    const made = again.puzzles[i]!;
    const field = FIELDS.find((key) => !sameValue(record[key], made[key]));
    if (!field) return [];
    const what = field === 'seed' ? `a build of its spec takes ${made.seed}` : 'is not what its spec and seed make';
    return [{ puzzle: i, line: shown(`${where}: puzzles[${i}] (${record.id}): ${field}: ${what}${note}`) }];
  });
}
