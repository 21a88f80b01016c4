import { encode } from 'uqr';
import type { BoxItem, Figure } from '../engine/figure.ts';

/** White modules kept around the code, part of the figure: the page around it is white too. */
const QUIET = 2;

/**
 * A QR code of `text` as a figure (one module a unit), so print and screen draw it as they
 * draw a puzzle: each row's dark modules as runs of `ink` boxes. Error correction M (15% of
 * the code may be smudged or folded), as printed pages want.
 */
export function qrFigure(text: string, alt: string): Figure {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const items: BoxItem[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < size; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      items.push({ type: 'box', x: QUIET + start, y: QUIET + y, w: x - start, h: 1, role: 'ink' });
    }
  });
  return { width: size + 2 * QUIET, height: size + 2 * QUIET, items, alt };
}
