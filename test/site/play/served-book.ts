import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { besideProgress, cli } from '../../cli/run.ts';
import { type Served, serve } from '../browser.ts';
import { writeBookFile } from '../books.ts';

/**
 * One spec's book made and published as a site in a folder of its own (`puzzlebook-<name>-…`),
 * and served: the folder, the book's records as its file holds them, and the server. What each
 * play test of one book starts from; a site that fails to build stops the test, saying why.
 */
export async function servedBook<R>(name: string, spec: string): Promise<{ dir: string; records: R[]; served: Served }> {
  const dir = mkdtempSync(join(tmpdir(), `puzzlebook-${name}-`));
  const books = join(dir, 'books');
  mkdirSync(books);
  const { slug } = writeBookFile(spec, books);
  const r = await cli(['site', '--books', books, '--out', join(dir, 'site')]);
  if (r.status !== 0 || besideProgress(r.stderr)) throw new Error(`puzzlebook site failed:\n${r.stderr}`);
  const records = JSON.parse(readFileSync(join(books, `${slug}.json`), 'utf8')).puzzles as R[];
  return { dir, records, served: await serve(join(dir, 'site')) };
}
