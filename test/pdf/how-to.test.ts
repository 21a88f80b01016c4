import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { howToExample } from '../../src/book/how-to.ts';
import { explain } from '../../src/engine/explain.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { stepLine } from '../../src/templates/index.ts';
import { stepPicture } from '../../src/engine/worked.ts';
import { bookOf, dir, footerOf, pagePng, pageText, type WordBox, wordBoxes, write } from './tools.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Share of the smaller box two word boxes have in common. */
function overlap(a: WordBox, b: WordBox): number {
  const w = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
  const h = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
  if (w <= 0 || h <= 0) return 0;
  const area = (x: WordBox) => (x.xMax - x.xMin) * (x.yMax - x.yMin);
  return (w * h) / Math.min(area(a), area(b));
}

describe.each([
  ['letter', { page: { size: 'letter' } }],
  ['6x9', { page: { size: '6x9' } }],
  ['letter, large print', { page: { size: 'letter' }, largePrint: true }],
])('how-to pages that teach (%s)', (name, spec) => {
  const book = bookOf({ ...spec, sections: KIND_NAMES.map((kind) => ({ kind, count: 1, difficulty: 'easy' })) });
  const pdf = renderBook(book);
  const layout = layoutBook(book);

  it.each(KIND_NAMES)("%s: walks the example's first steps, each named, and lists the techniques of every band, all on the page, none over another", async (kindName) => {
    const path = write(`how-to-${name.replace(/\W+/g, '-')}-${kindName}.pdf`, await pdf);
    const page = layout.howToPage.get(kindName)!;
    writeFileSync(join(dir, `how-to-${name.replace(/\W+/g, '-')}-${kindName}.png`), pagePng(path, page, 60));
    const text = flat(pageText(path, page, false));
    const kind = getKind(kindName);

    const example = howToExample(kindName);
    const steps = explain(kind.stepper, example.puzzle as never).steps;
    expect(text).toContain('First steps');
    for (const step of steps.slice(0, 3)) expect(text, `step ${step.n}`).toContain(flat(stepLine(step)));
    expect(text).not.toContain(flat(stepLine(steps[3] ?? { n: 4, title: 'none', say: 'no fourth step' })));

    expect(text).toContain('What each band asks');
    for (const [i, band] of DIFFICULTIES.entries()) {
      const techniques = Object.values(kind.stepper.ladder).filter((t) => t.level === i + 1);
      if (techniques.length) expect(text).toContain(capital(band));
      // Every technique is named, by its title or as the head of its description.
      for (const t of techniques) expect(text.toLowerCase()).toContain(t.title.toLowerCase());
    }

    // Nothing runs past the text column into the bottom margin but the footer, and no words overlap.
    const words = wordBoxes(path, page);
    const bottom = (() => {
      const box = contentBox(geometry(book.spec.page.size, layout.pages.length), page);
      return box.y + box.height;
    })();
    const below = words.filter((w) => w.yMax > bottom + 1).map((w) => w.text);
    expect(below.join(' ')).toBe(footerOf('Feature Test', page));
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) {
        expect(overlap(words[i]!, words[j]!), `${words[i]!.text} over ${words[j]!.text}`).toBeLessThan(0.25);
      }
    }
  });
});

describe('how-to pages on a letter page', () => {
  it("give the ladder in full, and draw Numbrix's first steps", async () => {
    const book = bookOf({ sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } }] });
    const path = write('how-to-numbrix-letter.pdf', await renderBook(book));
    const page = layoutBook(book).howToPage.get('numbrix')!;
    const text = flat(pageText(path, page, false));
    for (const t of Object.values(getKind('numbrix').stepper.ladder)) expect(text).toContain(flat(`${capital(t.title)}: ${t.what}`));
    // The first steps are drawn: the example after each, its values written in and its cells ringed.
    const example = howToExample('numbrix');
    const kind = getKind('numbrix');
    const steps = explain(kind.stepper, example.puzzle).steps.slice(0, 2);
    const keyOf = (cell: number) => kind.stepper.cellKey!(example.puzzle, cell);
    const puzzle = kind.draw(example.puzzle);
    const picture = stepPicture(puzzle, kind.draw(example.puzzle, example.solution), steps, keyOf);
    const added = picture.items.slice(puzzle.items.length);
    const written = added.flatMap((i) => (i.type === 'text' ? [Number(i.text)] : []));
    expect(written.sort((a, b) => a - b)).toEqual(steps.flatMap((s) => s.place.map((p) => p.value)).sort((a, b) => a - b));
    const rings = added.filter((i) => i.type === 'box' && i.role === 'ring');
    expect(rings.length).toBe(new Set([...steps[1]!.from, ...steps[1]!.place.map((p) => p.cell)]).size);
  });
});
