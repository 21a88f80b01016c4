// Stands in for the `brotli` package's decompressor in /make/'s maker bundles (astro.config.mjs).
// fontkit calls it only to read a WOFF2 file (its WOFF2Font), and the maker hands fontkit none:
// the files it fetches are WOFF, unpacked before fontkit reads them (pdf/woff.ts), and TTF
// (site/make/fonts.ts; test/site/make-fonts.test.ts holds them to it). The real one is 90 KB of
// script, a brotli dictionary most of it, fetched by every first visit for nothing (issue 89).
export default function decompress() {
  throw new Error('a WOFF2 font reached fontkit in the browser, where brotli is not bundled: the maker fetches WOFF and TTF only (src/site/make/fonts.ts)');
}
