import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Transform } from 'node:stream';

/*
 * How `puzzlebook preview` compresses, as a static host does: text (pages, scripts, styles,
 * data, drawings, WebAssembly) in brotli or gzip as the browser accepts, never what is
 * compressed already (pictures, fonts, PDFs), so the bytes a visit fetches here are those a
 * reader's host would send.
 */

/** The extensions whose files are sent compressed where the browser accepts it. */
const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.wasm', '.webmanifest']);

export type Encoding = 'br' | 'gzip';

export const compressible = (extension: string): boolean => TEXT.has(extension);

/**
 * The encoding to send for an `Accept-Encoding` header: brotli where accepted, else gzip, else
 * none. A coding listed with `q=0` is refused; `*` accepts any not listed.
 */
export function encodingFor(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.has(name) ? accepted.get(name)! : (accepted.get('*') ?? 0)) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/**
 * A stream compressing in `encoding`. Brotli at quality 5, as hosts that compress on the fly
 * set it: the top quality takes seconds on the maker's script for a few per cent.
 */
export function compressor(encoding: Encoding, size: number): Transform {
  if (encoding === 'gzip') return createGzip();
  return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}
