import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { archiveBook, bookOf } from '../books.ts';
import { gameStarted, problemsOf, useContexts } from '../browser.ts';
import { dir, openPuzzle, solved } from './game.ts';

// "Next puzzle" on the finish is the next puzzle of the same kind and band (issue 67: an expert
// Cross Numbers led to a medium Countdown, the last Number Mind to nothing): then of the same
// kind, round to the first where it is the last; the book's next only for a kind's one puzzle.
const { books, origin } = inject('archive');
const browsers = useContexts('phone', 'desktop');

/** Every puzzle of the shared archive, with its kind, band and language. */
function everyPuzzle() {
  return readdirSync(books)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const book = bookOf(books, f.replace(/\.json$/, ''));
      return book.puzzles.map((p) => ({ id: p.id, kind: p.kind, band: p.difficulty, lang: book.spec.language ?? 'en' }));
    });
}

const nextOf = async (id: string): Promise<string | undefined> => {
  const html = await (await fetch(`${origin}/puzzles/${id}/`)).text();
  return /data-next-href="\/puzzles\/([^/"]+)\/"/.exec(html)?.[1];
};

describe('Next puzzle is the same kind, and the same band where there is one', () => {
  it('every puzzle page of the archive leads to another of its kind (and band) in its language wherever the archive has one', async () => {
    const all = everyPuzzle();
    const byId = new Map(all.map((p) => [p.id, p]));
    for (const p of all) {
      const next = await nextOf(p.id);
      const others = all.filter((q) => q.id !== p.id && q.kind === p.kind && q.lang === p.lang);
      if (others.length === 0) continue;
      expect(next, `${p.id}: a Next`).toBeDefined();
      const to = byId.get(next!)!;
      expect(to.id, p.id).not.toBe(p.id);
      expect(to.kind, `${p.id} leads to ${to.id}`).toBe(p.kind);
      expect(to.lang, `${p.id} leads to ${to.id}`).toBe(p.lang);
      if (others.some((q) => q.band === p.band)) expect(to.band, `${p.id} leads to ${to.id}`).toBe(p.band);
    }
  });

  for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]] as const) {
    it(`at ${width}×${height}: the finish of the one medium Numbrix leads to a Numbrix, not the book's next kind`, async () => {
      const r = archiveBook(books).puzzles.find((p) => p.kind === 'numbrix' && p.difficulty === 'medium')!;
      const page = await openPuzzle(r.id, browsers[device]);
      await page.setViewportSize({ width, height });
      const hint = page.locator('.play-hint-button');
      for (let i = 0; i < 100 && (await solved(page)) !== 'true'; i++) await hint.click();
      const link = page.locator('.play-finish').getByRole('link', { name: /^Next puzzle: / });
      expect(await link.innerText()).toMatch(/Numbrix · easy$/);
      await page.screenshot({ path: join(dir, `next-numbrix-${width}.png`) });
      await link.click();
      await page.waitForURL((u) => u.pathname !== `/puzzles/${r.id}/`);
      await gameStarted(page);
      expect(await page.locator('.play-layer[data-kind="numbrix"]').count()).toBe(1);
      expect(problemsOf(page)).toEqual([]);
      await page.close();
    });
  }
});
