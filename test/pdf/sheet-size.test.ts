/**
 * A worksheet with its defaults always makes a sheet (issue 110): where a kind's usual size at a
 * band would print under large print's least text on a page (a hard 15×15 Word Search on
 * Letter, its list of 19 under the grid at 10.8 pt), the sheet is made at the largest size of
 * the kind's that prints. Measured on every kind at every band its defaults make, on each page
 * size a class prints on and a 6×9 book page, from the spec alone (no puzzle is made).
 */
import { describe, expect, it } from 'vitest';
import { type BookSpec, specSchema } from '../../src/book/spec.ts';
import { prints, sizedToPrint } from '../../src/pdf/sheet-size.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { kinds } from '../matrix.ts';

const PAGES = ['letter', 'a4', '6x9'] as const;

/** A worksheet's spec as the command makes it: large print, four puzzles, the kind's options as given. */
const sheetAt = (kind: string, difficulty: string, page: string) => (options: Record<string, unknown>): BookSpec =>
  specSchema.parse({ title: 'Sheet', seed: '1', worksheet: true, largePrint: true, page: { size: page }, sections: [{ kind, name: kind, title: 'Sheet', count: 4, difficulty, options }] });

const ROWS = kinds().flatMap((kind) =>
  DIFFICULTIES.filter((d) => !getKind(kind).refuses?.(getKind(kind).options.parse({}) as never, d)).flatMap((difficulty) => PAGES.map((page) => [kind, difficulty, page] as const)),
);

describe('a worksheet at a kind’s usual size that would print too small is made at the largest size that prints', () => {
  it('every kind at every band its defaults make, on Letter, A4 and 6×9, in large print, prints as it is or at the largest size that prints (on 6×9, or without large print)', () => {
    const sized: string[] = [];
    for (const [kind, difficulty, page] of ROWS) {
      const specAt = sheetAt(kind, difficulty, page);
      const usual = specAt({});
      if (prints(usual)) {
        expect(sizedToPrint(usual, specAt, {}, kind, {}), `${kind} ${difficulty} ${page}`).toBeNull();
        continue;
      }
      const fitted = sizedToPrint(usual, specAt, {}, kind, {});
      // On a 6×9 page some kinds print at no size in large print (a Criss-Cross's clues): the
      // sheet is refused, saying --no-large-print prints it, which must then be true.
      if (!fitted && page === '6x9') {
        expect(prints({ ...usual, largePrint: false }), `${kind} ${difficulty} on ${page}, not in large print`).toBe(true);
        continue;
      }
      expect(fitted, `${kind} ${difficulty} on ${page}: its usual size is refused and no size prints`).not.toBeNull();
      const size = fitted!.options[getKind(kind).sizeOption!.name] as number;
      // The size found prints, and the next size up does not: the largest, not any.
      expect(prints(specAt(fitted!.options)), `${kind} ${difficulty} on ${page} at ${size}`).toBe(true);
      expect(prints(specAt({ [getKind(kind).sizeOption!.name]: size + 1 })), `${kind} ${difficulty} on ${page} at ${size + 1}`).toBe(false);
      expect(fitted!.said).toContain(`--${getKind(kind).sizeOption!.name} ${size}`);
      sized.push(`${kind} ${difficulty} ${page}`);
    }
    // The case the issue found is among them (on the whole registry; the new-kind check runs one kind).
    if (kinds().includes('word-search')) expect(sized).toContain('word-search hard letter');
  });

  it('leaves a size asked for as it is (that refusal stands, naming the size that prints), and a size the command\'s own flag would be read as', () => {
    const specAt = sheetAt('word-search', 'hard', 'letter');
    const asked = specAt({ size: 15 });
    expect(prints(asked)).toBe(false);
    expect(sizedToPrint(asked, specAt, { size: 15 }, 'word-search', { size: 15 })).toBeNull();
    const usual = specAt({});
    expect(sizedToPrint(usual, specAt, {}, 'word-search', {})).not.toBeNull();
    expect(sizedToPrint(usual, specAt, {}, 'word-search', {}, ['size'])).toBeNull();
  });
});
