import { mistakeOf } from './check.ts';
import { show } from './expr.ts';
import { cardsOf, type CountdownOptions, type CountdownPuzzle, type CountdownSolution, LARGE, SMALL, targetsOf } from './schema.ts';
import { methodsOf, simplestAt } from './steps.ts';

const isLarge = (n: number) => (LARGE as readonly number[]).includes(n);
const isSmall = (n: number) => (SMALL as readonly number[]).includes(n);

/** What is wrong with the deal itself: a number no card has, or more of a card than the pack holds. */
function badDeal(numbers: readonly number[]): string | null {
  const i = numbers.findIndex((n) => !isLarge(n) && !isSmall(n));
  if (i >= 0) return `puzzle.numbers[${i}]: ${numbers[i]} is not a card (1 to 10, 25, 50, 75, 100)`;
  for (const n of new Set(numbers)) {
    const times = numbers.filter((x) => x === n).length;
    const most = isLarge(n) ? 1 : 2;
    if (times > most) return `puzzle.numbers: holds ${n} ${times} times; the pack has ${most === 1 ? 'one' : 'two'} of it`;
  }
  return null;
}

/**
 * What a stored Countdown game shows that its options could not have dealt (another number of
 * cards or of large ones, a target out of range or among the cards), and, when the stored
 * answer is right, whether it is the key's own working: the simplest solution at the game's
 * level, which `generate` stores. A game has many solutions, so the proof cannot tell.
 */
export function unlike(options: CountdownOptions, puzzle: CountdownPuzzle, solution: CountdownSolution): string[] {
  const { numbers, target } = puzzle;
  const out: string[] = [];
  if (numbers.length !== cardsOf(options)) out.push(`puzzle.numbers: holds ${numbers.length} cards but the options deal ${cardsOf(options)}`);
  const deal = badDeal(numbers);
  if (deal) out.push(deal);
  const large = numbers.filter(isLarge).length;
  if (options.large !== undefined ? large !== options.large : large < 1 || large > 2) {
    out.push(`puzzle.numbers: holds ${large} large cards but options.large ${options.large === undefined ? 'is unset, which deals 1 or 2' : `is ${options.large}`}`);
  }
  const [lowest, highest] = targetsOf(options);
  if (target < lowest || target > highest) out.push(`puzzle.target: ${target} is outside the options' targets, ${lowest} to ${highest}`);
  if (numbers.includes(target)) out.push(`puzzle.target: ${target} is one of the cards`);
  if (mistakeOf(puzzle, solution) === null) {
    const methods = methodsOf(puzzle);
    const worked = methods.length ? simplestAt(methods, Math.min(...methods.map((m) => m.level))) : undefined;
    if (worked && show(worked.e) !== solution.expression) out.push(`solution.expression: is not the key's working, the simplest solution at the game's level: ${show(worked.e)}`);
  }
  return out;
}
