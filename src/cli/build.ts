import type { CommandModule } from 'yargs';
import { readSpec } from '../book/files.ts';
import { publish } from './publish.ts';

interface Args {
  spec: string;
  out: string;
}

export const buildCommand: CommandModule<object, Args> = {
  command: 'build <spec>',
  describe: 'generate and prove every puzzle of a spec; write <slug>.pdf, <slug>-answers.pdf and <slug>.json',
  builder: (y) =>
    y
      .positional('spec', { type: 'string', demandOption: true, describe: 'book spec, YAML or JSON' })
      .option('out', { type: 'string', default: 'dist/books', describe: 'folder to write into' }),
  handler: async ({ spec: path, out }) => publish(readSpec(path), out),
};
