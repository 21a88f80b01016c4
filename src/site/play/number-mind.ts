import type { NumberMindPuzzle, NumberMindSolution } from '../../engine/kinds/number-mind/schema.ts';
import { guessChecks, type NumberMindState, startNumberMind } from '../../play/number-mind.ts';
import { answerRow } from './digits.ts';
import { overlay } from './overlay.ts';
import { createShell } from './shell.ts';

/** Number Mind: write a code in the empty row; each guess shows how many places it shares with it. */
export function playNumberMind(root: HTMLElement, figure: HTMLElement, id: string, puzzle: NumberMindPuzzle, answer: NumberMindSolution): void {
  let state = startNumberMind();
  const shell = createShell<NumberMindState>(root, { id, check: () => check(true), reset: () => render((state = startNumberMind())) });
  const layer = overlay(figure);
  shell.body.innerHTML = `<p class="play-help">Type a ${puzzle.length}-digit code in the empty row. Beside each guess you see how many places your code shares with it; a code that matches every score is the secret.</p>`;

  const boxes = answerRow(layer, puzzle.length, (p) => `Digit ${p + 1} of your code`, (candidate) => {
    if (shell.solved) return;
    state = { ...state, candidate };
    // Each full code that misses a score counts once, as it is written.
    if (guessChecks(puzzle, candidate)?.some((g) => g.matches !== g.needed)) state = { ...state, mistakes: state.mistakes + 1 };
    render(state);
    if (!check(false)) shell.update(state, state.mistakes);
  });

  const table = document.createElement('table');
  table.className = 'play-guesses';
  table.innerHTML = '<caption>Your code against each guess</caption><thead><tr><th scope="col">Guess</th><th scope="col">Score</th><th scope="col">Your code shares</th></tr></thead>';
  const tbody = document.createElement('tbody');
  const rows = puzzle.guesses.map((g) => {
    const tr = document.createElement('tr');
    const guess = document.createElement('th');
    guess.scope = 'row';
    guess.textContent = g.guess;
    const score = document.createElement('td');
    score.textContent = String(g.correct);
    const shares = document.createElement('td');
    tr.append(guess, score, shares);
    tbody.append(tr);
    return { tr, shares };
  });
  table.append(tbody);
  shell.body.append(table);

  function render(s: NumberMindState) {
    boxes.forEach((b, p) => (b.value = s.candidate[p] ?? ''));
    const checks = guessChecks(puzzle, s.candidate);
    rows.forEach(({ tr, shares }, i) => {
      const c = checks?.[i];
      tr.dataset.met = c ? String(c.matches === c.needed) : '';
      shares.textContent = c ? `${c.matches} ${c.matches === c.needed ? '✓' : c.matches > c.needed ? '✗ too many' : '✗ too few'}` : '';
    });
  }

  function check(asked: boolean): boolean {
    const checks = guessChecks(puzzle, state.candidate);
    if (!checks) {
      if (asked) shell.say(`Write all ${puzzle.length} digits of your code first.`);
      return false;
    }
    if (state.candidate === answer.secret) {
      shell.solve(state, state.mistakes);
      return true;
    }
    const missed = checks.filter((g) => g.matches !== g.needed).length;
    shell.say(`Your code misses the score of ${missed} guess${missed === 1 ? '' : 'es'}.`, 'bad');
    return false;
  }

  if (shell.saved) state = shell.saved.state;
  render(state);
}
