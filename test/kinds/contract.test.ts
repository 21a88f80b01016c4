/**
 * The PuzzleKind contract, held for every kind the registry lists: a kind that is missing a
 * piece, or whose pieces disagree, fails here — not at `build` after every puzzle is made.
 * For each kind: its folder has its player and oracle; its word sets are its folder's and are
 * written in every language a book can be; its options have defaults; each band is made,
 * checked, proved, agreed with by the oracle, stored and read back, and is the puzzle recorded
 * for it (test/kinds/golden.ts: made once here, not twice to see it made the same); and in
 * every language it says its title and rules, draws each puzzle and its answer to SVG, tells
 * them as text, and its player starts and says why a fresh game is not solved. Its how-to page,
 * answer key, worksheet and archive page printed in each language are contract.matrix.test.ts's:
 * each kind in a language in npm test, the rest in CI. docs/adding-a-kind.md has a kind added
 * run both.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../src/book/language.ts';
import { bookLanguages } from '../../src/engine/catalog.ts';
import { DIFFICULTIES, type Difficulty } from '../../src/engine/kind.ts';
import { disproof, makeJob } from '../../src/book/make.ts';
import type { Oracle } from '../../src/engine/oracle.ts';
import { sourceOf } from '../../src/engine/words.ts';
import { asKind, type PuzzleRecord, recordSchema } from '../../src/kinds/record.ts';
import { getKind, KIND_NAMES, type KindName, type PuzzleOf, type SolutionOf } from '../../src/kinds/registry.ts';
import { SAME_IN } from '../book/template-data.ts';
import { kinds } from '../matrix.ts';
import { expectFigure, expectWords, folder, type PlayerModule } from './contract.ts';
import { expectGolden, inRecordOrder, recorded } from './golden.ts';

/** A puzzle of a band at the kind's worked example's options, as a book section would make it (or a UserError). */
function recordOf<K extends KindName>(name: K, difficulty: Difficulty) {
  const options = getKind(name).options.parse(getKind(name).example);
  return makeJob({ index: 0, section: 0, n: 1, id: `contract-${name}-${difficulty}`, seed: `contract/${name}/${difficulty}`, kind: name, options, difficulty, language: 'en' }, `contract ${name}`);
}

/** Each message of a set of words by its key path, as written: a template's text, or the text itself. */
function messagesOf(words: unknown, path = ''): [string, string][] {
  const text = sourceOf(words) ?? (typeof words === 'string' ? words : undefined);
  if (text !== undefined) return [[path, text]];
  if (words === null || typeof words !== 'object') return [];
  return Object.entries(words).flatMap(([key, value]) => messagesOf(value, path ? `${path}.${key}` : key));
}

/**
 * The words a message says of its own in its longest form (a message in forms holds each on a
 * line), its fields left out: a name or two may rightly be the same in a language ("is even").
 */
const wordsOf = (text: string) => Math.max(...text.split('\n').map((form) => form.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu)?.length ?? 0));

/** Every language a book can be printed in: the contract holds in each. */
const LANGUAGES = bookLanguages();

describe.each(inRecordOrder(kinds()))('the %s kind keeps the contract', (name) => {
  const kind = getKind(name);

  it('its folder holds its player and its oracle; its options have defaults throughout', () => {
    for (const file of ['index.ts', 'words.ts', 'player.dom.ts', 'oracle.ts']) expect(existsSync(folder(name, file)), file).toBe(true);
    // A section may leave out `options`: the spec fills in {}.
    expect(kind.options.safeParse({}).success).toBe(true);
    expect(kind.options.safeParse(kind.example).success).toBe(true);
  });

  it('states the size it prints at, larger in large print, and says it on its docs page (issue 85)', () => {
    const { regular, large } = kind.print;
    for (const [least, most] of [regular, large]) {
      expect(least).toBeGreaterThan(0);
      expect(most).toBeGreaterThanOrEqual(least);
    }
    expect(large[0]).toBeGreaterThan(regular[0]);
    // Its page says the sizes, in regular and in large print, as `print` states them.
    const page = readFileSync(new URL(`../../docs/kinds/${name}.md`, import.meta.url), 'utf8');
    expect(page).toContain('## In print');
    for (const [least, most] of [regular, large]) expect(page, name).toContain(`**${least} to ${most} mm**`);
  });

  // Easy and expert may be out of reach at the example's small size (refused with a clear
  // error, tested elsewhere); every kind must reach at least easy there, for its how-to page.
  // A band the kind refuses at those options (`refuses`) is refused before any puzzle is tried,
  // as a spec asking for it is (book/spec.ts), in the kind's own sentence. Each band's puzzle, or
  // its refusal, is the one recorded (test/kinds/golden.ts): the same seed makes the same puzzle,
  // here after other kinds' puzzles, as in another process.
  const made: PuzzleRecord[] = [];
  it('makes each band it reaches at its example options: checked, proved, graded, stored, and as recorded', () => {
    for (const difficulty of DIFFICULTIES) {
      const refused = kind.refuses?.(kind.options.parse(kind.example) as never, difficulty);
      if (refused) {
        expect(difficulty, 'easy must be reachable').not.toBe('easy');
        expectGolden(`contract/${name}/${difficulty}`, { refused: typeof refused === 'string' ? refused : refused.message });
        continue;
      }
      let record: PuzzleRecord;
      try {
        record = recordOf(name, difficulty);
      } catch (error) {
        expect(difficulty, `easy must be reachable: ${(error as Error).message}`).not.toBe('easy');
        expectGolden(`contract/${name}/${difficulty}`, { refused: (error as Error).message });
        continue;
      }
      made.push(record);
      expect(record.kind).toBe(name);
      expect(record.difficulty).toBe(difficulty);
      expect(kind.check(record.puzzle, record.solution)).toBeNull();
      expect(disproof(record.kind, record.puzzle, record.solution)).toBeNull();
      // What is stored reads back through the record schema unchanged, grade included.
      expect(recordSchema.parse(JSON.parse(JSON.stringify(record)))).toEqual(record);
      // Every measured figure has its words, and every word its figure.
      expect(Object.keys(record.grade).filter((key) => key !== 'score').sort()).toEqual(Object.keys(kind.words.measures).sort());
      expectGolden(`contract/${name}/${difficulty}`, record);
    }
    expect(made.length).toBeGreaterThan(0);
  });

  it("plans its key's answer, where it does, from the options alone: as large as the answers it makes, every grid's exactly", () => {
    // Optional: without it a plan says the key's length is known once made (every shipped kind has it: test/pdf/preplan.test.ts).
    if (!kind.plannedAnswer) return;
    const options = kind.options.parse(kind.example);
    for (const record of made) {
      const planned = kind.plannedAnswer!(options as never, record.difficulty);
      const real = kind.drawAnswer ? kind.drawAnswer(record.puzzle as never, record.solution as never) : kind.draw(record.puzzle as never, record.solution as never);
      // Its box: the same where the options set it; else at the long end (a line of working may be longer; a criss-cross's grid is as small as its words' layout, a scramble's lines as long as its longest word, within the most the options set).
      expect(planned.figure.height, record.id).toBeGreaterThanOrEqual(real.height - 1e-9);
      expect(planned.figure.width, record.id).toBeGreaterThanOrEqual(real.width * 0.8);
      if (!['countdown', 'secret-number', 'cross-numbers', 'criss-cross', 'word-scramble', 'cryptogram'].includes(name)) expect([planned.figure.width, planned.figure.height]).toEqual([real.width, real.height]);
      expect(planned.keyStep).toBeGreaterThan(0);
    }
  });

  it('its one-line form, where it has one, reads back what it writes', () => {
    if (!kind.line) return;
    for (const record of made) expect(kind.line.read(kind.line.write(record.puzzle))).toEqual(record.puzzle);
    expect(kind.line.read('not a puzzle')).toBeNull();
    // What is wrong with a line it refuses, in a phrase a refusal names the line with; a line cut short is refused too.
    expect(kind.line.problem('not a puzzle')).toMatch(/^\S.{5,}$/);
    for (const record of made.slice(0, 3)) {
      const short = kind.line.write(record.puzzle).slice(0, -1);
      expect(kind.line.read(short)).toBeNull();
      expect(kind.line.problem(short)).toMatch(/^\S.{5,}$/);
    }
  });

  it('its oracle agrees with its solver on each puzzle made', async () => {
    const { oracle }: { oracle: Oracle<PuzzleOf<typeof name>, SolutionOf<typeof name>> } = await import(folder(name, 'oracle.ts').href);
    for (const record of made) {
      const found = oracle(record.puzzle, 2);
      for (const s of found) expect(kind.check(record.puzzle, s)).toBeNull();
      if (kind.proof === 'unique' && kind.sameAnswer) expect(found.map((s) => kind.sameAnswer!(s as never, record.solution as never))).toEqual([true]);
      else if (kind.proof === 'unique') expect(found).toEqual([record.solution]);
      else expect(found.length).toBeGreaterThan(0);
    }
  });

  it("its word sets are its folder's, written in every language a book can be", () => {
    // A set's id is where its catalogs are found (`<id>.<tag>.json`): a folder copied from another
    // kind and not renamed would read that kind's words, and a page would miss its own.
    expect(kind.translations.words.id).toBe(`kinds/${name}/words`);
    expect(kind.translations.play.id).toBe(`kinds/${name}/play-words`);
    for (const lang of LANGUAGES) {
      expect(kind.translations.words.has(lang), `${name}/words.${lang}.json`).toBe(true);
      expect(kind.translations.play.has(lang), `${name}/play-words.${lang}.json`).toBe(true);
      // The sets it shares with other kinds (the grid kit's techniques) are written in each too.
      for (const set of kind.translations.shared) expect(set.has(lang), `${set.id}.${lang}.json`).toBe(true);
    }
  });

  it('its words and its player\'s are its own in every language but English, not the English copied (but for those SAME_IN keeps)', () => {
    const copied = LANGUAGES.filter((lang) => lang !== 'en').flatMap((lang) =>
      (['words', 'play'] as const).flatMap((set) => {
        const file = `src/kinds/${name}/${set === 'words' ? 'words' : 'play-words'}.en.json`;
        const english = new Map(messagesOf(kind.translations[set].in('en')));
        return messagesOf(kind.translations[set].in(lang))
          .filter(([key, text]) => text === english.get(key) && wordsOf(text) > 2 && !SAME_IN[lang]?.includes(`${file}: ${key}`))
          .map(([key]) => `${file.replace('.en.', `.${lang}.`)}: ${key}`);
      }),
    );
    expect(copied, 'the English left as it is').toEqual([]);
  });

  describe.each(LANGUAGES)('in %s', (lang) => {
    it('says its title, rules and a worksheet\'s line, draws each puzzle and its answer, and says them as text', () =>
      inLanguage(lang, () => {
        expectWords(kind.title);
        // Its how-to heading is its own sentence (issue 90), naming it: a fixed one round the name lacks the article it needs ("Cómo se juega a Número secreto").
        expectWords(kind.howToPlay);
        expect(kind.howToPlay.toLowerCase()).toContain(kind.title.toLowerCase().split(' ').at(-1));
        expect(kind.howToPlay).not.toBe(kind.title);
        if (lang !== 'en') expect(kind.howToPlay).not.toBe(inLanguage('en', () => kind.howToPlay));
        for (const record of made) {
          expectFigure(kind.draw(record.puzzle));
          expectFigure(kind.draw(record.puzzle, record.solution));
          expectWords(kind.text(record.puzzle));
          expectWords(kind.text(record.puzzle, record.solution));
          expectWords(kind.words.rules(record.puzzle));
          expectWords(kind.words.instruction(record.puzzle));
          for (const words of Object.values(kind.words.measures)) expectWords(words as string);
        }
      }));

    it('its player starts a game that is not yet solved, and says why', async () => {
      // Vitest loads the player's stylesheet as an empty module; nothing here touches the DOM.
      const { player }: PlayerModule<typeof name> = await import(folder(name, 'player.dom.ts').href);
      for (const record of made) {
        const state = player.start(record.puzzle);
        expect(state.mistakes).toBe(0);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        const verdict = inLanguage(lang, () => player.verdict(record.puzzle, record.solution, state));
        expect(verdict.solved).toBe(false);
        if (!verdict.solved) expectWords(verdict.message);
        // A stored game reads back as it was stored.
        expect(player.restore(record.puzzle, JSON.parse(JSON.stringify(state)))).toEqual(state);
      }
    });
  });
});

describe('the golden records (test/kinds/golden.json)', () => {
  it('name no kind the registry does not have: a kind taken out takes its records with it (npm run golden)', () => {
    const named = new Set(Object.keys(recorded()).flatMap((key) => (/^(contract|property)\//.test(key) ? [key.split('/')[1]!] : [])));
    expect([...named].filter((name) => !(KIND_NAMES as readonly string[]).includes(name))).toEqual([]);
  });
});

describe('records are typed per kind', () => {
  it('narrowing a record by its kind types its puzzle', () => {
    const record = asKind(recordOf('numbrix', 'easy'), 'numbrix');
    expect(record.puzzle.width * record.puzzle.height).toBe(16);
    // @ts-expect-error: a Numbrix puzzle has no such field, and tsc (npm test) says so.
    expect(record.puzzle.noSuchField).toBeUndefined();
  });
});
