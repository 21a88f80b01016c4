import { inflateSync } from 'node:zlib';

/** A decoded PNG: its size, and each pixel's lightness (0 black … 255 white), row by row. */
export interface Gray {
  width: number;
  height: number;
  /** width × height values. */
  light: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a PNG's header states, read without decoding it. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * A PNG of 8-bit samples (grey, grey and alpha, RGB, RGBA, or indexed by a palette without
 * transparency, as src/archive/png.ts writes cards; not interlaced) decoded to lightness, over
 * white where it is transparent: enough to see what it shows.
 */
export function decodePng(png: Buffer): Gray {
  const { width, height } = pngSize(png);
  const depth = png[24]!;
  const colour = png[25]!;
  if (depth !== 8 || png[28] !== 0) throw new Error(`a PNG of depth ${depth}, interlace ${png[28]}: not read here`);
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colour];
  if (!channels) throw new Error(`PNG colour type ${colour}: not read here`);
  const chunks: Buffer[] = [];
  let palette: Buffer | undefined;
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'PLTE') palette = png.subarray(at + 8, at + 8 + length);
    if (type === 'tRNS') throw new Error('a PNG with transparency in its palette: not read here');
    at += 12 + length;
  }
  if (colour === 3 && !palette) throw new Error('an indexed PNG without a palette');
  const data = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)]!;
    const line = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[y * stride + x - channels]! : 0;
      const b = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const predicted = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      if (predicted === undefined) throw new Error(`PNG filter ${filter}`);
      rows[y * stride + x] = (line[x]! + predicted) & 0xff;
    }
  }
  const light = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const px = palette ? palette.subarray(rows[i]! * 3, rows[i]! * 3 + 3) : rows.subarray(i * channels, (i + 1) * channels);
    if (palette && px.length < 3) throw new Error(`palette index ${rows[i]} past the palette's ${palette.length / 3} colours`);
    const grey = px.length >= 3 ? 0.299 * px[0]! + 0.587 * px[1]! + 0.114 * px[2]! : px[0]!;
    const alpha = palette ? 1 : channels === 4 ? px[3]! / 255 : channels === 2 ? px[1]! / 255 : 1;
    light[i] = Math.round(grey * alpha + 255 * (1 - alpha));
  }
  return { width, height, light };
}

/**
 * Where the ink is in a region of an image (pixels darker than `ink`), as a `size`×`size` map of
 * how much of each cell of the ink's bounding box is inked: a picture's layout, whatever its
 * scale or place, to compare two pictures of a drawing by.
 */
export function inkMap(image: Gray, region = { x: 0, y: 0, width: image.width, height: image.height }, size = 24, ink = 160): number[] {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  const dark = (x: number, y: number) => image.light[y * image.width + x]! < ink;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      if (!dark(x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (left > right) return new Array<number>(size * size).fill(0);
  const map = new Array<number>(size * size).fill(0);
  const counts = new Array<number>(size * size).fill(0);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const cell = Math.min(size - 1, Math.floor(((y - top) / (bottom - top + 1)) * size)) * size + Math.min(size - 1, Math.floor(((x - left) / (right - left + 1)) * size));
      counts[cell]!++;
      if (dark(x, y)) map[cell]!++;
    }
  }
  return map.map((n, i) => (counts[i] ? n / counts[i]! : 0));
}

/** How unlike two ink maps are: the mean difference of their cells (0 alike … 1). */
export const unlike = (a: readonly number[], b: readonly number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
