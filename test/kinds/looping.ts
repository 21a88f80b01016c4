/**
 * The test files that loop over the kinds: what the new-kind check (test/kinds/new-kind.test.ts)
 * runs in its copy of the project on the added kind alone (PUZZLEBOOK_KIND, test/matrix.ts), in
 * place of the copy's whole `npm test`. A kind added is a folder and a registry line; what can
 * break for it, beside its own folder's tests, is in the files that take every kind from the
 * registry. looping.test.ts holds the list to the files: each file that loops over the kinds is
 * here, or in NOT_RUN with why.
 */

/** Run on the added kind, each taking its kinds from `kinds()` or `matrix()` (test/matrix.ts). */
export const KIND_LOOPING = [
  // The contract: its files, words, bands made and proved, drawing, pages and player, in every language.
  'test/kinds/contract.test.ts',
  'test/kinds/contract.matrix.test.ts',
  'test/kinds/load.test.ts',
  'test/docs.test.ts',
  'test/archive/saved-progress.test.ts',
  'test/archive/solvable.test.ts',
  'test/book/canonical.test.ts',
  'test/book/glossary.test.ts',
  'test/book/language.test.ts',
  'test/book/plan.test.ts',
  'test/book/provenance.test.ts',
  'test/book/render-every-template.matrix.test.ts',
  'test/book/work-estimate.test.ts',
  'test/cli/explain.test.ts',
  'test/cli/help.test.ts',
  'test/cli/work-bombs.test.ts',
  'test/cli/words.test.ts',
  'test/cli/worksheet.test.ts',
  'test/engine/grid-labels.test.ts',
  'test/engine/play-words.test.ts',
  'test/fuzz/solve.test.ts',
  'test/make/form.test.ts',
  'test/package/kind-entries.test.ts',
  // Its pages in print: how-to, house sizes, live area, the fixture books of every kind.
  'test/pdf/fixture-books.test.ts',
  'test/pdf/house.test.ts',
  'test/pdf/house.matrix.test.ts',
  'test/pdf/how-to.test.ts',
  'test/pdf/how-to.matrix.test.ts',
  'test/pdf/live-area.test.ts',
  'test/pdf/live-area.matrix.test.ts',
  'test/pdf/masthead.test.ts',
  'test/pdf/sheet-size.test.ts',
  'test/pdf/preplan.test.ts',
  'test/pdf/room.test.ts',
  'test/pdf/room.matrix.test.ts',
  'test/properties/generate.matrix.test.ts',
  'test/properties/pdf.matrix.test.ts',
  // In Chromium: its page, its player, its steps, the make page's form.
  'test/site/hints.test.ts',
  'test/site/make-options.test.ts',
  'test/site/make-page.test.ts',
  'test/site/make.test.ts',
  'test/site/puzzle-pages.matrix.test.ts',
  'test/site/shared-languages.test.ts',
  'test/site/steps-in-browser.test.ts',
];

/** Files that loop over the kinds and are not run there, each with why. */
export const NOT_RUN: Record<string, string> = {
  // What it asks of each kind (its entry made, solved, drawn; its types) kind-entries.test.ts asks
  // of the added kind; the rest is packing and installing, the same whatever the kinds.
  'test/package/installed.test.ts': 'a release file: the package packed and installed, its kind entries checked per kind by test/package/kind-entries.test.ts',
  // It reads the words books, which play-books.ts makes of every kind; its tests are of the kinds they name.
  'test/site/play/phone-reading.test.ts': 'its tests are of kinds it names (a long Number Mind, a 9×9 Cross Numbers, Calcudoku, each language’s Sudoku), none of the registry’s every kind',
};

/**
 * What a file that loops over the kinds says: it calls `kinds()` or `matrix()` (test/matrix.ts),
 * or runs over the registry's list (`KIND_NAMES`, or `ALL_KINDS` of the property tests'
 * arbitraries) by `.each`, `for … of` or a map of it.
 */
export const LOOPS = /\b(kinds|matrix)\(|\.each\(\s*(KIND_NAMES|ALL_KINDS)\b|\bof (KIND_NAMES|ALL_KINDS)\b|\b(KIND_NAMES|ALL_KINDS)\.(map|flatMap|filter|forEach|entries)\(/;
