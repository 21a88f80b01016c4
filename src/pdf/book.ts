import { inLanguage } from '../book/language.ts';
import { languageOf } from '../book/spec.ts';
import { checkPrintable } from './printable.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { paintAnswersPage } from './answers.ts';
import { type Progress, addPage, createDocument, finish, paintFooter } from './document.ts';
import { paintThumbTab } from './thumb-tabs.ts';
import { contentBox, geometry } from './layout.ts';
import { howToOnline, paintHowToPage } from './how-to.ts';
import { howToVariant } from '../book/how-to.ts';
import { paintBelongsToPage, paintContentsPage, paintCopyrightPage, paintPuzzlePage, paintTitlePage } from './pages.ts';
import { type BookLayout, answersTitle, footerTitle, layoutBook } from './plan.ts';
import { checkReadable } from './readable.ts';
import { typeFor } from './type.ts';

export { answersInBook, type BookPage, layoutBook, planBook, puzzlePages } from './plan.ts';
export { checkReadable } from './readable.ts';

/** Pages that print no running foot, as in any book: the front pages before the contents, and blanks. */
const UNNUMBERED = new Set(['title', 'copyright', 'belongs-to', 'blank']);

/**
 * The book's pages as a PDF (see `layoutBook` for what is on them), after checking every word
 * prints and every puzzle prints large enough to read; `progress` is called after each page.
 * The same PDF as the pipeline's `render(stored(book, run), 'book')`, for tests that print a
 * book on its own: every command, the library and the archive render through the pipeline
 * (pipeline/pipeline.ts), which checks in its own stages and paints with `paintBook`. Equal books
 * give equal bytes.
 */
export async function renderBook(book: BookFile, progress?: Progress): Promise<Uint8Array> {
  return inLanguage(languageOf(book.spec), async () => {
    checkPrintable(book.spec, `${book.slug}.json`);
    const layout = layoutBook(book);
    checkReadable(book, layout);
    return paintBook(book, layout, progress);
  });
}

/** The book's pages painted as `layout` lays them out, with no check: see `renderBook`. */
export async function paintBook(book: BookFile, laid?: BookLayout, progress?: Progress): Promise<Uint8Array> {
  // In the book's language: every word it prints is looked up in it (src/book/language.ts).
  return inLanguage(languageOf(book.spec), async () => {
    const layout = laid ?? layoutBook(book);
    const type = typeFor(book.spec);
    const doc = createDocument(book.spec.page, book.title, book.spec.typeface, book.spec.author);
    const { pages } = layout;
    const g = geometry(book.spec.page, pages.length);
    pages.forEach((page, i) => {
      addPage(doc, g, i + 1);
      const content = contentBox(g, i + 1);
      switch (page.type) {
        case 'title':
          paintTitlePage(doc, book, type, content);
          break;
        case 'copyright':
          paintCopyrightPage(doc, book, type, content);
          break;
        case 'belongs-to':
          paintBelongsToPage(doc, book, type, content);
          break;
        case 'contents':
          paintContentsPage(doc, book, type, content, page);
          break;
        case 'how-to':
          paintHowToPage(doc, book.spec.typeface, type, content, page.kind, howToOnline(book), howToVariant(book.spec.sections, page.kind));
          break;
        case 'puzzles':
          paintPuzzlePage(doc, book, layout, type, content, page);
          paintThumbTab(doc, g, i + 1, page.section, book.spec.sections.length);
          break;
        case 'answers':
          paintAnswersPage(doc, book, type, content, page.answers, page.first ? answersTitle(book, true) : null, layout.puzzlePage);
          break;
        case 'blank':
          break;
      }
      if (!UNNUMBERED.has(page.type)) paintFooter(doc, footerTitle(book, book.title), i + 1, content, type.footer);
      progress?.(i + 1, pages.length);
    });
    return finish(doc);
  });
}
