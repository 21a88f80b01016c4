import { rasterize } from '../../src/archive/card.ts';
import type { Gray } from './png.ts';

/** A social card's drawing panel: its left part, above the accent bar along its foot, where nothing but the drawing is ink. */
export const PANEL = { x: 0, y: 0, width: 620, height: 600 };

/** RGBA pixels as lightness (0 black … 255 white), over white where they are transparent. */
export function lightOf({ pixels, width, height }: { pixels: Uint8Array; width: number; height: number }): Gray {
  const light = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const grey = 0.299 * pixels[i * 4]! + 0.587 * pixels[i * 4 + 1]! + 0.114 * pixels[i * 4 + 2]!;
    const alpha = pixels[i * 4 + 3]! / 255;
    light[i] = Math.round(grey * alpha + 255 * (1 - alpha));
  }
  return { width, height, light };
}

/** A drawing (an SVG document) rasterized alone, 500 pixels wide, in the fonts a card sets it in: what a card's panel is held to. */
export async function drawingAlone(svg: string): Promise<Gray> {
  return lightOf(await rasterize(svg, { width: 500 }));
}
