import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/** The sitemap protocol 0.9 as an XML Schema, written for these tests from the protocol's words. */
const SCHEMA = { fileName: 'sitemap.xsd', contents: readFileSync(new URL('../fixtures/sitemap.xsd', import.meta.url), 'utf8') };

/** xmllint's verdict on a sitemap or sitemap index against the protocol's schema: its errors, none if valid. */
export async function sitemapErrors(text: string, fileName = 'sitemap.xml'): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName, contents: text }], schema: [SCHEMA], maxMemoryPages: 16 * 1024 });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** The `<loc>`s of a sitemap or index, in order. */
export const locsOf = (text: string): string[] => [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
