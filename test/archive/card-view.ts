import { Resvg } from '@resvg/resvg-js';
import { card } from '../../src/archive/card.ts';
import { decodePng, type Gray } from './png.ts';

/** A social card's drawing panel: its left part, above the accent bar along its foot, where nothing but the drawing is ink. */
export const PANEL = { x: 0, y: 0, width: 620, height: 600 };

/** A drawing (an SVG document) rasterized alone, 500 pixels wide, with the fonts a card would set it in: what a card's panel is held to. */
export function drawingAlone(svg: string): Gray {
  const { fonts } = card(svg, { title: 'x', address: 'x' });
  return decodePng(new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: fonts }, fitTo: { mode: 'width', value: 500 } }).render().asPng());
}
