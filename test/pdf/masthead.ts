// Puzzles' mastheads read back from a printed page (issue 111, src/pdf/masthead.ts): each number
// set large, the level's word beside it, and between them the bars the drawing paints, filled
// and empty, as a reader's eye (or a press) meets them, not as the layout meant them.
import { typeFor } from '../../src/pdf/type.ts';
import { pageInk, wordBoxes } from './read.ts';

type Source = string | Uint8Array;

/** A masthead as it reads on the page. */
export interface ReadMast {
  number: number;
  /** The level's word, the first word at the label's size right of the bars on the number's line. */
  word: string;
  /** Bars filled solid black, and bars drawn empty (outlined), left to right. */
  filled: number;
  empty: number;
  /** Each bar's height in points, left to right. */
  heights: number[];
  /** The number's box, in points from the page's top left. */
  x: number;
  y: number;
  /** The word's type size, in points. */
  wordSize: number;
}

/** Every masthead on page `page` of a book printed as `spec` says (its type scale), read from its words and its drawing, top to bottom and left to right. */
export function mastheads(source: Source, page: number, spec: { largePrint: boolean }): ReadMast[] {
  const { number: size, label } = typeFor(spec);
  const words = wordBoxes(source, page);
  const ink = pageInk(source, page);
  const numbers = words.filter((w) => /^\d+$/.test(w.text) && Math.abs(w.size - size) < 0.05);
  return numbers
    .map((n) => {
      // The line's height: the number's box, a little either way.
      const onLine = (y0: number, y1: number) => y1 > n.yMin - 1 && y0 < n.yMax + 1;
      // At the label's size: a QR code's short code below ("Hints: …") is smaller, the figure's digits below the number's line.
      const word = words.filter((w) => w.xMin > n.xMax && onLine(w.yMin, w.yMax) && Math.abs(w.size - label) < 0.05).sort((a, b) => a.xMin - b.xMin)[0];
      const right = word ? word.xMin : Infinity;
      const between = (b: { x0: number; x1: number; y0: number; y1: number }) => b.x0 >= n.xMax && b.x1 <= right && onLine(b.y0, b.y1);
      const bars = [
        ...ink.fills.filter((f) => f.ink >= 0.999 && between(f.box)).map((f) => ({ box: f.box, filled: true })),
        // An outline's path runs half its width inside the bar's edge.
        ...ink.strokes
          .filter((s) => s.ink >= 0.999 && s.points >= 4 && between(s.box))
          .map((s) => ({ box: { x0: s.box.x0 - s.width / 2, y0: s.box.y0 - s.width / 2, x1: s.box.x1 + s.width / 2, y1: s.box.y1 + s.width / 2 }, filled: false })),
      ].sort((a, b) => a.box.x0 - b.box.x0);
      return {
        number: Number(n.text),
        word: word?.text ?? '',
        filled: bars.filter((b) => b.filled).length,
        empty: bars.filter((b) => !b.filled).length,
        heights: bars.map((b) => b.box.y1 - b.box.y0),
        x: n.xMin,
        y: n.yMin,
        wordSize: word?.size ?? 0,
      };
    })
    .sort((a, b) => Math.round(a.y) - Math.round(b.y) || a.x - b.x);
}
