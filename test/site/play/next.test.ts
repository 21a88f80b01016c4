import { readdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { bookOf } from '../books.ts';

// "Next puzzle" on the finish is the next puzzle of the same kind and band (issue 67: an expert
// Cross Numbers led to a medium Countdown, the last Number Mind to nothing): then of the same
// kind, round to the first where it is the last; the book's next only for a kind's one puzzle.
// Every puzzle page's link read from its HTML; a finish followed in Chromium, the one medium
// Numbrix's to a Numbrix, in test/site/play/ways.test.ts.
const { books, origin } = inject('archive');

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
});
