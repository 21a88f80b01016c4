import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CODE_LENGTH, puzzleCode, puzzleLink } from '../../src/book/code.ts';
import { archiveAddress, specSchema } from '../../src/book/spec.ts';

const SECTIONS = 'sections:\n  - { kind: numbrix, count: 1, difficulty: easy, options: { size: 5 } }\n';
const parsed = (yaml: string) => specSchema.safeParse(parse(`title: T\nseed: 1\n${yaml}${SECTIONS}`));

describe("a puzzle's short code", () => {
  it('is 8 characters of Crockford base 32 (no i, l, o or u), the same for the same id, and apart for 20,000 ids', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `book-${i % 7}-numbrix-${String(i).padStart(2, '0')}`);
    const codes = ids.map(puzzleCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[0-9abcdefghjkmnpqrstvwxyz]{${CODE_LENGTH}}$`));
    expect(ids.map(puzzleCode)).toEqual(codes);
    expect(new Set(codes).size).toBe(ids.length);
    // Every character is used: the 40 bits are spread over the code, not stuck at one end.
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('is the code node:crypto’s SHA-256 gave, which codes printed before were made with: @noble’s, so a browser prints the same', () => {
    // Recorded with node:crypto before the change.
    expect(['sampler-numbrix-01', 'kids-worksheets-sudoku-03', 'a-numbrix-01'].map(puzzleCode)).toEqual(['6bx9fj5g', 'txfn4j3n', 'zsxx2xdt']);
    const byNode = (id: string) => {
      const bits = createHash('sha256').update(id).digest().readUIntBE(0, 5);
      return Array.from({ length: CODE_LENGTH }, (_, i) => '0123456789abcdefghjkmnpqrstvwxyz'[Math.floor(bits / 32 ** (CODE_LENGTH - 1 - i)) % 32]).join('');
    };
    const ids = ['', 'é✓🧩 ünïcode', 'lone \uD800 surrogate', ...Array.from({ length: 2000 }, (_, i) => `book-${i}-numbrix-${i * 7}`)];
    expect(ids.map(puzzleCode)).toEqual(ids.map(byNode));
  });

  it('leads to p/CODE/ under the archive’s address', () => {
    expect(puzzleLink('https://puzzles.example.org/shelf/', 'a-numbrix-01')).toBe(`https://puzzles.example.org/shelf/p/${puzzleCode('a-numbrix-01')}/`);
  });
});

describe('the spec’s archive, qr and date', () => {
  it('takes an http or https address, its path ending in /, and refuses anything else', () => {
    expect(archiveAddress('https://puzzles.example.org')).toBe('https://puzzles.example.org/');
    expect(archiveAddress('http://example.org/shelf')).toBe('http://example.org/shelf/');
    for (const bad of ['ftp://example.org/', 'puzzles.example.org', 'https://example.org/?a=1', 'https://example.org/#top', 'https://user:pw@example.org/', 'javascript:alert(1)']) expect(archiveAddress(bad), bad).toBeNull();
    const refused = parsed('archive: ftp://example.org/\n');
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.path).toEqual(['archive']);
  });

  it('prints codes by default in a book with an address, not on a worksheet; qr needs an address', () => {
    expect(parsed('archive: https://example.org\n').data).toMatchObject({ archive: 'https://example.org/', qr: true });
    expect(parsed('archive: https://example.org\nworksheet: true\n').data).toMatchObject({ qr: false });
    expect(parsed('archive: https://example.org\nworksheet: true\nqr: true\n').data).toMatchObject({ qr: true });
    const alone = parsed('qr: true\n');
    expect(alone.success).toBe(false);
    expect(alone.error!.issues[0]!.path).toEqual(['qr']);
    // A spec without an address stores neither field: books made before keep their bytes.
    expect(Object.keys(parsed('').data!)).not.toContain('qr');
    expect(Object.keys(parsed('').data!)).not.toContain('archive');
  });

  it('takes a date as YYYY-MM-DD only', () => {
    expect(parsed('date: 2026-11-24\n').data).toMatchObject({ date: '2026-11-24' });
    for (const bad of ['2026-13-01', '24.11.2026', '2026-11-24T10:00']) expect(parsed(`date: "${bad}"\n`).success, bad).toBe(false);
  });
});
