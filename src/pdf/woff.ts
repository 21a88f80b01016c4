import { inflateSync } from 'node:zlib';
import { log2 } from '../engine/portable-math.ts';

/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) unpacked into the plain OpenType file it wraps.
 *
 * fontkit reads a WOFF file as it is, and inflates a table again every time it reads from it:
 * each glyph measured or embedded inflated the whole `glyf` table (in JavaScript), about an
 * eighth of a small archive's build. The unpacked file holds the same tables, byte for byte, so
 * what pdfkit measures and embeds from it is the same, and a PDF's bytes do not change.
 */
export function unpackWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(packed) : packed;
    if (data.length !== origLength) throw new Error(`WOFF table ${woff.toString('latin1', at, at + 4)} unpacks to ${data.length} bytes, not ${origLength}`);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  // The offset table and its records, then each table on a four-byte boundary (the spec's order:
  // WOFF keeps the directory sorted by tag, as OpenType wants its records).
  const head = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), head);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = head;
  tables.forEach((t, i) => {
    const at = 12 + 16 * i;
    t.tag.copy(out, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}
