import { closeSync, openSync, readSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

/**
 * PNG files written from RGBA pixels (a social card, card.ts), and the text a PNG carries read
 * back. A card is greys and one accent, about 130 colours, so it is written with a palette of
 * them: a byte a pixel to compress rather than four, which makes it smaller and quicker to
 * write than resvg's own RGBA encoder (26 KB in 5 ms against 50 KB in 14 ms, measured on the
 * sampler's cards). Pixels of more colours are written as RGB, or RGBA where any is not opaque:
 * never anything but the pixels given.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** zlib's level: 3 compresses a card to about 26 KB in about 1 ms, 6 to 21 KB in 3 ms, 9 to 19 KB in 26 ms. */
const LEVEL = 3;

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/** A tEXt chunk: a Latin-1 keyword, a zero, Latin-1 text. */
const textChunk = (keyword: string, text: string) => chunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));

/** Slots of the colour table (`Indexed`): four times the most colours, so a look-up seldom probes twice. */
const SLOTS = 1024;

/**
 * An image of at most 256 colours, all opaque, as its palette (in the order the colours were
 * first met) and each pixel's index into it, row by row, each row after its filter byte (0:
 * none), as a PNG compresses them. A card's frame is indexed once a book, and each card is a
 * copy with its patches pasted in: only their pixels are looked up again.
 */
export class Indexed {
  readonly width: number;
  readonly height: number;
  readonly rows: Uint8Array;
  /** The colours met, as RGBA words, in an open-addressed table: `keys[s]` holds palette index `slots[s]` (-1: empty). A Map's look-up cost more than the rest of a card's indexing. */
  private readonly keys: Uint32Array;
  private readonly slots: Int16Array;
  /** The palette's red, green and blue, three bytes a colour. */
  private readonly rgb: number[];

  private constructor(width: number, height: number, rows: Uint8Array, keys: Uint32Array, slots: Int16Array, rgb: number[]) {
    this.width = width;
    this.height = height;
    this.rows = rows;
    this.keys = keys;
    this.slots = slots;
    this.rgb = rgb;
  }

  /** `pixels` (RGBA) indexed; null where they hold more than 256 colours or any not opaque. */
  static of(pixels: Uint8Array, width: number, height: number): Indexed | null {
    const image = new Indexed(width, height, new Uint8Array((width + 1) * height), new Uint32Array(SLOTS), new Int16Array(SLOTS).fill(-1), []);
    return image.paste(pixels, 0, 0, width, height) ? image : null;
  }

  /** A copy, its rows in `into` where given (a buffer kept a thread: a fresh 750 KB for each card costs its pages' first touch every time). */
  copy(into?: Uint8Array): Indexed {
    const rows = into && into.length === this.rows.length ? into : new Uint8Array(this.rows.length);
    rows.set(this.rows);
    return new Indexed(this.width, this.height, rows, this.keys.slice(), this.slots.slice(), [...this.rgb]);
  }

  /**
   * `pixels` (RGBA, `width` × `height`) laid over this image at (`x`, `y`); false, leaving the
   * image part changed, where a colour would be the 257th or is not opaque. Neighbours are
   * mostly alike, so a colour is looked up only where it changes.
   */
  paste(pixels: Uint8Array, x: number, y: number, width: number, height: number): boolean {
    // Read as words to compare a pixel at once; the words need the bytes aligned, as a fresh array's are.
    const bytes = pixels.byteOffset % 4 === 0 ? pixels : new Uint8Array(pixels);
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, width * height);
    const { rows, keys, slots, rgb } = this;
    const stride = this.width + 1;
    let last = -1;
    let lastIndex = 0;
    let at = 0;
    for (let row = 0; row < height; row++) {
      // Each row's filter byte, 0 (none), is the zero the rows start as.
      let out = (y + row) * stride + 1 + x;
      const end = at + width;
      while (at < end) {
        const word = words[at]!;
        if (word !== last) {
          let slot = Math.imul(word, 0x9e3779b1) >>> 22;
          while (slots[slot] !== -1 && keys[slot] !== word) slot = (slot + 1) & (SLOTS - 1);
          if (slots[slot] === -1) {
            const colours = rgb.length / 3;
            if (bytes[at * 4 + 3] !== 255 || colours === 256) return false;
            keys[slot] = word;
            slots[slot] = colours;
            rgb.push(bytes[at * 4]!, bytes[at * 4 + 1]!, bytes[at * 4 + 2]!);
          }
          last = word;
          lastIndex = slots[slot]!;
        }
        rows[out++] = lastIndex;
        at++;
      }
    }
    return true;
  }

  /** The PNG, with `text` as tEXt chunks before the pixels. */
  encode(text: Readonly<Record<string, string>> = {}): Buffer {
    return png(this.width, this.height, 3, text, this.rows, Buffer.from(this.rgb));
  }
}

/** The rows of filter type 0 (none) a PNG of more colours compresses: kept a thread, as `Indexed.copy`'s. */
let rows = Buffer.alloc(0);
function rowBuffer(bytes: number): Buffer {
  if (rows.length < bytes) rows = Buffer.alloc(bytes);
  return rows.subarray(0, bytes);
}

/** The rows of RGB (every pixel opaque) or RGBA samples, each after a filter byte. */
function direct(bytes: Uint8Array, width: number, height: number): { colour: 2 | 6; data: Buffer } {
  let opaque = true;
  for (let i = 3; i < bytes.length && opaque; i += 4) opaque = bytes[i] === 255;
  const channels = opaque ? 3 : 4;
  const stride = width * channels + 1;
  const data = rowBuffer(stride * height);
  for (let y = 0; y < height; y++) {
    let out = y * stride;
    data[out++] = 0;
    const from = y * width * 4;
    if (!opaque) {
      data.set(bytes.subarray(from, from + width * 4), out);
      continue;
    }
    for (let x = 0; x < width; x++) {
      const i = from + x * 4;
      data[out++] = bytes[i]!;
      data[out++] = bytes[i + 1]!;
      data[out++] = bytes[i + 2]!;
    }
  }
  return { colour: opaque ? 2 : 6, data };
}

/** A PNG file: its header, its text, its palette (colour type 3), and `data`, its rows, compressed. */
function png(width: number, height: number, colour: 2 | 3 | 6, text: Readonly<Record<string, string>>, data: Uint8Array, palette?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colour;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...Object.entries(text).map(([keyword, value]) => textChunk(keyword, value)),
    ...(palette ? [chunk('PLTE', palette)] : []),
    chunk('IDAT', deflateSync(data, { level: LEVEL })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * A PNG of `width` × `height` RGBA pixels (not premultiplied, row by row), with `text` as tEXt
 * chunks (Latin-1 keywords and values) before the pixels, where a reader finds them first:
 * indexed where they fit a palette, else RGB, else RGBA. The same pixels and text are the same bytes.
 */
export function encodePng(pixels: Uint8Array, width: number, height: number, text: Readonly<Record<string, string>> = {}): Buffer {
  if (pixels.length !== width * height * 4) throw new Error(`${pixels.length} bytes are not ${width}×${height} RGBA pixels`);
  const indexed = Indexed.of(pixels, width, height);
  if (indexed) return indexed.encode(text);
  const samples = direct(pixels, width, height);
  return png(width, height, samples.colour, text, samples.data);
}

/** How far into a PNG its text is looked for: the chunks before the pixels' (a card's key is in its first 200 bytes). */
const HEAD = 4096;

/**
 * The value of the tEXt chunk `keyword` among the chunks a PNG file holds before its pixels, or
 * null where it has none there, or is no PNG, or cannot be read.
 */
export function pngText(file: string, keyword: string): string | null {
  let head: Buffer;
  try {
    const fd = openSync(file, 'r');
    try {
      head = Buffer.alloc(HEAD);
      head = head.subarray(0, readSync(fd, head, 0, HEAD, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
  if (head.length < 8 || !head.subarray(0, 8).equals(SIGNATURE)) return null;
  for (let at = 8; at + 8 <= head.length; ) {
    const length = head.readUInt32BE(at);
    const type = head.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND' || at + 12 + length > head.length) return null;
    if (type === 'tEXt') {
      const data = head.subarray(at + 8, at + 8 + length);
      const zero = data.indexOf(0);
      if (zero >= 0 && data.toString('latin1', 0, zero) === keyword && crc32(head.subarray(at + 4, at + 8 + length)) === head.readUInt32BE(at + 8 + length)) {
        return data.toString('latin1', zero + 1);
      }
    }
    at += 12 + length;
  }
  return null;
}
