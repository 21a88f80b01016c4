import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { toSvg } from '../../src/draw/svg.ts';
import { getKind } from '../../src/engine/registry.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { bookOf, fonts, pageText, write } from './tools.ts';

describe('type', () => {
  let book: BookFile;
  let bookPath: string;
  let keyPath: string;

  beforeAll(async () => {
    book = bookOf({
      sections: [
        { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 3 }, perPage: 1 },
        { kind: 'countdown', count: 2, difficulty: 'medium', perPage: 2 },
      ],
    });
    bookPath = write('type-book.pdf', await renderBook(book));
    keyPath = write('type-answers.pdf', await renderAnswers(book));
  });

  it('embeds Atkinson Hyperlegible, regular and bold, as subsets, and no other font', () => {
    for (const path of [bookPath, keyPath]) {
      const rows = fonts(path).trim().split('\n').slice(2);
      expect(rows).toHaveLength(2);
      expect(rows.join('\n')).toMatch(/^[A-Z]{6}\+AtkinsonHyperlegible-Regular\s.*\byes\s+yes\s+yes\b/m);
      expect(rows.join('\n')).toMatch(/^[A-Z]{6}\+AtkinsonHyperlegible-Bold\s.*\byes\s+yes\s+yes\b/m);
    }
  });

  it('prints the true minus sign (U+2212), never an en dash or hyphen, in signs', () => {
    const key = pageText(keyPath, 1);
    expect(key).toMatch(/\d+ \u2212 \d+ = \d+/);
    expect(key).not.toMatch(/\d+ [\u2013-] \d+ = \d+/);
    const countdownPage = pageText(bookPath, 3);
    expect(countdownPage).toContain('+ \u2212 × ÷');
  });

  it('names the same font first in the SVG the archive shows', () => {
    const record = book.puzzles[0]!;
    const svg = toSvg(getKind(record.kind).draw(record.puzzle));
    expect(svg).toMatch(/font-family="&apos;Atkinson Hyperlegible&apos;, Helvetica/);
    expect(svg).toContain('−');
  });
});
