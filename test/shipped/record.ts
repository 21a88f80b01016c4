/**
 * `npm run shipped`: builds every shipped book (books/*.yaml) and records it as the shipped
 * build (test/shipped/hashes.json, the book files and the PDFs' text beside it), for when a
 * change to the books is meant. Review the change with `git diff test/shipped` before committing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { record } from './shipped.ts';

for (const name of readdirSync('books').filter((n) => n.endsWith('.yaml')).sort()) {
  const spec = `books/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-shipped-'));
  const r = spawnSync(process.execPath, ['bin/puzzlebook.js', 'build', spec, '--out', dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`puzzlebook build ${spec} failed:\n${r.stderr}`);
  record(spec, dir);
  rmSync(dir, { recursive: true });
  console.log(`recorded ${spec}`);
}
