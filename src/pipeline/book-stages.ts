/**
 * What a build counts as it goes (its `Run.progress` bars), as the library's `onProgress` hears
 * them: puzzles made (a book file printed again: proved), then the book's pages painted, then
 * the answer key's (a key of its own). A module of its own because the library's public types
 * name it: pipeline.ts's declarations reach the PDF code and pdfkit's types, which a package
 * user does not have (issue 91).
 */
export const BOOK_STAGES = ['proving', 'puzzles', 'pages', 'answers'] as const;
export type BookStage = (typeof BOOK_STAGES)[number];
export interface BookProgress {
  stage: BookStage;
  done: number;
  total: number;
}
