import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';

/*
 * pdfkit's browser build, in Node too. Its Node build deflates with Node's zlib, whose output
 * changes with the zlib a Node release ships and which no browser reproduces; the browser
 * build deflates with fflate, in plain JavaScript, so a spec gives the same PDF bytes in Node
 * as on /make/ in any browser, and on every Node. pdfkit exports that build only to browsers,
 * so it is taken by its path, beside the file its package names. A browser takes
 * pdfkit.browser.ts instead (package.json's `browser` map).
 */

const require = createRequire(import.meta.url);
const browserBuild = require.resolve('pdfkit').replace(/pdfkit\.js$/, 'pdfkit.browser.mjs');
const pdfkit = require(browserBuild) as { default: typeof PDFKitDocument; registerStdFonts: (...fonts: unknown[]) => void };

// The browser build carries no built-in font's metrics. A document opens Helvetica (it is
// never drawn, so never embedded) before the book's own faces, so it is registered.
pdfkit.registerStdFonts(Helvetica);

/** In Node pdfkit is loaded with this module; a browser loads it on first need (pdfkit.browser.ts). */
export async function loadPdfKit(): Promise<void> {}

export default pdfkit.default;
