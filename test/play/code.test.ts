/**
 * The play kit's code player, which Number Mind and Secret Number share: a fresh game, the
 * places still to write, a hint written in, and the verdict, which is the kind's own answer
 * check in the kind's words, ringed where it is about. The browser tests play both to the end.
 */
import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../src/book/make.ts';
import { digitsOf, openPlaces, withHint } from '../../src/play/code.ts';
import { getKind } from '../../src/kinds/registry.ts';

describe('a code', () => {
  it('is judged once every box holds a digit, and a number once its first is not 0', () => {
    expect(openPlaces('', 3)).toEqual([0, 1, 2]);
    expect(openPlaces('1 3', 3)).toEqual([1]);
    expect(openPlaces('123', 3)).toEqual([]);
    expect(openPlaces('023', 3)).toEqual([]);
    expect(openPlaces('023', 3, true)).toEqual([0]);
    expect(openPlaces('0 3', 3, true)).toEqual([0, 1]);
  });

  it('takes a hint’s digits in their places, and gives its digits to a hint', () => {
    expect(withHint('1', 4, { type: 'step', technique: 't', cells: [2], place: [{ cell: 2, value: 7 }], say: '', before: [] })).toBe('1 7');
    expect(withHint('1 7', 4, { type: 'reveal', cells: [3], place: [{ cell: 3, value: 0 }], say: '' })).toBe('1 70');
    expect(withHint('12', 4, { type: 'done' })).toBe('12');
    expect(digitsOf('1 70')).toEqual([
      { cell: 0, value: 1 },
      { cell: 2, value: 7 },
      { cell: 3, value: 0 },
    ]);
  });
});

/** What the page asks of a player (its full type, `Player` in src/play/player.ts, is checked with the browser code). */
type Verdict = { solved: true } | { solved: false; message: string; tone?: string; always?: boolean; at?: readonly string[] };
interface CodePlayer {
  start(puzzle: unknown): Record<string, unknown> & { mistakes: number };
  restore(puzzle: unknown, stored: unknown): unknown;
  verdict(puzzle: unknown, answer: unknown, state: unknown): Verdict;
}

const CASES = [
  { kind: 'number-mind', key: 'candidate', fresh: { candidate: '', mistakes: 0 }, answer: (s: { secret: string }) => s.secret, asked: (code: string) => ({ secret: code }) },
  { kind: 'secret-number', key: 'guess', fresh: { guess: '', crossed: [], mistakes: 0 }, answer: (s: { number: number }) => String(s.number), asked: (code: string) => ({ number: Number(code) }) },
] as const;

describe.each(CASES)('the $kind player is the code player', ({ kind, key, fresh, answer, asked }) => {
  const record = makeRecord(kind, 'code', `code/${kind}`, getKind(kind).options.parse(getKind(kind).example), 'easy')!;
  const secret = answer(record.solution as never);
  const wrong = secret.replace(/^./, (d) => String((Number(d) % 9) + 1));
  const load = async (): Promise<CodePlayer> => (await import(new URL(`../../src/kinds/${kind}/player.dom.ts`, import.meta.url).href)).player;

  it('starts with nothing written, a fresh state each time, and reads back what it stores', async () => {
    const player = await load();
    expect(player.start(record.puzzle)).toEqual(fresh);
    expect(player.start(record.puzzle)).not.toBe(player.start(record.puzzle));
    const state = { ...player.start(record.puzzle), [key]: wrong, notes: [[], [1, 2], []] };
    expect(player.restore(record.puzzle, JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(player.restore(record.puzzle, { ...state, [key]: `${secret}1` })).toBeNull();
    expect(player.restore(record.puzzle, { ...state, [key]: 'abc' })).toBeNull();
  });

  it('says what to write first, then the answer check’s words and where, and solves on the answer', async () => {
    const player = await load();
    const start = player.start(record.puzzle);
    expect(player.verdict(record.puzzle, record.solution, start)).toMatchObject({ solved: false });
    expect(player.verdict(record.puzzle, record.solution, { ...start, [key]: secret })).toEqual({ solved: true });
    const kindOf = getKind(kind);
    const mistake = kindOf.mistake(record.puzzle as never, asked(wrong) as never)!;
    expect(mistake.at.length).toBeGreaterThan(0);
    expect(player.verdict(record.puzzle, record.solution, { ...start, [key]: wrong })).toEqual({
      solved: false,
      message: kindOf.check(record.puzzle as never, asked(wrong) as never),
      tone: 'bad',
      always: true,
      at: mistake.at,
    });
  });
});

/**
 * What the page's controls do, through the rules they call (`codeRules`, src/play/code-player.ts):
 * a wrong full code counts once as it is written in full, again only when checked after a digit
 * changed, never twice for one code; Check says the answer check's words and rings them; a short
 * code is told what to write first; Undo keeps the mistakes made; hints alone write the answer.
 */
describe.each(CASES)('the $kind code, played through its rules', ({ kind, key, answer }) => {
  const record = makeRecord(kind, 'code', `code/${kind}/rules`, getKind(kind).options.parse(getKind(kind).example), 'easy')!;
  const secret = answer(record.solution as never);
  const wrong = secret.replace(/^./, (d) => String((Number(d) % 9) + 1));
  const other = wrong.replace(/.$/, (d) => String((Number(d) % 9) + 1));
  const load = async () => {
    const module = await import(new URL(`../../src/kinds/${kind}/player.dom.ts`, import.meta.url).href);
    const { codeRules } = await import(new URL('../../src/play/code-player.ts', import.meta.url).href);
    return { player: module.player as CodePlayer, rules: codeRules(module.code), code: module.code };
  };
  type State = Record<string, unknown> & { mistakes: number; counted?: string[] };

  it('counts a wrong code once as it is written in full, a digit changed in it only when checked, and the same code never twice', async () => {
    const { player, rules } = await load();
    let state = player.start(record.puzzle) as State;
    // Digit by digit: nothing counted until the code is full.
    for (let i = 1; i < wrong.length; i++) state = rules.written(record.puzzle, state, wrong.slice(0, i));
    expect(state.mistakes).toBe(0);
    state = rules.written(record.puzzle, state, wrong);
    expect(state.mistakes).toBe(1);
    // Checked: the answer check's words, ringed where it points; still one mistake.
    const checked = rules.checked(record.puzzle, state);
    const mistake = getKind(kind).mistake(record.puzzle as never, (kind === 'number-mind' ? { secret: wrong } : { number: Number(wrong) }) as never)!;
    expect(checked).toMatchObject({ say: getKind(kind).check(record.puzzle as never, (kind === 'number-mind' ? { secret: wrong } : { number: Number(wrong) }) as never), tone: 'bad', flag: mistake.at });
    expect(checked.say).toMatch(kind === 'number-mind' ? new RegExp(`^${wrong} misses the score of guess(es)? [0-9, and]+\\.$`) : new RegExp(`^${wrong} breaks rules? [0-9, and]+\\.$`));
    expect(checked.update.mistakes).toBe(1);
    // A digit changed in the full code: a code on its way to another, not counted until checked.
    state = rules.written(record.puzzle, checked.update, other);
    expect(state.mistakes).toBe(1);
    expect(rules.checked(record.puzzle, state).update.mistakes).toBe(2);
    // Undone to the short code and the first wrong code written again: the same code, not counted twice.
    const { walkedTo } = await import(new URL('../../src/play/moves.ts', import.meta.url).href);
    const short = walkedTo({ ...state, [key]: wrong.slice(0, -1) }, { ...state, mistakes: 2, counted: [wrong, other] });
    expect(rules.written(record.puzzle, short, wrong).mistakes).toBe(2);
    expect(rules.written(record.puzzle, short, secret).mistakes).toBe(2);
  });

  it('on a short code, Check says what to write first and rings the empty boxes; on the answer it has nothing to say', async () => {
    const { player, rules, code } = await load();
    const state = rules.written(record.puzzle, player.start(record.puzzle), `${secret[0]} ${secret.slice(2)}`);
    expect(rules.checked(record.puzzle, state)).toEqual({ say: code.words.unfinished(record.puzzle), flag: ['answer-1'] });
    expect(rules.checked(record.puzzle, rules.written(record.puzzle, state, secret))).toBeNull();
  });

  it('is written to the answer by hints alone, digit by digit, and a wrong digit is named first', async () => {
    const { player, code } = await load();
    const { withHint } = await import(new URL('../../src/play/code.ts', import.meta.url).href);
    const length = code.length(record.puzzle);
    let state = player.start(record.puzzle) as State;
    for (let n = 0; !player.verdict(record.puzzle, record.solution, state).solved; n++) {
      expect(n).toBeLessThan(length);
      const hint = code.hint(record.puzzle, state[key] as string, record.solution);
      expect(hint.type).toMatch(/^(step|reveal)$/);
      state = { ...state, [key]: withHint(state[key] as string, length, hint) };
    }
    expect(state[key]).toBe(secret);
    expect(code.hint(record.puzzle, wrong, record.solution)).toMatchObject({ type: 'mistake', cells: [0] });
  });
});
