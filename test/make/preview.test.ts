// Issue 107, point 9: /make/ puts its page previews into the page as markup (innerHTML of the
// SVG draw/svg.ts writes). Only the reader's own spec reaches it, but a spec is text anyone may
// hand them: here a spec with markup in every field a person writes is previewed, planned and
// made, and every preview holds only the drawing's own elements, no attribute that runs code,
// and each hostile text as text.
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { specSchema } from '../../src/book/spec.ts';
import { standInBook } from '../../src/pdf/house.ts';
import { layoutBook, standInLayout } from '../../src/pdf/plan.ts';
import { previewPages } from '../../src/site/make/preview.ts';

const MARK = (n: number) => `</text><script>window.pwned=${n}</script><img src=x onerror="pwned=${n}"><svg onload=pwned=${n}>&amp;"'`;
/** A Word Search theme's heading is at most 60 characters: the markup that counts, in them. */
const SHORT = (n: number) => `</text><svg onload=pwned=${n}><script>pwned=${n}</script>`;
const SPEC = specSchema.parse({
  title: MARK(1),
  subtitle: MARK(2),
  author: MARK(3),
  seed: MARK(4),
  sections: [
    { kind: 'sudoku', title: MARK(5), count: 2, difficulty: 'easy' },
    { kind: 'word-search', title: MARK(6), count: 1, difficulty: 'easy', options: { theme: SHORT(7), words: ['lion', 'tiger', 'zebra', 'camel', 'horse', 'otter'] } },
    { kind: 'maze', title: MARK(8), count: 1, difficulty: 'easy', options: { size: 8 } },
  ],
});

/** The drawing's own elements: all a preview may hold. */
const ELEMENTS = new Set(['svg', 'g', 'rect', 'line', 'path', 'circle', 'ellipse', 'polygon', 'polyline', 'text', 'tspan', 'defs', 'clipPath', 'use', 'title', 'pattern', 'marker', 'symbol', 'mask']);

/** What in an SVG text is not the drawing's own: an element outside ELEMENTS, an `on…` attribute, a link that runs script. */
function foreign(svg: string): string[] {
  const out: string[] = [];
  for (const [, name] of svg.matchAll(/<\/?([A-Za-z][\w:.-]*)/g)) if (!ELEMENTS.has(name!)) out.push(`<${name}>`);
  for (const [tag] of svg.matchAll(/<[A-Za-z][^>]*>/g)) {
    // Attributes, their values aside (quoted, so a value holding " on…=" is no attribute).
    const attributes = tag!.replace(/"[^"]*"|'[^']*'/g, '""');
    for (const [, attr] of attributes.matchAll(/\s([\w:-]+)\s*=/g)) if (/^on/i.test(attr!)) out.push(`${attr}=`);
    if (/javascript:/i.test(tag!)) out.push('javascript:');
  }
  return out;
}

describe("/make/'s previews (issue 107)", () => {
  it('planned and made, hold only the drawing, with markup in every field as text', () => {
    const planned = previewPages(standInBook(SPEC, 'largest'), standInLayout(SPEC), false);
    const book = makeBook(SPEC);
    const made = previewPages(book, layoutBook(book), true);
    for (const page of [...planned, ...made]) expect(foreign(page.svg), `page ${page.number} (${page.type})`).toEqual([]);
    const all = made.map((p) => p.svg).join('');
    // The title and the section headings are shown, as text: escaped, not dropped.
    expect(all).toContain('&lt;/text&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;');
    expect(all).toContain('window.pwned=5');
    // As text only: the markup's angle brackets never stand as they were written.
    expect(all).not.toMatch(/<script|<img|<svg onload/);
  });

  it('the check finds what it is there to find', () => {
    expect(foreign('<svg><text>a</text><script>x</script><g onload="x" fill="on=1"/><a href="javascript:x">')).toEqual(['<script>', '<script>', '<a>', 'onload=', 'javascript:']);
  });
});
