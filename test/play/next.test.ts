/**
 * Where the finish's "Next puzzle" leads (src/archive/model.ts `onwardLinks`, issue 67: an expert
 * Cross Numbers led to a medium Countdown, the last Number Mind to nothing): a puzzle of the same
 * kind and language, the next of its band after it, round to the first of its band where it is the
 * last; else the next of its kind, round; and only a puzzle alone of its kind and language to its
 * book's next. Every puzzle page of the shared archive is held to it in test/site/play/next.test.ts,
 * and a finish followed in Chromium in test/site/play/ways.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type ListingPuzzle, onwardLinks } from '../../src/archive/model.ts';

/** A puzzle as the listing knows it: what `onwardLinks` reads (its kind, band and language), its id and label. */
const p = (id: string, kind: string, difficulty: string, lang = 'en'): ListingPuzzle => ({ id, kind, difficulty, lang, label: `${id} label` }) as unknown as ListingPuzzle;
/** Each puzzle's onward id, or `book:<id>` where it leads to its book's next (the callback's), or none. */
const onward = (puzzles: ListingPuzzle[], bookNext: (q: ListingPuzzle) => string | undefined = () => undefined) =>
  onwardLinks(puzzles, (q) => {
    const next = bookNext(q);
    return next ? { id: `book:${next}`, label: next } : undefined;
  }).map((l) => l?.id);

describe('the finish’s Next puzzle', () => {
  it('is the next of the same kind, band and language, round to the first of them where it is the last', () => {
    const all = [p('a', 'sudoku', 'easy'), p('b', 'numbrix', 'easy'), p('c', 'sudoku', 'hard'), p('d', 'sudoku', 'easy'), p('e', 'sudoku', 'easy', 'es'), p('f', 'sudoku', 'easy')];
    // b and e are alone of their kind and language (and, their book's next not given, lead nowhere); c alone of its band, to the next Sudoku.
    expect(onward(all)).toEqual(['d', undefined, 'd', 'f', undefined, 'a']);
  });

  it('else the next of its kind in its language, round; never itself, nor a kind or language of another', () => {
    const all = [p('a', 'numbrix', 'medium'), p('b', 'sudoku', 'easy'), p('c', 'numbrix', 'easy'), p('d', 'numbrix', 'expert', 'de'), p('e', 'numbrix', 'hard')];
    const links = onward(all);
    // The one medium Numbrix: on to the next Numbrix in English, whatever its band.
    expect(links[0]).toBe('c');
    // The last hard one, alone of its band: round to the first Numbrix.
    expect(links[4]).toBe('a');
    expect(links[2]).toBe('e');
  });

  it('leads a puzzle alone of its kind and language to its book’s next, and no other', () => {
    const all = [p('a', 'sudoku', 'easy'), p('b', 'countdown', 'medium'), p('c', 'sudoku', 'easy'), p('d', 'countdown', 'hard', 'es')];
    const bookNext = (q: ListingPuzzle) => ({ a: 'b', b: 'c', c: undefined, d: undefined })[q.id as 'a'];
    expect(onward(all, bookNext)).toEqual(['c', 'book:c', 'a', undefined]);
  });
});
