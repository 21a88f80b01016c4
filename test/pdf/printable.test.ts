import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unprintable } from '../../src/pdf/printable.ts';
import { cli, expectCleanFailure, tempDir } from '../cli/run.ts';
import { pagesText } from './read.ts';

const spec = (title: string, sectionTitle = 'Warm up') => `title: ${JSON.stringify(title)}
seed: 1
sections:
  - { kind: numbrix, count: 1, difficulty: easy, options: { size: 5 }, title: ${JSON.stringify(sectionTitle)} }
`;

describe('unicode in printed words', () => {
  it('prints Latin-script titles as written, accents, curly quotes, dashes and symbols included', async () => {
    const dir = tempDir();
    const title = 'Café à la crème — “Zoë’s” puzzles ™ €';
    writeFileSync(join(dir, 'spec.yaml'), spec(title, 'Ünïcödé ½ · ß'));
    const r = await cli(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'out')]);
    expect(r.stderr).toBe('');
    const json = JSON.parse(readFileSync(join(dir, 'out', 'cafe-a-la-creme-zoe-s-puzzles-tm.json'), 'utf8'));
    expect(json.title).toBe(title);
    const text = pagesText(join(dir, 'out', 'cafe-a-la-creme-zoe-s-puzzles-tm.pdf'), false).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Café à la crème — “Zoë’s” puzzles ™ €');
    expect(text).toContain('Ünïcödé ½ · ß');
  });

  it.each([
    ['CJK', '数字パズル', 'title', '数'],
    ['emoji', 'Puzzles 🧩', 'title', '🧩'],
    ['Hebrew', 'חידות', 'title', 'ח'],
    ['a control character', 'Tab\there', 'title', 'control character'],
    ['a bidi override', 'Evil \u202Etxt.exe', 'title', 'U+202E'],
  ])('refuses %s it cannot print, naming the field and the character, writing nothing', async (_, title, field, named) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), spec(title));
    const r = await cli(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'out')]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(`${field}: has `);
    expect(r.stderr).toContain(named);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('names a section title too, and answers refuses a hand-edited book the same way', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), spec('Plain', 'Ελληνικά עברית'));
    const r = await cli(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'out')]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('sections[0].title: has "ע" (U+05E2)');
    writeFileSync(join(dir, 'ok.yaml'), spec('Plain'));
    expect((await cli(['build', join(dir, 'ok.yaml'), '--out', join(dir, 'ok')])).status).toBe(0);
    const book = JSON.parse(readFileSync(join(dir, 'ok', 'plain.json'), 'utf8'));
    book.title = book.spec.title = 'Plain 漢';
    writeFileSync(join(dir, 'ok', 'plain.json'), JSON.stringify(book));
    const answers = await cli(['answers', join(dir, 'ok', 'plain.json'), '--out', join(dir, 'key')]);
    expectCleanFailure(answers);
    expect(answers.stderr).toContain('title: has "漢"');
  });

  it('knows the fonts: Latin-1 and Latin Extended, not what none of them has', async () => {
    expect(unprintable('Naïve café, œuvre — “quotes” € ™ −')).toBeNull();
    expect(unprintable('Łódź')).toBeNull();
    expect(unprintable('Łódź 漢')).toBe('漢');
    expect(unprintable('x\u0000y')).toBe('\u0000');
    expect(unprintable('zero\u200Bwidth')).toBe('\u200B');
  });
});
