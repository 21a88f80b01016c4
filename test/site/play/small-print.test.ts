import { describe, expect, inject, it } from 'vitest';
import { bookOf } from '../books.ts';
import { problemsOf, useContexts } from '../browser.ts';
import { devicePage, openAfresh } from '../puzzle-page/page.ts';
import { noSmallPrint } from '../puzzle-page/small-print.ts';

// Issue 67: no text on a board smaller than the page's small print (puzzle-page/small-print.ts).
// Every kind's largest puzzle is measured on a phone and a laptop by the sweep of puzzle pages
// (test/site/puzzle-pages.matrix.test.ts); the largest book's Calcudoku is a 4×4, so the
// hardest the sampler prints, a 7×7 of hard (the shared archive's `small-print` book), is here.
const { books, origin } = inject('archive');
const contexts = useContexts('phone', 'desktop');

describe("no text on a board smaller than the page's small print", () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`a hard 7×7 Calcudoku on a ${device}`, async () => {
      const record = bookOf(books, 'small-print').puzzles.find((p) => p.kind === 'calcudoku')!;
      expect(record.options).toMatchObject({ size: 7 });
      const page = await openAfresh(await devicePage(contexts[device], device), origin, record.id);
      await noSmallPrint(page, 'calcudoku', `calcudoku on a ${device}`);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }
});
