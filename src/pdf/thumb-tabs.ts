import { type Geometry, type Rect, trimBox } from './layout.ts';

/*
 * Thumb tabs: on a book with bleed, each puzzle page carries a dark tab at its outside edge,
 * running off the trim into the bleed, at a height that is its section's own, as a published
 * puzzle book marks its sections so a closed book shows where each starts. Without bleed
 * nothing may reach the edge (print-on-demand trims a page without bleed inside its margin),
 * so a book without it has none, and a book with it has something that needs it.
 */

const INCH = 72;
/** How far a tab reaches into the trimmed page: well inside the outside margin (0.5 in), so it never meets a puzzle. */
const REACH = 0.2 * INCH;
/** A tab's slot at most and at least: tall enough to find by thumb, and as many sections as fit the page's height. */
const TALLEST = 0.8 * INCH;
const SHORTEST = 0.35 * INCH;
/** White between one section's tab and the next's. */
const GAP = 4;
export const TAB_INK = '#333333';

/**
 * Where section `section`'s tab prints on sheet page `page` (from 1) of a book of `sections`
 * sections laid out by `g`, from the sheet's top left; null without bleed. The slots share the
 * height between the top and bottom margins, each at most `TALLEST`; where more sections than
 * slots of `SHORTEST` fit, the tabs start again at the top.
 */
export function thumbTab(g: Geometry, page: number, section: number, sections: number): Rect | null {
  if (!g.bleed) return null;
  const trim = trimBox(g, page);
  const height = g.height - g.top - g.bottom;
  const slots = Math.max(1, Math.min(sections, Math.floor(height / SHORTEST)));
  const slot = Math.min(TALLEST, height / slots);
  const y = trim.y + g.top + (section % slots) * slot;
  // The outside edge: the right of a right-hand (odd) page, the left of a left-hand one, into the bleed.
  const x = page % 2 === 1 ? trim.x + trim.width - REACH : 0;
  return { x, y, width: REACH + g.bleed, height: slot - GAP };
}

/** Paints section `section`'s tab on the current page (see `thumbTab`). */
export function paintThumbTab(doc: PDFKit.PDFDocument, g: Geometry, page: number, section: number, sections: number): void {
  const tab = thumbTab(g, page, section, sections);
  if (tab) doc.rect(tab.x, tab.y, tab.width, tab.height).fill(TAB_INK);
}
