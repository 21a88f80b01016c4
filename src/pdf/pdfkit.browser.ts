import * as pdfkit from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';

/* pdfkit in a browser, where 'pdfkit' is its browser build already: see pdfkit.ts. */

// Its types know only the Node build's default export; the browser build also exports this.
(pdfkit as unknown as { registerStdFonts: (...fonts: unknown[]) => void }).registerStdFonts(Helvetica);

export default pdfkit.default;
