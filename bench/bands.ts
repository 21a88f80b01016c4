/**
 * The bands of every kind, measured: for each size a kind's bench module names (`survey` in
 * `src/kinds/<kind>/bench.ts`), the medians of score, steps, paper work and clues of each band, and the
 * time a puzzle takes to make. `npm run bench` writes them into docs/kinds (between
 * `<!-- measured:bands-<kind> -->` markers); run alone, `node bench/bands.ts numbrix 30`
 * prints one kind's with 30 seeds a band, for tuning a kind's bounds.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { KIND_NAMES, type KindName } from '../src/kinds/registry.ts';
import type { KindBench } from './lib.ts';
import { type BandFigures, bandsTable, type KindSurvey, surveyBands } from './survey.ts';

/**
 * A kind's bench module: `bench.ts` in its folder, found by its path as its player is, so a kind
 * is added in its folder alone; null where it has none.
 */
export async function benchModuleOf(kind: KindName): Promise<{ survey?: KindSurvey; bench?: KindBench } | null> {
  const file = new URL(`../src/kinds/${kind}/bench.ts`, import.meta.url);
  return existsSync(file) ? import(file.href) : null;
}

export async function surveyOf(kind: KindName): Promise<KindSurvey | null> {
  return (await benchModuleOf(kind))?.survey ?? null;
}

/** One kind's bands at each of its sizes, `seeds` puzzles a band (the module's own count by default). */
export function measureBands(survey: KindSurvey, seeds?: number): { label: string; bands: BandFigures[] }[] {
  return survey.cases.map((c) => ({ label: c.label, bands: surveyBands(c, survey.clues, 'bench/bands', seeds ?? c.seeds) }));
}

const MARKER = (kind: string) => new RegExp(`<!-- measured:bands-${kind} -->\\n[\\s\\S]*?<!-- /measured -->`);

/** Writes a kind's table into its page, where the page has the markers; false where it has none. */
export function writeBands(kind: KindName, table: string): boolean {
  const page = new URL(`../docs/kinds/${kind}.md`, import.meta.url);
  if (!existsSync(page)) return false;
  const text = readFileSync(page, 'utf8');
  if (!MARKER(kind).test(text)) return false;
  writeFileSync(page, text.replace(MARKER(kind), `<!-- measured:bands-${kind} -->\n${table}\n<!-- /measured -->`));
  return true;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const seeds = args.map(Number).find((n) => Number.isInteger(n) && n > 0);
  const kinds = args.filter((a) => (KIND_NAMES as string[]).includes(a)) as KindName[];
  for (const kind of kinds.length ? kinds : KIND_NAMES) {
    const survey = await surveyOf(kind);
    if (!survey) continue;
    const start = performance.now();
    process.stdout.write(`${kind}\n${bandsTable(survey, measureBands(survey, seeds))}\n(${((performance.now() - start) / 1000).toFixed(1)} s)\n\n`);
  }
}
