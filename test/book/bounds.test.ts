// Every text field of a book file is bounded like the spec's, and the book's own title,
// slug and seed are the spec's (issue 23, findings 2, 7 and 8: a 1 MB title ran `answers`
// out of memory; a title with a BEL printed into the key; a 5,000-character id made a
// 5,117-character error line).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { bookJson } from '../../src/book/files.ts';
import { specSchema } from '../../src/book/spec.ts';
import { cli, tempDirsRemovedAfterEach } from '../cli/run.ts';

const tempDir = tempDirsRemovedAfterEach();
let BOOK: Record<string, any>;

beforeAll(() => {
  const spec = specSchema.parse({ title: 'Bounded', seed: 3, sections: [{ kind: 'countdown', count: 2, difficulty: 'easy' }] });
  BOOK = JSON.parse(bookJson(makeBook(spec)));
});

/** `answers` on the book after `edit`: its status, error and what the folder holds after. */
async function answers(edit: (book: Record<string, any>) => void) {
  const book = structuredClone(BOOK);
  edit(book);
  const dir = tempDir();
  const file = join(dir, 'bounded.json');
  writeFileSync(file, JSON.stringify(book));
  const r = await cli(['answers', file, '--out', join(dir, 'out')]);
  return { ...r, file };
}

describe('a book file with fields out of bounds', () => {
  it('refuses a 1 MB title at once, naming the field, and writes nothing', async () => {
    const r = await answers((b) => {
      b.title = 'T'.repeat(1 << 20);
      b.spec.title = b.title;
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${r.file}: title: must be at most 200 characters (this one has 1048576)`);
    expect(r.stderr).toContain(`${r.file}: spec.title: must be at most 200 characters`);
    expect(r.stderr.length).toBeLessThan(2000);
  });

  it('refuses a title that differs from the spec title (the key printed one, the site another)', async () => {
    const r = await answers((b) => (b.title = 'Bounded\u0007'));
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`puzzlebook: ${r.file}: title: differs from spec.title\n`);
  });

  it('refuses a control character in the title before anything is printed', async () => {
    const r = await answers((b) => {
      b.title = 'Bell\u0007';
      b.spec.title = b.title;
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/title: has an invisible or control character \(U\+0007\)/);
  });

  it('refuses a 5,000-character id in one short line', async () => {
    const r = await answers((b) => (b.puzzles[0].id = 'a'.repeat(5000)));
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`puzzlebook: ${r.file}: puzzles[0].id: must be at most 120 characters\n`);
  });

  it.each([
    ['seed', (b: any) => (b.seed = 's'.repeat(201)), 'seed: must be at most 200 characters'],
    ['slug', (b: any) => (b.slug = 'a'.repeat(61)), 'slug: must be up to 60 lowercase letters'],
    ['version', (b: any) => (b.version = '1.0\u0000'), 'version: must be a version, such as 0.1.0'],
    ['a record seed', (b: any) => (b.puzzles[1].seed = 's'.repeat(401)), 'puzzles[1].seed: must be at most 400 characters'],
    ['a grade key', (b: any) => (b.puzzles[1].grade.hardest = 'h'.repeat(41)), 'puzzles[1].grade.hardest: must be at most 40 characters'],
  ])('refuses an over-long %s', async (_name, edit, message) => {
    const r = await answers(edit);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${r.file}: ${message}`);
  });
});
