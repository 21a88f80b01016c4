import type PDFKitDocument from 'pdfkit';

/*
 * pdfkit in a browser, where 'pdfkit' is its browser build already: see pdfkit.ts. Loaded only
 * when a PDF is made (`loadPdfKit`): /make/'s preview lays pages out with fontkit alone
 * (metrics.ts), so a first visit does not fetch pdfkit (issue 89: a third of the maker's script).
 */

let loaded: typeof PDFKitDocument | undefined;

/** Fetches pdfkit and the one built-in font's metrics it is handed (see pdfkit.ts); a document can be made once it resolves. */
export async function loadPdfKit(): Promise<void> {
  if (loaded) return;
  const [pdfkit, { default: Helvetica }] = await Promise.all([import('pdfkit'), import('pdfkit/standard-fonts/Helvetica')]);
  // Its types know only the Node build's default export; the browser build also exports this.
  (pdfkit as unknown as { registerStdFonts: (...fonts: unknown[]) => void }).registerStdFonts(Helvetica);
  loaded = pdfkit.default;
}

/** pdfkit's document once `loadPdfKit` has resolved: called with `new`, it gives pdfkit's own. */
function PDFDocument(options?: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  if (!loaded) throw new Error('pdfkit is not loaded yet: await loadPdfKit() before a document is made');
  return new loaded(options);
}

export default PDFDocument as unknown as typeof PDFKitDocument;
