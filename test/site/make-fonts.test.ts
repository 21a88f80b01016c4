import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { TYPEFACES } from '../../src/book/spec.ts';
import { fontsOf } from '../../src/pdf/faces.ts';
import { FONT_URLS } from '../../src/site/make/fonts.ts';

/*
 * Issue 89: /make/'s maker bundles stand a thrower in for brotli (src/site/make/no-woff2.js),
 * which fontkit calls to read a WOFF2 file and for nothing else. So every font file a book may
 * be set in is WOFF (unpacked before fontkit reads it) or TrueType, and the maker fetches those
 * and no other: no WOFF2 reaches fontkit in a browser.
 */

const require = createRequire(import.meta.url);
const files = [...new Set(TYPEFACES.flatMap((face) => fontsOf(face).flatMap((font) => Object.values(font.files))))];

describe("the fonts /make/'s maker hands fontkit", () => {
  it.each(files)('%s: WOFF or TrueType, never WOFF2', (file) => {
    const tag = readFileSync(require.resolve(file)).subarray(0, 4).toString('latin1');
    expect(['wOFF', '\0\x01\0\0']).toContain(tag);
  });

  it('are the font files a book may be set in, and no other', () => {
    expect(Object.keys(FONT_URLS).sort()).toEqual([...files].sort());
  });
});
