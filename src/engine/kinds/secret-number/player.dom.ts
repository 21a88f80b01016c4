import { answerRow } from '../../../site/play/digits.ts';
import { hintButton } from '../../../site/play/hint.ts';
import type { Player } from '../../../site/play/player.ts';
import { type SecretNumberState, secretNumberHint, startSecretNumber, takeHint, verdicts } from './play.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';
import { stepper } from './steps.ts';
import './play.css';

/** Secret Number: write a guess in the answer boxes and every rule says whether it holds. */
export const player: Player<SecretNumberPuzzle, SecretNumberSolution, SecretNumberState> = {
  start: startSecretNumber,

  mount(game, view, puzzle, answer) {
    view.body.innerHTML = `<p class="play-help">Type a ${puzzle.digits}-digit guess in the boxes: each rule below says whether your guess keeps it. Tick a rule to cross it out once you have used it.</p>`;

    // Empty boxes in the middle leave the guess short, so it is not judged yet.
    const boxes = answerRow(view.layer(), puzzle.digits, (d) => `Digit ${d + 1} of your guess`, (guess) => {
      if (game.solved) return;
      // Each full guess that breaks a rule counts once, as it is written.
      const broke = verdicts(puzzle, guess)?.includes(false) ? 1 : 0;
      game.move({ ...game.state, guess, mistakes: game.state.mistakes + broke });
    });

    view.tools.append(
      hintButton(game, view, {
        next: (s) => secretNumberHint(puzzle, s.guess, answer.number),
        apply: (s, hint) => ({ ...s, guess: takeHint(puzzle, s.guess, hint) }),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );

    const list = document.createElement('ol');
    list.className = 'play-rules';
    const items = puzzle.rules.map((rule, i) => {
      const li = document.createElement('li');
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => {
        const { crossed } = game.state;
        game.update({ ...game.state, crossed: box.checked ? [...crossed, i] : crossed.filter((x) => x !== i) });
      });
      const text = document.createElement('span');
      text.className = 'play-rule-text';
      text.textContent = rule.text;
      const verdict = document.createElement('span');
      verdict.className = 'play-verdict';
      label.append(box, text);
      li.append(label, verdict);
      list.append(li);
      return { li, box, verdict };
    });
    view.body.append(list);

    return {
      render(s) {
        boxes.forEach((b, d) => (b.value = (s.guess[d] ?? '').trim()));
        const v = verdicts(puzzle, s.guess);
        items.forEach(({ li, box, verdict }, i) => {
          box.checked = s.crossed.includes(i);
          li.classList.toggle('play-crossed', box.checked);
          const kept = v?.[i];
          verdict.dataset.kept = kept === undefined ? '' : String(kept);
          verdict.textContent = kept === undefined ? '' : kept ? '✓ kept' : '✗ broken';
        });
      },
    };
  },

  verdict(puzzle, answer, state) {
    const v = verdicts(puzzle, state.guess);
    if (!v) return { solved: false, message: `Write all ${puzzle.digits} digits of your guess first (the first is not 0).` };
    if (Number(state.guess) === answer.number) return { solved: true };
    const broken = v.map((k, i) => (k ? 0 : i + 1)).filter(Boolean);
    return { solved: false, message: `${state.guess} breaks rule${broken.length === 1 ? '' : 's'} ${broken.join(', ')}.`, tone: 'bad', always: true };
  },
};
