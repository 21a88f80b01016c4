import { inLanguage } from '../book/language.ts';
import { languageOf } from '../book/spec.ts';
import { checkPrintable } from './printable.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { type Progress, addPage, createDocument, finish, metricsOf, paintBlocks, paintFooter } from './document.ts';
import { type Rect, contentBox, geometry, paddedCount } from './layout.ts';
import { ANSWERS_TITLE_GAP, type AnswerPage, answerCaption, answersTitle, footerTitle, planKeyAlone, puzzlePages } from './plan.ts';
import { type TypeScale, typeFor } from './type.ts';
import { paintWorkedPage } from './worked.ts';
import { paintPacked } from './key.ts';

export { planAnswers, planKeyAlone } from './plan.ts';

/**
 * One page of the answer key, in its own document or at the back of the book: the key's title
 * on its first page, then each answer captioned with the page its puzzle is printed on.
 */
export function paintAnswersPage(
  doc: PDFKit.PDFDocument,
  book: BookFile,
  type: TypeScale,
  content: Rect,
  page: AnswerPage,
  title: string | null,
  printedOn: readonly number[],
): void {
  let area = content;
  if (title) {
    const set = metricsOf(book.spec.typeface).setBlocks(content, [{ text: title, size: type.answersTitle, bold: true, align: 'center', gap: ANSWERS_TITLE_GAP }]);
    paintBlocks(doc, set.set);
    area = set.rest;
  }
  const caption = (p: number) => answerCaption(book, type, p, printedOn[p]);
  if ('rows' in page) paintWorkedPage(doc, book, area, page, caption);
  else paintPacked(doc, book, type, area, page, caption);
}

/**
 * The answer key as a PDF of its own: every puzzle solved, captioned with the page it is
 * printed on. `progress` is called after each page. Equal books give equal bytes. For tests:
 * the commands print it through the pipeline (`render(stored(book, run), 'key')`, pipeline/pipeline.ts).
 */
export async function renderAnswers(book: BookFile, progress?: Progress): Promise<Uint8Array> {
  checkPrintable(book.spec, `${book.slug}.json`);
  return paintAnswers(book, progress);
}

/** The answer key's pages painted, with no check: a build checks in its own stages (pipeline/pipeline.ts). */
export async function paintAnswers(book: BookFile, progress?: Progress): Promise<Uint8Array> {
  // In the book's language: every word it prints is looked up in it (src/book/language.ts).
  return inLanguage(languageOf(book.spec), async () => {
    const title = answersTitle(book, false);
    const type = typeFor(book.spec);
    const doc = createDocument(book.spec.page, title, book.spec.typeface, book.spec.author);
    const printedOn = puzzlePages(book);
    const pages = planKeyAlone(book);
    const total = paddedCount(book.spec.page.size, pages.length);
    const g = geometry(book.spec.page, total);
    for (let i = 0; i < total; i++) {
      addPage(doc, g, i + 1);
      const page = pages[i];
      if (page) {
        const content = contentBox(g, i + 1);
        paintAnswersPage(doc, book, type, content, page, i === 0 ? title : null, printedOn);
        paintFooter(doc, footerTitle(book, title), i + 1, content, type.footer);
      }
      progress?.(i + 1, total);
    }
    return finish(doc);
  });
}
