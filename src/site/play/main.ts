import type { CountdownPuzzle, CountdownSolution } from '../../engine/kinds/countdown/schema.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution } from '../../engine/kinds/cross-numbers/schema.ts';
import type { NumberMindPuzzle, NumberMindSolution } from '../../engine/kinds/number-mind/schema.ts';
import type { NumbrixPuzzle, NumbrixSolution } from '../../engine/kinds/numbrix/schema.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from '../../engine/kinds/secret-number/schema.ts';
import { playCountdown } from './countdown.ts';
import { playCrossNumbers } from './cross-numbers.ts';
import { playNumberMind } from './number-mind.ts';
import { playNumbrix } from './numbrix.ts';
import { playSecretNumber } from './secret-number.ts';

/**
 * The puzzle page's island: reads the puzzle and its answer from the page's JSON and starts
 * the kind's game over the drawing. Without JavaScript none of this runs and the page is
 * the printable puzzle it always was.
 */
type Data =
  | { kind: 'numbrix'; id: string; puzzle: NumbrixPuzzle; solution: NumbrixSolution }
  | { kind: 'secret-number'; id: string; puzzle: SecretNumberPuzzle; solution: SecretNumberSolution }
  | { kind: 'cross-numbers'; id: string; puzzle: CrossNumbersPuzzle; solution: CrossNumbersSolution }
  | { kind: 'countdown'; id: string; puzzle: CountdownPuzzle; solution: CountdownSolution }
  | { kind: 'number-mind'; id: string; puzzle: NumberMindPuzzle; solution: NumberMindSolution };

const root = document.querySelector<HTMLElement>('[data-play]');
const source = document.getElementById('play-data');
const figure = document.querySelector<HTMLElement>('.puzzle .puzzle-figure');
if (root && source && figure) {
  const data = JSON.parse(source.textContent ?? '') as Data;
  switch (data.kind) {
    case 'numbrix':
      playNumbrix(root, figure, data.id, data.puzzle, data.solution);
      break;
    case 'secret-number':
      playSecretNumber(root, figure, data.id, data.puzzle, data.solution);
      break;
    case 'cross-numbers':
      playCrossNumbers(root, figure, data.id, data.puzzle, data.solution);
      break;
    case 'countdown':
      playCountdown(root, data.id, data.puzzle, data.solution);
      break;
    case 'number-mind':
      playNumberMind(root, figure, data.id, data.puzzle, data.solution);
      break;
  }
}
