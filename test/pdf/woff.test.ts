import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { unpackWoff } from '../../src/pdf/woff.ts';

const require = createRequire(import.meta.url);
const WOFFS = ['noto-sans/files/noto-sans-latin-400-normal', 'atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal', 'andika/files/andika-latin-400-normal'].map((f) => `@fontsource/${f}.woff`);

/** A table's bytes as fontkit reads them from a font (a WOFF's inflated by fontkit itself). */
function tableBytes(font: fontkit.Font, tag: string, length: number): Buffer {
  const stream = (font as unknown as { _getTableStream(tag: string): { buffer: Uint8Array; pos: number } })._getTableStream(tag);
  return Buffer.from(stream.buffer.subarray(stream.pos, stream.pos + length));
}

describe('a WOFF font unpacked to the OpenType file it wraps', () => {
  it.each(WOFFS)('%s: every table the same bytes as fontkit inflates, the same glyphs and measures', (file) => {
    const woff = readFileSync(require.resolve(file));
    const unpacked = unpackWoff(woff);
    expect(Buffer.from(unpacked.subarray(0, 4)).toString('latin1')).not.toBe('wOFF');
    const packed = fontkit.create(woff);
    const plain = fontkit.create(unpacked);
    expect((plain as unknown as { type: string }).type).toBe('TTF');
    const tables = (packed as unknown as { directory: { tables: Record<string, { length: number }> } }).directory.tables;
    expect(Object.keys(tables).length).toBeGreaterThan(8);
    for (const [tag, { length }] of Object.entries(tables)) expect(tableBytes(plain, tag, length).equals(tableBytes(packed, tag, length)), tag).toBe(true);
    const glyphs = (font: fontkit.Font) => (font as unknown as { numGlyphs: number }).numGlyphs;
    expect(glyphs(plain)).toBe(glyphs(packed));
    const advances = (font: fontkit.Font) => font.layout('Numbrix 1–81, Rätsel: ½').positions.map((p) => p.xAdvance);
    expect(advances(plain)).toEqual(advances(packed));
  });

  it('leaves a file that is not WOFF as it is', () => {
    const ttf = readFileSync(require.resolve('@expo-google-fonts/andika/Andika_400Regular.ttf'));
    expect(unpackWoff(ttf)).toBe(ttf);
  });
});
