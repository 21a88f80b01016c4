import { unzlibSync } from 'fflate';
import { log2 } from '../engine/portable-math.ts';

/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) unpacked into the plain OpenType file it wraps.
 *
 * fontkit reads a WOFF file as it is, and inflates a table again every time it reads from it:
 * each glyph measured or embedded inflated the whole `glyf` table (in JavaScript), about an
 * eighth of a small archive's build. The unpacked file holds the same tables, byte for byte, so
 * what pdfkit measures and embeds from it is the same, and a PDF's bytes do not change.
 *
 * Plain Uint8Array and fflate's inflate rather than Buffer and node:zlib, so a browser builds
 * books with it too (issue 69); inflating is exact, so the tables are the same bytes either way.
 */
export function unpackWoff(woff: Uint8Array): Uint8Array {
  const tag = (at: number) => String.fromCharCode(...woff.subarray(at, at + 4));
  if (tag(0) !== 'wOFF') return woff;
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? unzlibSync(packed) : packed;
    if (data.length !== origLength) throw new Error(`WOFF table ${tag(at)} unpacks to ${data.length} bytes, not ${origLength}`);
    return { tag: woff.subarray(at, at + 4), checksum: view.getUint32(at + 16), data };
  });
  // The offset table and its records, then each table on a four-byte boundary (the spec's order:
  // WOFF keeps the directory sorted by tag, as OpenType wants its records).
  const head = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), head);
  const out = new Uint8Array(size);
  const put = new DataView(out.buffer);
  const power = 2 ** Math.floor(log2(numTables));
  put.setUint32(0, flavor);
  put.setUint16(4, numTables);
  put.setUint16(6, power * 16);
  put.setUint16(8, log2(power));
  put.setUint16(10, numTables * 16 - power * 16);
  let offset = head;
  tables.forEach((t, i) => {
    const at = 12 + 16 * i;
    out.set(t.tag, at);
    put.setUint32(at + 4, t.checksum);
    put.setUint32(at + 8, offset);
    put.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += padded(t.data.length);
  });
  return out;
}
