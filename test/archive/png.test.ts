// The PNG writer of social cards (src/archive/png.ts), read back by another decoder (MuPDF's):
// the pixels given are the pixels read, with a palette where they fit one, and the text it
// carries is found again, and not where it was tampered with.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { encodePng, pngText } from '../../src/archive/png.ts';
import { tempDir } from '../temp.ts';

/** `width` × `height` RGBA pixels, each one of `colours` (opaque unless `alpha`), chosen by a seeded stream. */
function image(width: number, height: number, colours: number, seed: string, alpha = false): Uint8Array {
  const random = seedrandom(seed);
  const palette = Array.from({ length: colours }, (_, i) => [i % 256, (i * 7) >> 3 & 255, (i * 13 + 5) & 255, alpha ? Math.floor(random() * 256) : 255]);
  const pixels = new Uint8Array(width * height * 4);
  // Runs of one colour, as a card has, and every colour at least once.
  let colour = 0;
  for (let i = 0; i < width * height; i++) {
    if (i < colours) colour = i;
    else if (random() < 0.2) colour = Math.floor(random() * colours);
    pixels.set(palette[colour]!, i * 4);
  }
  return pixels;
}

/** What MuPDF reads of a PNG: its size, whether it has alpha, and its samples (RGB, or RGBA premultiplied). */
function decoded(png: Buffer): { width: number; height: number; alpha: boolean; samples: Uint8Array } {
  const pixmap = new mupdf.Image(png).toPixmap();
  const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
  // Its components count the alpha where there is one.
  const n = pixmap.getNumberOfComponents();
  const rows = pixmap.getPixels();
  const samples = new Uint8Array(width * height * n);
  for (let y = 0; y < height; y++) samples.set(rows.subarray(y * pixmap.getStride(), y * pixmap.getStride() + width * n), y * width * n);
  return { width, height, alpha: pixmap.getAlpha() === 1, samples };
}

const colourType = (png: Buffer) => png[25];
const rgbOf = (pixels: Uint8Array) => pixels.filter((_, i) => i % 4 !== 3);

describe('a PNG written from pixels', () => {
  it.each([
    ['two colours', 2],
    ['a card’s 130', 130],
    ['exactly 256', 256],
  ])('of %s is indexed by a palette of them, and reads back as the same pixels', (_, colours) => {
    const pixels = image(97, 61, colours, `palette ${colours}`);
    const png = encodePng(pixels, 97, 61);
    expect(colourType(png)).toBe(3);
    const read = decoded(png);
    expect([read.width, read.height, read.alpha]).toEqual([97, 61, false]);
    expect(Buffer.from(read.samples).equals(Buffer.from(rgbOf(pixels)))).toBe(true);
    // Its palette holds the colours used, no more.
    const plte = png.indexOf('PLTE', 0, 'latin1');
    expect(png.readUInt32BE(plte - 4)).toBe(colours * 3);
  });

  it('of 257 colours or more is RGB, and reads back as the same pixels', () => {
    for (const colours of [257, 5000]) {
      const pixels = image(120, 80, colours, `rgb ${colours}`);
      const png = encodePng(pixels, 120, 80);
      expect(colourType(png)).toBe(2);
      expect(Buffer.from(decoded(png).samples).equals(Buffer.from(rgbOf(pixels)))).toBe(true);
    }
  });

  it('with any pixel not opaque is RGBA, its alpha kept', () => {
    const pixels = image(40, 30, 12, 'alpha', true);
    const png = encodePng(pixels, 40, 30);
    expect(colourType(png)).toBe(6);
    const read = decoded(png);
    expect(read.alpha).toBe(true);
    // MuPDF premultiplies: each colour sample is the one given times its alpha, within rounding.
    for (let i = 0; i < 40 * 30; i++) {
      const a = pixels[i * 4 + 3]!;
      expect(read.samples[i * 4 + 3]).toBe(a);
      for (let c = 0; c < 3; c++) expect(Math.abs(read.samples[i * 4 + c]! - Math.round((pixels[i * 4 + c]! * a) / 255))).toBeLessThanOrEqual(1);
    }
  });

  it('is the same bytes for the same pixels and text, and refuses pixels of another size', () => {
    const pixels = image(50, 20, 40, 'same');
    expect(encodePng(pixels, 50, 20, { key: 'k' }).equals(encodePng(new Uint8Array(pixels), 50, 20, { key: 'k' }))).toBe(true);
    expect(encodePng(pixels, 50, 20, { key: 'k' }).equals(encodePng(pixels, 50, 20, { key: 'l' }))).toBe(false);
    expect(() => encodePng(pixels, 50, 21)).toThrow(/not 50×21 RGBA pixels/);
  });

  it('reads pixels that do not start on a word boundary', () => {
    const pixels = image(33, 17, 20, 'offset');
    const shifted = new Uint8Array(pixels.length + 1).subarray(1);
    shifted.set(pixels);
    expect(encodePng(shifted, 33, 17).equals(encodePng(pixels, 33, 17))).toBe(true);
  });
});

describe("a PNG's text", () => {
  it('is read back by its keyword from the head of the file, and not where the file is no PNG, is cut short or was changed', () => {
    const dir = tempDir();
    const file = join(dir, 'card.png');
    const png = encodePng(image(300, 200, 60, 'text'), 300, 200, { 'puzzlebook-card': 'a'.repeat(64), other: 'x' });
    writeFileSync(file, png);
    expect(pngText(file, 'puzzlebook-card')).toBe('a'.repeat(64));
    expect(pngText(file, 'other')).toBe('x');
    expect(pngText(file, 'missing')).toBeNull();
    expect(pngText(join(dir, 'no-such.png'), 'puzzlebook-card')).toBeNull();
    writeFileSync(file, 'not a png at all');
    expect(pngText(file, 'puzzlebook-card')).toBeNull();
    writeFileSync(file, png.subarray(0, 40));
    expect(pngText(file, 'puzzlebook-card')).toBeNull();
    // One letter of the text changed: its checksum no longer holds.
    const changed = Buffer.from(png);
    const at = changed.indexOf('puzzlebook-card', 0, 'latin1') + 'puzzlebook-card'.length + 1;
    changed[at] = 'b'.charCodeAt(0);
    writeFileSync(file, changed);
    expect(pngText(file, 'puzzlebook-card')).toBeNull();
    expect(readFileSync(file).length).toBe(png.length);
  });
});
