// Issue 85: "a 5×8 bleed book has nothing that bleeds". A book with bleed marks its sections with
// thumb tabs: each puzzle page a dark tab off its outside edge into the bleed, at its section's
// own height, as published puzzle books index theirs; a book without bleed has none (nothing
// may reach a trimmed edge there). Read back with MuPDF: the fills that reach the sheet's edge.
import { beforeAll, describe, expect, it } from 'vitest';
import { onThisThread } from '../../src/book/maker.ts';
import { specSchema } from '../../src/book/spec.ts';
import { build, type Rendered } from '../../src/pipeline/pipeline.ts';
import { pageInk, pageSize } from './read.ts';
import { pagePng, write } from './tools.ts';

const SECTIONS = [
  { kind: 'numbrix', count: 3, difficulty: 'easy', options: { size: 5 } },
  { kind: 'secret-number', count: 2, difficulty: 'easy' },
  { kind: 'countdown', count: 2, difficulty: 'easy' },
];

async function made(bleed: boolean): Promise<{ path: string; rendered: Rendered }> {
  const spec = specSchema.parse({ title: 'Tabs', seed: 85, page: { size: '5x8', bleed }, sections: SECTIONS });
  const rendered = await build(spec, { where: 'spec' }, onThisThread);
  const path = write(`bleed-${bleed}.pdf`, rendered.files.find((f) => f.name === 'tabs.pdf')!.data as Uint8Array);
  return { path, rendered };
}

/** The dark fills on page `page` that reach the sheet's outside edge (the right of an odd page, the left of an even one). */
function edgeFills(path: string, page: number) {
  const [width] = pageSize(path);
  return pageInk(path, page).fills.filter((f) => f.ink >= 0.6 && (page % 2 === 1 ? f.box.x1 >= width - 0.5 : f.box.x0 <= 0.5));
}

describe('thumb tabs (issue 85)', () => {
  let withBleed: Awaited<ReturnType<typeof made>>;
  let without: Awaited<ReturnType<typeof made>>;
  beforeAll(async () => {
    [withBleed, without] = [await made(true), await made(false)];
  }, 120_000);

  it('on a book with bleed, mark each puzzle page at its section’s own height, off the outside edge into the bleed and nowhere near a puzzle', () => {
    const { path, rendered } = withBleed;
    const [width] = pageSize(path);
    const bySection = new Map<number, string>();
    rendered.layout.pages.forEach((page, i) => {
      const tabs = edgeFills(path, i + 1);
      if (page.type !== 'puzzles') {
        expect(tabs, `page ${i + 1} (${page.type})`).toEqual([]);
        return;
      }
      expect(tabs, `page ${i + 1}`).toHaveLength(1);
      const { box } = tabs[0]!;
      // 0.125 in of bleed and 0.2 in of the trimmed page: inside the 0.5 in outside margin.
      expect(box.x1 - box.x0).toBeCloseTo(0.325 * 72, 1);
      if ((i + 1) % 2 === 0) expect(box.x0).toBeCloseTo(0, 1);
      else expect(box.x1).toBeCloseTo(width, 1);
      const at = `${box.y0.toFixed(1)}–${box.y1.toFixed(1)}`;
      expect(bySection.get(page.section) ?? at, `section ${page.section + 1}, page ${i + 1}`).toBe(at);
      bySection.set(page.section, at);
    });
    // Each section its own height, one below the other, none overlapping.
    const spans = [...bySection.entries()].sort(([a], [b]) => a - b).map(([, at]) => at.split('–').map(Number));
    expect(spans).toHaveLength(SECTIONS.length);
    for (let s = 1; s < spans.length; s++) expect(spans[s]![0]!).toBeGreaterThan(spans[s - 1]![1]!);
    const first = rendered.layout.pages.findIndex((p) => p.type === 'puzzles');
    for (const page of [first + 1, first + 2, rendered.layout.pages.findLastIndex((p) => p.type === 'puzzles') + 1]) write(`bleed-page-${page}.png`, pagePng(path, page, 100));
  });

  it('on a book without bleed, are not printed: nothing reaches a trimmed edge', () => {
    const { path, rendered } = without;
    rendered.layout.pages.forEach((_, i) => expect(edgeFills(path, i + 1), `page ${i + 1}`).toEqual([]));
  });
});
