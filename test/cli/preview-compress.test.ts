import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { extname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

/**
 * `puzzlebook preview` compresses as a static host does (issue 89): text in brotli where the
 * browser accepts it, else gzip, saying so (`Content-Encoding`, `Vary: Accept-Encoding`), and
 * the bytes once decoded are the file's own; without `Accept-Encoding` the file as it is; what
 * is compressed already (pictures, fonts, PDFs) never. Over the shared archive's own preview.
 */
const { site, origin } = inject('archive');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET of `path` with `headers`, its body as sent (node:http decodes nothing). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${origin}/${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** The archive's first file with each of `extensions`, by its path under the archive. */
function firstOf(...extensions: string[]): string[] {
  const files = (readdirSync(site, { recursive: true }) as string[]).filter((f) => !f.split('/').some((part) => part.startsWith('.'))).sort();
  return extensions.map((extension) => {
    const found = files.find((f) => extname(f) === extension);
    if (!found) throw new Error(`the archive has no ${extension} file`);
    return found;
  });
}

const decode = (answer: Answer): Buffer =>
  answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;

describe('puzzlebook preview compresses text as a static host does', () => {
  const text = firstOf('.html', '.js', '.css', '.json', '.svg', '.xml');
  it.each(text)('%s: brotli, gzip or none, as accepted, the same bytes decoded', async (path) => {
    const own = readFileSync(join(site, path));
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.equals(own)).toBe(true);

    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(decode(br).equals(own)).toBe(true);
    // Worth it on anything but the smallest file.
    if (own.length > 4096) expect(br.body.length).toBeLessThan(own.length / 2);
    // Each encoding its own tag: a cache never answers one with another's bytes.
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const gzip = await get(path, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).equals(own)).toBe(true);

    const none = await get(path, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(own)).toBe(true);

    // Asked again with its tag: unchanged, 304.
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('a 404 page is compressed too, and what is compressed already never is', async () => {
    const missing = await get('no-such-page/', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(decode(missing).equals(readFileSync(join(site, '404.html')))).toBe(true);
    for (const path of firstOf('.png', '.woff2', '.pdf')) {
      const answer = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.headers.vary, path).toBeUndefined();
      expect(answer.body.equals(readFileSync(join(site, path))), path).toBe(true);
    }
  });

  it('a range asked is of the file’s own bytes, never compressed', async () => {
    const [path] = firstOf('.js');
    const answer = await get(path!, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(readFileSync(join(site, path!)).subarray(0, 100))).toBe(true);
  });
});
