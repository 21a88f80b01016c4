import type { CommandModule } from 'yargs';
import { readSpec } from '../book/files.ts';
import { publish } from './publish.ts';
import { jobsFlag, jobsOption } from './shared.ts';

interface Args {
  spec: string;
  out: string;
  jobs: number;
}

export const buildCommand: CommandModule<object, Args> = {
  command: 'build <spec>',
  describe: 'generate and prove every puzzle of a spec; write <slug>.pdf, <slug>-answers.pdf and <slug>.json',
  builder: (y) =>
    y
      .positional('spec', { type: 'string', demandOption: true, describe: 'book spec, YAML or JSON' })
      .option('out', { type: 'string', default: 'dist/books', describe: 'folder to write into' })
      .option('jobs', jobsOption),
  handler: async ({ spec: path, out, jobs }) => publish(readSpec(path), out, jobsFlag(jobs), path),
};
