import type { Runnable } from './main.ts';
import { validate } from '../book/files.ts';
import { slugify, specSchema } from '../book/spec.ts';
import type { Difficulty } from '../engine/kind.ts';
import { getKind, KIND_NAMES, type KindName } from '../engine/registry.ts';
import { worksheetWords } from '../templates/index.ts';
import { publish } from './publish.ts';
import { difficultyChoices, flagInt, jobsFlag, jobsOption, kindOptionFlags } from './shared.ts';

interface Args {
  kind: KindName;
  count: number;
  seed: string;
  difficulty: Difficulty;
  out: string;
  [flag: string]: unknown;
}

/**
 * A worksheet for children: one kind, a few easy puzzles on large-print pages with a name
 * and date line, the answers on a separate sheet. The same as a book spec with
 * `worksheet: true` and one section, so it can be made again from its book file.
 */
export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('kind', { choices: KIND_NAMES, demandOption: true, describe: 'puzzle kind' })
      .option('count', { type: 'number', default: 4, describe: 'how many puzzles' })
      .option('seed', { type: 'string', default: '1', describe: 'seed: the same seed makes the same worksheet' })
      .option('difficulty', { choices: difficultyChoices, default: 'easy' as Difficulty })
      .option('out', { type: 'string', default: 'dist/books', describe: 'folder to write into' })
      .option('jobs', jobsOption)
      .strict(false) as never,
  handler: async (argv) => {
    const kind = getKind(argv.kind);
    const count = flagInt(argv.count, 'count', 1, 40);
    const options = kindOptionFlags(argv.kind, argv, ['count', 'seed', 'difficulty', 'out', 'jobs'], argv.difficulty);
    const seedLabel = slugify(argv.seed, 'seed');
    const spec = validate(
      specSchema,
      {
        title: worksheetWords.title({ kindTitle: kind.title }),
        slug: `${argv.kind}-worksheet-${seedLabel}`.slice(0, 60),
        seed: argv.seed,
        worksheet: true,
        sections: [{ kind: argv.kind, count, difficulty: argv.difficulty, options }],
      },
      'worksheet',
    );
    await publish(spec, argv.out, jobsFlag(argv.jobs), 'worksheet');
  },
};
