import * as z from 'zod/mini';
import '../zod-config.ts';
import { UserError } from '../errors.ts';
import { catalogChain } from '../language.ts';
import { dataFilesIn } from './data-files.ts';
import english from './sayings/en.json' with { type: 'json' };

/**
 * Sayings a cryptogram enciphers, one file a language (`sayings/<tag>.json`): proverbs of the
 * language in its own words, fit for a child's page, and the language's word for a proverb, which
 * a cryptogram credits them to (test/engine/wordkit/sayings.matrix.test.ts holds each file to the
 * rules). English is imported, as the lexicon's is; Node finds the others beside this module, and
 * a browser page is given the one it needs (`provideSayings`).
 */

const sayingsFile = z.object({
  source: z.string().check(z.minLength(1), z.maxLength(60)),
  sayings: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.minLength(1)),
});
export type Sayings = z.output<typeof sayingsFile>;

const files = new Map<string, unknown>([['en', english]]);
const made = new Map<string, Sayings>();
let found = false;

/** The files beside this module, where Node is; those already given kept. */
function findFiles(): void {
  if (found) return;
  found = true;
  for (const [tag, data] of dataFilesIn('sayings')) if (!files.has(tag)) files.set(tag, data);
}

/** Gives sayings files by language tag (a browser page's, fetched with it). */
export function provideSayings(given: Iterable<{ tag: string; data: unknown }>): void {
  for (const { tag, data } of given) {
    files.set(tag, data);
    made.delete(tag);
  }
}

/** The languages with sayings. */
export function sayingsLanguages(): string[] {
  findFiles();
  return [...files.keys()].sort();
}

/** The sayings a book in `lang` reads (its own, its language's, as catalogs are chosen), or undefined. */
export function sayingsFor(lang: string): Sayings | undefined {
  findFiles();
  const tag = catalogChain(lang, [...files.keys()]).find((t) => files.has(t));
  if (tag === undefined) return undefined;
  let sayings = made.get(tag);
  if (!sayings) {
    const data = files.get(tag);
    if (data instanceof UserError) throw data;
    const parsed = sayingsFile.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new UserError(`src/engine/wordkit/sayings/${tag}.json: ${issue.path.join('.')}: ${issue.message}`);
    }
    made.set(tag, (sayings = parsed.data));
  }
  return sayings;
}
