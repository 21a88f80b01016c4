/**
 * What a puzzle page draws, read back from the PDF as a print designer measures it: every
 * rectangle the page paints (a cell, a card, a box to write in), in points from the page's top
 * left, through MuPDF's device (the paths a page runs, with the matrix each is drawn with).
 * A cell's size is then the side most of a figure's squares share.
 */
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Filled (a cell's white or tint, a Kakuro block), stroked (an outline), or both as two paths. */
  paint: 'fill' | 'stroke';
}

const documents = new Map<string, mupdf.Document>();
function open(source: string | Uint8Array): mupdf.Document {
  if (typeof source !== 'string') return mupdf.Document.openDocument(source, 'application/pdf');
  let doc = documents.get(source);
  if (!doc) documents.set(source, (doc = mupdf.Document.openDocument(readFileSync(source), 'application/pdf')));
  return doc;
}

/** Forgets a file read before (a test that writes it again reads the new one). */
export function forget(path: string): void {
  documents.get(path)?.destroy();
  documents.delete(path);
}

/**
 * Every axis-aligned rectangle page `page` (from 1) paints: a path of one closed four-cornered
 * figure whose sides run along the axes, as pdfkit's `rect` writes a box. Lines, curves and
 * text are left out.
 */
export function boxesOn(source: string | Uint8Array, page: number): Box[] {
  const boxes: Box[] = [];
  const take = (path: mupdf.Path, ctm: mupdf.Matrix, paint: Box['paint']) => {
    const points: [number, number][] = [];
    let curved = false;
    path.walk({
      moveTo: (x, y) => points.push([x, y]),
      lineTo: (x, y) => points.push([x, y]),
      curveTo: () => (curved = true),
    });
    if (curved || points.length < 4 || points.length > 5) return;
    const [a, b, c, d, e, f] = ctm;
    const corners = points.map(([x, y]) => [a * x + c * y + e, b * x + d * y + f] as const);
    const xs = [...new Set(corners.map(([x]) => Math.round(x * 100) / 100))];
    const ys = [...new Set(corners.map(([, y]) => Math.round(y * 100) / 100))];
    if (xs.length !== 2 || ys.length !== 2) return;
    const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
    const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
    boxes.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0, paint });
  };
  const device = new mupdf.Device({
    fillPath: (path, _evenOdd, ctm) => take(path, ctm, 'fill'),
    strokePath: (path, _stroke, ctm) => take(path, ctm, 'stroke'),
  });
  open(source).loadPage(page - 1).run(device, mupdf.Matrix.identity);
  device.close();
  return boxes;
}

/**
 * The side of the squares most of a page's boxes share, in points, and how many share it:
 * a grid's cells (a Sudoku's 81), a Countdown's cards. Sides are compared to a hundredth of a point.
 */
export function cellSide(boxes: readonly Box[], least = 2): { side: number; count: number } | null {
  const counts = new Map<number, number>();
  for (const box of boxes) {
    if (Math.abs(box.width - box.height) > 0.05 || box.width < least) continue;
    const side = Math.round(box.width * 100) / 100;
    counts.set(side, (counts.get(side) ?? 0) + 1);
  }
  let best: { side: number; count: number } | null = null;
  for (const [side, count] of counts) if (!best || count > best.count || (count === best.count && side > best.side)) best = { side, count };
  return best;
}

/** Points to millimetres. */
export const mm = (points: number) => (points * 25.4) / 72;
