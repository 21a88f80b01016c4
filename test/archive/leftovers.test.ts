// Issue 83, point 1: `site --out X` removed any `X.old-<digits>` or `.X.building-<digits>` beside
// X (and any `site-<digits>-…` in the work folder) whose number was no running process, a user's
// backup `site.old-20240101` included. Only folders puzzlebook marked go now; these properties
// plant random names, files, folders, links and forged markers beside them, and check that
// nothing but a marked folder of a process gone is ever removed.
import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { besideName, checkStaleLock, forgetScans, LEFTOVER, type LeftoverRole, leftoverText, makeBeside, makeMarked, removeLeftArchives, removeLeftRuns, removeOldScans } from '../../src/archive/leftovers.ts';
import { swapIn } from '../../src/archive/swap.ts';
import { running, takeLock } from '../../src/book/write.ts';
import { cases } from '../cases.ts';
import { tempDir } from '../temp.ts';

/** A process id above the largest any kernel gives (2^22): never running. */
const DEAD = 4_999_999;
/** Numbers the names carry: one never running, this process (always running), and one of either. */
const PIDS = [DEAD, process.pid, 99_999];

/** Every entry under `dir`, not following links: a file's text, a link's target, a folder. */
function tree(dir: string): Record<string, string> {
  const seen: Record<string, string> = {};
  const walk = (at: string, rel: string) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      const key = rel ? `${rel}/${name}` : name;
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) seen[key] = `link -> ${readlinkSync(path)}`;
      else if (stat.isDirectory()) {
        seen[key] = 'folder';
        walk(path, key);
      } else seen[key] = `file: ${readFileSync(path, 'utf8')}`;
    }
  };
  walk(dir, '');
  return seen;
}

/** One character of `text` changed, or its end cut, or a line added: a marker garbled. */
const garbledArb = fc.record({ at: fc.nat(), how: fc.constantFrom('change', 'cut', 'add', 'crlf') }).map(({ at, how }) => (text: string) => {
  const i = at % text.length;
  if (how === 'cut') return text.slice(0, i);
  if (how === 'add') return `${text}more\n`;
  if (how === 'crlf') return text.replaceAll('\n', '\r\n');
  return text.slice(0, i) + (text[i] === 'x' ? 'y' : 'x') + text.slice(i + 1);
});

/**
 * What is planted under one name: a user's file, a user's folder (with precious.txt), a link
 * to a folder elsewhere, an empty folder, a folder whose marker is forged one way or another,
 * a link to a folder marked exactly for this name, or a folder puzzlebook really marked.
 */
const plantArb = fc.oneof(
  fc.constant({ kind: 'file' as const }),
  fc.constant({ kind: 'folder' as const }),
  fc.constant({ kind: 'empty' as const }),
  fc.constant({ kind: 'link' as const }),
  fc.constant({ kind: 'linked-marked' as const }),
  fc.constantFrom('other-name', 'other-owner', 'other-role', 'marker-link', 'marker-folder', 'oversized').map((forgery) => ({ kind: 'forged' as const, forgery })),
  garbledArb.map((garble) => ({ kind: 'garbled' as const, garble })),
  fc.constant({ kind: 'ours' as const }),
);

type Plant = typeof plantArb extends fc.Arbitrary<infer P> ? P : never;

/** Names beside `--out` `site`: ours in form (with any of PIDS), near misses, and any text. */
const besideNameArb = fc.oneof(
  fc.constantFrom('site.old-20240101', 'site.old-99999', '.site.building-1', `.site.building-${DEAD}-0-1`, `site.old-${DEAD}-0-1`, `site.old-${DEAD}`, `.site.building-${DEAD}`, `site.old-${DEAD}-1-2-3`, `.site.building-0${DEAD}-0-1`, '.site.lock', 'site2.old-1-0-1'),
  fc.record({ role: fc.constantFrom('building', 'old') as fc.Arbitrary<'building' | 'old'>, pid: fc.constantFrom(...PIDS), thread: fc.nat(9), n: fc.nat(99) }).map(({ role, pid, thread, n }) => besideName('/x/site', role, `${pid}-${thread}-${n}`)),
  fc.tuple(fc.constantFrom('site.old-', '.site.building-', 'site.', '.site.', ''), fc.stringMatching(/^[0-9-]{1,12}$/)).map(([a, b]) => a + b),
  fc.string({ minLength: 1, maxLength: 16 }),
);

/** Names in the work folder: runs' folders in form, scans' folders, and any text. */
const workNameArb = fc.oneof(
  fc.constantFrom(`site-${DEAD}-abc123`, 'site-99999-x', 'site-1-', 'scans-0123456789abcdef', 'scans-', 'site-', `site-${DEAD}`),
  fc.record({ pid: fc.constantFrom(...PIDS), tail: fc.stringMatching(/^[A-Za-z0-9]{0,6}$/) }).map(({ pid, tail }) => `site-${pid}-${tail}`),
  fc.stringMatching(/^[0-9a-f]{1,16}$/).map((hex) => `scans-${hex}`),
  fc.string({ minLength: 1, maxLength: 16 }),
);

const plainName = (name: string) => name !== '.' && name !== '..' && !/[/\\\0]/.test(name);

/** The role (and process) a name has in form, where it is one of ours in form. */
function formOf(name: string, where: 'beside' | 'work'): { role: LeftoverRole; pid?: number } | undefined {
  if (where === 'work') {
    const run = /^site-([1-9]\d{0,9})-/.exec(name);
    if (run) return { role: 'work', pid: Number(run[1]) };
    return name.startsWith('scans-') ? { role: 'scans' } : undefined;
  }
  const m = /^(?:\.site\.building|site\.old)-([1-9]\d{0,9})-\d+-\d+$/.exec(name);
  return m ? { role: name.startsWith('.') ? 'building' : 'old', pid: Number(m[1]) } : undefined;
}

/**
 * Plants `plants` in `dir` (owned by `owner`: `--out`, or the work folder) and in `outside`,
 * returning the names that must go: those puzzlebook marked, whose process is gone.
 */
function plant(dir: string, outside: string, owner: string, where: 'beside' | 'work', plants: [string, Plant][]): Set<string> {
  const gone = new Set<string>();
  for (const [i, [name, p]] of plants.entries()) {
    const path = join(dir, name);
    const form = formOf(name, where);
    // The text puzzlebook would write for this name (for a name not ours in form, as if it were an old archive's).
    const role = form?.role ?? 'old';
    const text = leftoverText(role, name, owner);
    const precious = () => writeFileSync(join(path, 'precious.txt'), `precious ${i}`);
    const marked = (marker: string) => {
      mkdirSync(path);
      writeFileSync(join(path, LEFTOVER), marker);
      precious();
    };
    switch (p.kind) {
      case 'file':
        writeFileSync(path, `a file of someone's ${i}`);
        break;
      case 'folder':
        mkdirSync(path);
        precious();
        break;
      case 'empty':
        mkdirSync(path);
        break;
      case 'link': {
        const target = join(outside, `target-${i}`);
        mkdirSync(target);
        writeFileSync(join(target, 'precious.txt'), `precious ${i}`);
        symlinkSync(target, path);
        break;
      }
      case 'linked-marked': {
        // A folder elsewhere marked exactly as this name would be, reached through a link of this name.
        const target = join(outside, `marked-${i}`);
        mkdirSync(target);
        writeFileSync(join(target, LEFTOVER), text);
        writeFileSync(join(target, 'precious.txt'), `precious ${i}`);
        symlinkSync(target, path);
        break;
      }
      case 'forged': {
        const f = p.forgery;
        if (f === 'other-name') marked(leftoverText(role, `${name}x`, owner));
        else if (f === 'other-owner') marked(leftoverText(role, name, `${owner}-other`));
        else if (f === 'other-role') marked(leftoverText(role === 'old' ? 'building' : 'old', name, owner));
        else if (f === 'oversized') marked(text + ' '.repeat(10_000));
        else if (f === 'marker-folder') {
          mkdirSync(path);
          mkdirSync(join(path, LEFTOVER));
          precious();
        } else {
          // The marker a link to a file holding exactly the right text.
          writeFileSync(join(outside, `marker-${i}`), text);
          mkdirSync(path);
          symlinkSync(join(outside, `marker-${i}`), join(path, LEFTOVER));
          precious();
        }
        break;
      }
      case 'garbled':
        marked(p.garble(text));
        break;
      case 'ours':
        // A folder puzzlebook made and marked, with an archive's worth in it.
        makeMarked(path, role, owner);
        mkdirSync(join(path, 'site'));
        writeFileSync(join(path, 'site', 'index.html'), 'an archive');
        if (form && (form.pid === undefined || !running(form.pid))) gone.add(name);
        break;
    }
  }
  return gone;
}

/** The issue's own cases, tried first every run: a backup, a folder with precious.txt, names of ours in form, forged, a link, and real leftovers. */
const NAMED: [string, Plant][] = [
  ['site.old-20240101', { kind: 'file' }],
  ['site.old-99999', { kind: 'folder' }],
  ['.site.building-1', { kind: 'folder' }],
  [`.site.building-${DEAD}-0-1`, { kind: 'empty' }],
  [`.site.building-${DEAD}-0-2`, { kind: 'forged', forgery: 'other-name' }],
  [`.site.building-${DEAD}-0-3`, { kind: 'garbled', garble: (text) => text.replace('building', 'old') }],
  [`site.old-${DEAD}-0-4`, { kind: 'link' }],
  [`site.old-${DEAD}-0-5`, { kind: 'linked-marked' }],
  [`site.old-${DEAD}-0-6`, { kind: 'ours' }],
  [`.site.building-${DEAD}-0-7`, { kind: 'ours' }],
  [`site.old-${process.pid}-0-8`, { kind: 'ours' }],
];

/** Unique plain names, each with what is planted under it. */
const plantsArb = (names: fc.Arbitrary<string>) => fc.uniqueArray(fc.tuple(names.filter(plainName), plantArb), { maxLength: 14, selector: ([name]) => name });

/** Runs `check` in a fresh folder, removed after. */
function inFolder(check: (dir: string) => void): void {
  const dir = tempDir();
  try {
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('what a publish removes beside --out', () => {
  it('is only the folders puzzlebook marked for that --out whose process is gone: nothing else planted beside it, or where a link leads, is touched', () => {
    expect(running(DEAD)).toBe(false);
    fc.assert(
      fc.property(plantsArb(besideNameArb), (plants) =>
        inFolder((dir) => {
          const [beside, outside] = [join(dir, 'beside'), join(dir, 'outside')];
          mkdirSync(beside);
          mkdirSync(outside);
          const out = join(beside, 'site');
          const gone = plant(beside, outside, out, 'beside', plants);
          const before = [tree(beside), tree(outside)];
          removeLeftArchives(out);
          const expected = Object.fromEntries(Object.entries(before[0]!).filter(([key]) => !gone.has(key.split('/')[0]!)));
          expect(tree(beside)).toEqual(expected);
          expect(tree(outside)).toEqual(before[1]);
        }),
      ),
      { numRuns: cases(40, 2000), seed: 0x1ef7, examples: [[NAMED]] },
    );
  });

  it('leaves a file of someone\'s named as its lock, and takes over only a lock as puzzlebook writes it of a process gone', () => {
    const heldArb = fc.oneof(fc.constantFrom('', 'notes\n', `${DEAD}`, `${DEAD}\n`, `${DEAD}\n\n`, ` ${DEAD}\n`, `${DEAD}\nmore`, `0${DEAD}\n`, `${process.pid}\n`), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(heldArb, (held) =>
        inFolder((dir) => {
          const lock = join(dir, '.site.lock');
          writeFileSync(lock, held);
          let taken = false;
          try {
            takeLock(lock, join(dir, 'site'), 0, checkStaleLock(lock))();
            taken = true;
          } catch (error) {
            expect((error as Error).message).toMatch(/is not a lock puzzlebook wrote; nothing was changed|another puzzlebook \(process \d+\) is writing/);
          }
          const ours = /^[1-9]\d{0,9}\n$/.test(held) && !running(Number.parseInt(held, 10));
          expect(taken).toBe(ours);
          // Taken and let go, it is gone; refused, it is as it was, and nothing else is there.
          expect(tree(dir)).toEqual(ours ? {} : { '.site.lock': `file: ${held}` });
        }),
      ),
      { numRuns: cases(60, 600), seed: 0x10c4 },
    );
  });
});

describe('what a publish removes in the work folder', () => {
  it("is only the runs' folders and scans puzzlebook marked for that folder (a run's, of a process gone): nothing else planted there is touched", () => {
    fc.assert(
      fc.property(plantsArb(workNameArb), (plants) =>
        inFolder((dir) => {
          const [root, outside] = [join(dir, 'work'), join(dir, 'outside')];
          mkdirSync(root);
          mkdirSync(outside);
          const gone = plant(root, outside, root, 'work', plants);
          const before = [tree(root), tree(outside)];
          removeLeftRuns(root);
          // Scans unused for any time at all go (their age is not what is checked here), but one kept.
          removeOldScans(root, 'scans-0123456789abcdef', -3_600_000);
          gone.delete('scans-0123456789abcdef');
          const expected = Object.fromEntries(Object.entries(before[0]!).filter(([key]) => !gone.has(key.split('/')[0]!)));
          expect(tree(root)).toEqual(expected);
          expect(tree(outside)).toEqual(before[1]);
        }),
      ),
      { numRuns: cases(40, 2000), seed: 0x3bd },
    );
  });

  it("keeps, of a folder of scans, the published books' (marked used now) and any other used within the time given, and removes the rest", () => {
    const cache = join(tempDir(), 'scans-0123456789abcdef');
    mkdirSync(cache);
    const DAY = 24 * 3600;
    const now = Date.now() / 1000;
    // name: seconds since it was last changed
    const files: Record<string, number> = {
      [LEFTOVER]: 3 * DAY,
      'aaa.json': 3 * DAY, // a book published now, last scanned days ago
      'aaa.grades.json': 3 * DAY,
      'bbb.json': 3600, // another shelf's book, published an hour ago
      'bbb.json.77.0.tmp': 1, // another run writing its scan now
      'ccc.json': 2 * DAY, // an earlier version of a book, unused for two days
      'ccc.grades.json': 2 * DAY,
      'ddd.json.77.0.tmp': 2 * DAY, // left by a run killed two days ago
    };
    for (const [name, age] of Object.entries(files)) {
      writeFileSync(join(cache, name), name);
      utimesSync(join(cache, name), now - age, now - age);
    }
    forgetScans(cache, new Set(['aaa']), DAY * 1000);
    expect(readdirSync(cache).sort()).toEqual([LEFTOVER, 'aaa.grades.json', 'aaa.json', 'bbb.json', 'bbb.json.77.0.tmp'].sort());
    // What was published is marked used, and so kept a day more than what was not.
    for (const name of ['aaa.json', 'aaa.grades.json']) expect(statSync(join(cache, name)).mtimeMs / 1000).toBeGreaterThan(now - 60);
  });
});

describe('the folders a publish makes beside --out', () => {
  it('are never one that is there: a name taken is left as it is and another is made, marked', () => {
    inFolder((dir) => {
      const out = join(dir, 'site');
      mkdirSync(join(dir, '.site.building-7-0-1'));
      writeFileSync(join(dir, '.site.building-7-0-1', 'precious.txt'), 'precious');
      writeFileSync(join(dir, '.site.building-7-0-2'), 'a file');
      const turns = ['7-0-1', '7-0-2', '7-0-3'];
      const made = makeBeside(out, 'building', () => turns.shift()!);
      expect(made).toBe(join(dir, '.site.building-7-0-3'));
      expect(tree(dir)).toEqual({
        '.site.building-7-0-1': 'folder',
        '.site.building-7-0-1/precious.txt': 'file: precious',
        '.site.building-7-0-2': 'file: a file',
        '.site.building-7-0-3': 'folder',
        [`.site.building-7-0-3/${LEFTOVER}`]: `file: ${leftoverText('building', '.site.building-7-0-3', out)}`,
      });
    });
  });

  it('swapIn refuses a folder to step aside into that is there, moving nothing into it', () => {
    inFolder((dir) => {
      const [out, staged, aside] = ['out', 'staged', 'aside'].map((name) => join(dir, name));
      for (const [folder, text] of [[out, 'old'], [staged, 'new'], [aside, 'precious']] as const) {
        mkdirSync(folder);
        writeFileSync(join(folder, 'index.html'), text);
      }
      const before = tree(dir);
      expect(() => swapIn(out, staged, new Set(), aside, renameSync)).toThrow(/EEXIST/);
      expect(tree(dir)).toEqual(before);
    });
  });
});
