import type { Runnable } from './main.ts';
import { recordsOf } from '../book/book.ts';
import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { getKind, knownNames } from '../kinds/known.ts';
import { loadKind } from '../kinds/load.ts';
import type { KindName, OptionsOf } from '../kinds/registry.ts';
import { sizeFlags, tooMuchWork } from '../book/work-cap.ts';
import { UserError } from '../engine/errors.ts';
import type { Language } from '../engine/language.ts';
import { inLanguage } from '../book/language.ts';
import { recordsJson, validate } from '../book/checked.ts';
import { seedSchema } from '../engine/schema-helpers.ts';
import { io } from './io.ts';
import { withKindHelp } from './kind-help.ts';
import { bookReporter } from './progress.ts';
import { difficultyChoices, flagInt, kindOptionFlags, languageFlag, lineKinds } from './shared.ts';

interface Args {
  kind: KindName;
  count: number;
  seed: string;
  difficulty?: Difficulty;
  json: boolean;
  format?: 'text' | 'json' | 'line';
  language: Language;
  [flag: string]: unknown;
}

/**
 * The band made without --difficulty: medium, or where a kind makes no medium puzzle at these
 * options (it refuses the band, or one would take too long), the easiest band it makes, so a
 * kind that makes only some bands still generates at its defaults; medium where it makes none,
 * which is then refused saying why.
 */
function defaultBand<K extends KindName>(name: K, options: OptionsOf<K>): Difficulty {
  const makes = (difficulty: Difficulty) => !getKind(name).refuses?.(options as never, difficulty) && !tooMuchWork([{ kind: name, count: 1, difficulty, options }]);
  return makes('medium') ? 'medium' : (DIFFICULTIES.find(makes) ?? 'medium');
}

/** What `--format` does; its help adds the kinds with a one-line form (`lineKinds`, only there: its list is the one Intl object a run would make). */
const FORMAT_WORDS = 'text: each puzzle drawn in text; json: a JSON array of records; line: one puzzle a line in the form other programs read';

export const command: Runnable<Args> = {
  // The kind named, alone (issue 88: loading all thirteen was most of a command's start); every
  // kind where the word names none or help is asked, for the choices a refusal or the help lists.
  load: async (word, helping) => {
    if (helping || !(await loadKind(word))) await import('../kinds/registry.ts');
  },
  builder: (y) =>
    y
      .positional('kind', { choices: knownNames(), demandOption: true, describe: 'puzzle kind' })
      .option('count', { type: 'number', default: 1, describe: 'how many puzzles' })
      .option('seed', { type: 'string', default: '1', describe: 'seed; puzzle n uses <seed>/<kind>/<difficulty>/<n>, as a book section named after its kind (name: <kind>) does' })
      .option('difficulty', { choices: difficultyChoices, defaultDescription: 'medium, or the easiest band the options make where they make no medium' })
      .option('json', { type: 'boolean', default: false, describe: 'print a JSON array of puzzle records, and nothing else (as --format json)' })
      .option('format', {
        choices: ['text', 'json', 'line'] as const,
        defaultDescription: 'text',
        describe: FORMAT_WORDS,
      })
      .option('language', { type: 'string', coerce: languageFlag, default: 'en', describe: "the language of the puzzles' words (Secret Number's rules, the text drawing)" })
      .strict(false) as never,
  help: (y, word) => withKindHelp(y.describe('format', `${FORMAT_WORDS} (${lineKinds()})`), 'generate', word),
  handler: (argv) => {
    const count = flagInt(argv.count, 'count', 1, 1000);
    // As a spec's seed: a seed of 10 KB made every puzzle, then its records were refused as they were printed.
    const seed = validate(seedSchema, argv.seed, '--seed');
    // --json is --format json: with another format it is refused, not one of them chosen unsaid.
    if (argv.json && argv.format !== undefined && argv.format !== 'json') throw new UserError(`--json and --format ${argv.format} ask for two outputs; give one of them`);
    const format = argv.json ? 'json' : (argv.format ?? 'text');
    const own = ['count', 'seed', 'difficulty', 'json', 'format', 'language'];
    const difficulty = argv.difficulty ?? defaultBand(argv.kind, kindOptionFlags(argv.kind, argv, own));
    if (argv.difficulty === undefined && difficulty !== 'medium') io.err(`puzzlebook: ${getKind(argv.kind).title} makes no medium puzzles at these options; making ${difficulty} ones (--difficulty asks for a band)\n`);
    const options = kindOptionFlags(argv.kind, argv, own, difficulty);
    const line = getKind(argv.kind).line;
    if (format === 'line' && !line) throw new UserError(`--format line: ${getKind(argv.kind).title} has no one-line form; use --format text or json`);
    const noLine = format === 'line' ? line!.refuses?.(options as never) : null;
    if (noLine) throw new UserError(`--format line: ${noLine}`);
    // As a spec is: refused before any puzzle is tried when one puzzle, or the count, cannot finish.
    const work = tooMuchWork([{ kind: argv.kind, count, difficulty, options }], 'one command');
    if (work) throw new UserError(`${work.field === 'count' ? '--count' : sizeFlags(argv.kind, options, difficulty)}: ${work.message}`);
    // Told on standard error, as a build's are: standard output is the puzzles alone (--json's array).
    const said = bookReporter('generate', (text) => io.err(text), io.tty);
    const tell = said.stage('puzzles', [{ title: getKind(argv.kind).title, count }]);
    let records;
    try {
      records = recordsOf(argv.kind, options, seed, difficulty, count, argv.language, tell);
    } finally {
      said.end();
    }
    if (format === 'json') {
      io.out(recordsJson(records));
      return;
    }
    if (format === 'line') {
      io.out(records.map((r) => `${line!.write(r.puzzle as never)}\n`).join(''));
      return;
    }
    inLanguage(argv.language, () => {
      for (const r of records) {
        io.out(`${r.id} · ${r.difficulty} · score ${r.grade.score} · seed ${r.seed}\n${getKind(r.kind).text(r.puzzle)}\n\n`);
      }
    });
  },
};
