import { answerRow } from '../../../site/play/digits.ts';
import { hintButton } from '../../../site/play/hint.ts';
import type { Player } from '../../../site/play/player.ts';
import { guessChecks, type NumberMindState, numberMindHint, startNumberMind, takeHint } from './play.ts';
import type { NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { stepper } from './steps.ts';
import './play.css';

/** Number Mind: write a code in the empty row; each guess shows how many places it shares with it. */
export const player: Player<NumberMindPuzzle, NumberMindSolution, NumberMindState> = {
  start: startNumberMind,

  mount(game, view, puzzle, answer) {
    view.body.innerHTML = `<p class="play-help">Type a ${puzzle.length}-digit code in the empty row. Beside each guess you see how many places your code shares with it; a code that matches every score is the secret.</p>`;

    const boxes = answerRow(view.layer(), puzzle.length, (p) => `Digit ${p + 1} of your code`, (candidate) => {
      if (game.solved) return;
      // Each full code that misses a score counts once, as it is written.
      const missed = guessChecks(puzzle, candidate)?.some((g) => g.matches !== g.needed) ? 1 : 0;
      game.move({ ...game.state, candidate, mistakes: game.state.mistakes + missed });
    });

    view.tools.append(
      hintButton(game, view, {
        next: (s) => numberMindHint(puzzle, s.candidate, answer.secret),
        apply: (s, hint) => ({ ...s, candidate: takeHint(puzzle, s.candidate, hint) }),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );

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
    view.body.append(table);

    return {
      render(s) {
        boxes.forEach((b, p) => (b.value = (s.candidate[p] ?? '').trim()));
        const checks = guessChecks(puzzle, s.candidate);
        rows.forEach(({ tr, shares }, i) => {
          const c = checks?.[i];
          tr.dataset.met = c ? String(c.matches === c.needed) : '';
          shares.textContent = c ? `${c.matches} ${c.matches === c.needed ? '✓' : c.matches > c.needed ? '✗ too many' : '✗ too few'}` : '';
        });
      },
    };
  },

  verdict(puzzle, answer, state) {
    const checks = guessChecks(puzzle, state.candidate);
    if (!checks) return { solved: false, message: `Write all ${puzzle.length} digits of your code first.` };
    if (state.candidate === answer.secret) return { solved: true };
    const missed = checks.filter((g) => g.matches !== g.needed).length;
    return { solved: false, message: `Your code misses the score of ${missed} guess${missed === 1 ? '' : 'es'}.`, tone: 'bad', always: true };
  },
};
