import { inLanguage } from '../book/language.ts';
import type { Language } from '../engine/language.ts';
import { randomInt } from 'node:crypto';
import type { Runnable } from './main.ts';
import { validate } from '../book/files.ts';
import { ANSWERS, PAGE_SIZES, TYPEFACES, slugify, specSchema } from '../book/spec.ts';
import { largestThatPrints, prints, type SpecAt, sizedToPrint } from '../pdf/sheet-size.ts';
import { sizeFlags, tooSlow } from '../book/work-cap.ts';
import type { Difficulty } from '../engine/kind.ts';
import { UserError } from '../engine/errors.ts';
import { getKind, KIND_NAMES, type KindName } from '../kinds/registry.ts';
import { worksheetWords } from '../templates/index.ts';
import { io } from './io.ts';
import { withKindHelp } from './kind-help.ts';
import { publish } from '../pipeline/write-book.ts';
import { ended, makerOf, reportWritten, runOf } from './publish.ts';
import { askedFlags, difficultyChoices, flagInt, jobsOption, kindOptions, languageFlag } from './shared.ts';

interface Args {
  kind: KindName;
  count: number;
  seed?: string;
  difficulty: Difficulty;
  page: (typeof PAGE_SIZES)[number];
  perPage?: number;
  layout?: string;
  title?: string;
  answers: (typeof ANSWERS)[number];
  keyPerPage: boolean;
  largePrint: boolean;
  typeface?: (typeof TYPEFACES)[number];
  language: Language;
  versions: number;
  archive?: string;
  out: string;
  jobs: number;
  [flag: string]: unknown;
}

/** The command's own flags; every other flag is one of the kind's options. */
const OWN = ['count', 'seed', 'difficulty', 'page', 'perPage', 'layout', 'title', 'answers', 'keyPerPage', 'largePrint', 'typeface', 'language', 'versions', 'archive', 'out', 'jobs'];

/** Where sheets go unless told: beside the books, not among them. */
export const WORKSHEETS = 'dist/worksheets';

/** Most versions of one sheet: A to Z. */
const MOST_VERSIONS = 26;

/**
 * A seed drawn fresh, short enough to read off a sheet and type again: six digits. It is
 * printed on the sheet and stored in its book file, so the sheet can be made again.
 */
const freshSeed = () => String(randomInt(100_000, 1_000_000));

/**
 * A worksheet for children: one kind, a few easy puzzles on large-print pages with a name,
 * date and score line, the answers on a separate sheet. The same as a book spec with
 * `worksheet: true` and one section, so it can be made again from its book file. With
 * `--versions N`, N sheets of the same band (A, B, …), each with its own seed and its key
 * labelled to match, written together.
 */
export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('kind', { choices: KIND_NAMES, demandOption: true, describe: 'puzzle kind' })
      .option('count', { type: 'number', default: 4, describe: 'how many puzzles' })
      .option('seed', { type: 'string', describe: 'seed: the same seed makes the same sheet', defaultDescription: 'drawn fresh, printed on the sheet' })
      .option('difficulty', { choices: difficultyChoices, default: 'easy' as Difficulty })
      .option('page', { choices: PAGE_SIZES, default: 'letter' as const, describe: 'paper size' })
      .option('per-page', { type: 'number', describe: 'puzzles per page', defaultDescription: 'as many as fit at the size the kind prints at' })
      .option('layout', { type: 'string', describe: 'puzzles on a page as columns x rows, such as 2x3' })
      .option('title', { type: 'string', describe: 'the heading on the sheet', defaultDescription: 'the kind' })
      .option('answers', { choices: ANSWERS, default: 'separate' as const, describe: 'the key on its own sheet, or on the back pages' })
      .option('key-per-page', { type: 'boolean', default: false, describe: 'each answer of the key on a page of its own, its first three steps shown with its key step (the key is packed, several answers a page, unless asked)' })
      .option('large-print', { type: 'boolean', default: true, describe: 'large type (--no-large-print for more on a page)' })
      .option('typeface', { choices: TYPEFACES, describe: 'andika (for children), noto (a plain sans) or hyperlegible (a slashed zero)', defaultDescription: 'andika' })
      .option('language', { type: 'string', coerce: languageFlag, default: 'en', describe: 'the language every word on the sheet is in' })
      .option('versions', { type: 'number', default: 1, describe: 'different sheets of the same band, A, B, …, each with its key' })
      .option('archive', { type: 'string', describe: "the archive's web address: each puzzle prints its short code and a QR code that open its page there" })
      // Not dist/books, which `site` (and `npm start`) publishes whole: a class's sheets are not the
      // archive's books unless the teacher puts them there (--out dist/books, with --archive to link them).
      .option('out', { type: 'string', default: WORKSHEETS, describe: "folder to write into (dist/books puts the sheet in the archive's next publish)" })
      .option('jobs', jobsOption)
      .conflicts('per-page', 'layout')
      .strict(false) as never,
  help: (y, word) => withKindHelp(y, 'worksheet', word),
  handler: async (argv) => {
    try {
      // The sheet's title and heading are words too: made in its language.
      await inLanguage(argv.language, () => makeSheets(argv));
    } catch (error) {
      throw error instanceof UserError ? new UserError(asFlags(error.message)) : error;
    }
  },
};

/**
 * A refusal as the command's user knows it: by flag, not by the spec path the sheet is made
 * from (`--per-page: 3 per page would print…`, not `worksheet: sections[0].perPage: …`), once
 * per flag.
 */
function asFlags(message: string): string {
  const flags: [RegExp, string][] = [
    [/^worksheet: sections\[\d+\]\.perPage: /, '--per-page: '],
    [/^worksheet: sections\[\d+\]\.layout: /, '--layout: '],
    [/^worksheet: (sections\[\d+\]\.)?title: /, '--title: '],
    [/^worksheet: sections\[\d+\]\.difficulty: /, '--difficulty: '],
    [/^worksheet: sections\[\d+\]\.count: /, '--count: '],
    [/^worksheet: page\.size: /, '--page: '],
    [/^worksheet: language: /, '--language: '],
    [/^worksheet: archive: /, '--archive: '],
  ];
  const seen = new Set<string>();
  const lines = message.split('\n').flatMap((line) => {
    const flag = flags.find(([from]) => from.test(line));
    if (!flag) return [line.replace(/sections\[\d+\]\.options/g, "the kind's options")];
    if (seen.has(flag[1])) return [];
    seen.add(flag[1]);
    return [line.replace(flag[0], flag[1]).replace(/sections\[\d+\]\.options/g, "the kind's options")];
  });
  return lines.join('\n');
}

async function makeSheets(argv: Args): Promise<void> {
  const kind = getKind(argv.kind);
  const count = flagInt(argv.count, 'count', 1, 40);
  const versions = flagInt(argv.versions, 'versions', 1, MOST_VERSIONS);
  const perPage = argv.perPage === undefined ? undefined : flagInt(argv.perPage, 'per-page', 1, 12);
  // What a class uses, where the flags ask for young children's puzzles and leave the size to the kind (its `classSheet`).
  const asked = askedFlags(argv.kind, argv, OWN);
  const forClass = kind.classSheet?.(asked) ?? null;
  if (forClass) io.err(`puzzlebook: ${forClass.said}\n`);
  const options = kindOptions(argv.kind, forClass ? { ...forClass.options, ...asked } : asked, argv.difficulty);
  // One puzzle that could take more than about a minute is refused by the flags that ask for it.
  const slow = tooSlow({ kind: argv.kind, options, difficulty: argv.difficulty });
  if (slow) throw new UserError(`${sizeFlags(argv.kind, options, argv.difficulty)}: ${slow}`);
  const fresh = argv.seed === undefined;
  const seed = argv.seed ?? freshSeed();
  const title = argv.title ?? worksheetWords.title({ kindTitle: kind.title });
  const heading = argv.title ?? kind.title;
  // Room left for a version's `-a` within the 60 characters of a slug.
  const slug = `${argv.title ? slugify(argv.title, argv.kind) : `${argv.kind}-worksheet`}-${slugify(seed, 'seed')}`.slice(0, 58).replace(/-+$/, '');
  // Versions A, B, … are sections of one pack: one PDF of every sheet, one key, one book file.
  const letters = versions === 1 ? [null] : Array.from({ length: versions }, (_, i) => String.fromCharCode(65 + i));
  const specAt: SpecAt = (options) =>
    validate(
      specSchema,
      {
        title,
        slug,
        seed,
        worksheet: true,
        ...(versions > 1 ? { versions: true } : {}),
        largePrint: argv.largePrint,
        ...(argv.typeface ? { typeface: argv.typeface } : {}),
        ...(argv.language !== 'en' ? { language: argv.language } : {}),
        // A sheet prints no codes unless asked; an address given here is that asking.
        ...(argv.archive !== undefined ? { archive: argv.archive, qr: true } : {}),
        page: { size: argv.page },
        answers: argv.answers,
        ...(argv.keyPerPage ? { keyPerPage: true } : {}),
        sections: letters.map((letter) => ({
          kind: argv.kind,
          // Named by its kind, as a sheet was before sections were keyed by what they ask
          // (issue 91): a seed printed in an earlier sheet's foot makes the same sheet again, and
          // `generate` with that seed makes its puzzles. Versions are keyed by place (plan.ts).
          ...(letter ? {} : { name: argv.kind }),
          title: letter ? worksheetWords.version({ title: heading, letter }) : heading,
          count,
          difficulty: argv.difficulty,
          options,
          ...(perPage !== undefined ? { perPage } : {}),
          ...(argv.layout !== undefined ? { layout: argv.layout } : {}),
        })),
      },
      'worksheet',
    );
  const asSpecified = specAt(options);
  // The kind's usual size too large for the page's least text: the largest that prints, said.
  const fitted = sizedToPrint(asSpecified, specAt, options, argv.kind, asked, OWN);
  if (fitted) io.err(`puzzlebook: ${fitted.said}\n`);
  const sheetOptions: Record<string, unknown> = fitted?.options ?? options;
  const spec = fitted ? specAt(sheetOptions) : asSpecified;
  const run = runOf('worksheet', 'worksheet');
  let written;
  try {
    written = await ended(run, () => publish(spec, run, makerOf(argv.jobs), argv.out));
  } catch (error) {
    // A size asked for that prints too large even one to a page says the largest that prints.
    if (!(error instanceof UserError)) throw error;
    const option = kind.sizeOption?.name;
    // The size as asked: a kind's options may hold it as what it sets (Word Search's rows and columns).
    const size = option === undefined ? undefined : (asked[option] ?? sheetOptions[option]);
    // Below it, the largest at which the sheet prints (measured on the stand-ins, as the refusal was).
    const fits = () => (option !== undefined && !OWN.includes(option) && typeof size === 'number' ? largestThatPrints(specAt, sheetOptions, option, size) : null);
    // A size too large to print even one to a page says the largest that prints.
    if (error.problems.some((problem) => problem.code === 'too-large' && problem.path.join('.') === 'sections.0.options')) {
      const refused = error.message.split('\n')[0]!.replace(/: make the puzzles smaller$/, '');
      const largest = fits();
      if (largest !== null) throw new UserError(`${refused}: ask for --${option} ${largest}, the largest that prints`, error.problems, error.code);
      // No size prints in large print on this page (a Criss-Cross's clues on 6×9): what does, where the plain type does.
      if (spec.largePrint && prints({ ...spec, largePrint: false })) throw new UserError(`${refused}, at any size on ${argv.page}: --no-large-print prints it`, error.problems, error.code);
    }
    // A --per-page that prints too small says the size at which it would print.
    if (perPage === undefined || !/sections\[0\]\.perPage: .* at most \d+ fit/.test(error.message)) throw error;
    const largest = fits();
    if (largest === null) throw error;
    const most = /at most (\d+) fit/.exec(error.message)![1];
    throw new UserError(`${error.message.split('\n')[0]}: ask for --${option} ${largest}, or --per-page ${most}`, error.problems, error.code);
  }
  reportWritten(written);
  if (fresh) io.out(`  seed ${seed}, drawn fresh: --seed ${seed} makes ${versions === 1 ? 'this sheet' : 'these sheets'} again\n`);
}
