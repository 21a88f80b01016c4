/**
 * /make/'s maker kept for the code it is made of (src/archive/maker.ts, issue 106): a kept bundle
 * is used only where every file is as its record says, and only folders that are ours (a key's
 * name, a record inside) are removed to make way for another code's. The bundle itself, started
 * by /make/ and making build's PDFs byte for byte, is test/site/make.test.ts's.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptMaker, makeWay, RECORD } from '../../src/archive/maker.ts';
import { sha256 } from '../../src/archive/manifest.ts';

const kept = mkdtempSync(join(tmpdir(), 'puzzlebook-maker-'));
afterAll(() => rmSync(kept, { recursive: true, force: true }));
const key = (c: string) => c.repeat(64);

/** A kept bundle of two files for `code`, as makerFor leaves one. */
function keep(code: string): string {
  const folder = join(kept, code);
  mkdirSync(join(folder, 'make'), { recursive: true });
  const files = { 'make/worker-abc.js': 'import"./words-d1.js";', 'make/words-d1.js': 'export const w=1;' };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  writeFileSync(join(folder, RECORD), JSON.stringify({ entry: 'make/worker-abc.js', files: Object.fromEntries(Object.entries(files).map(([f, t]) => [f, sha256(Buffer.from(t))])) }));
  return folder;
}

describe("the maker's kept bundle", () => {
  it('is used where every file is as its record says, with its entry and files', () => {
    const folder = keep(key('a'));
    expect(keptMaker(key('a'), kept)).toEqual({ folder, entry: 'make/worker-abc.js', files: ['make/worker-abc.js', 'make/words-d1.js'] });
    expect(keptMaker(key('b'), kept)).toBeNull();
  });

  it('is not used where a file was changed or is gone, or its record names no entry', () => {
    const folder = keep(key('c'));
    appendFileSync(join(folder, 'make/words-d1.js'), 'alert(1)');
    expect(keptMaker(key('c'), kept)).toBeNull();
    rmSync(join(folder, 'make/words-d1.js'));
    expect(keptMaker(key('c'), kept)).toBeNull();
    keep(key('c'));
    writeFileSync(join(folder, RECORD), JSON.stringify({ entry: 'make/other.js', files: {} }));
    expect(keptMaker(key('c'), kept)).toBeNull();
  });

  it("makes way for another code's by removing only folders that are ours, once unused for a day", () => {
    for (const name of readdirSync(kept)) rmSync(join(kept, name), { recursive: true });
    keep(key('d'));
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(join(kept, key('d'), RECORD), old, old);
    keep(key('g'));
    // Not ours: a folder named as a key without a record, and one with a record but another name.
    mkdirSync(join(kept, key('e')), { recursive: true });
    mkdirSync(join(kept, 'backup'), { recursive: true });
    writeFileSync(join(kept, 'backup', RECORD), '{}');
    utimesSync(join(kept, 'backup', RECORD), old, old);
    makeWay(key('f'), kept);
    // The day-old one goes; one used within the day stays (another install may be publishing with it).
    expect(readdirSync(kept).sort()).toEqual(['backup', key('e'), key('g')].sort());
  });
});
