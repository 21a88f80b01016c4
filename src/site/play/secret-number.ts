import type { SecretNumberPuzzle, SecretNumberSolution } from '../../engine/kinds/secret-number/schema.ts';
import { type SecretNumberState, startSecretNumber, verdicts } from '../../play/secret-number.ts';
import { answerRow } from './digits.ts';
import { overlay } from './overlay.ts';
import { createShell } from './shell.ts';

/** Secret Number: write a guess in the answer boxes and every rule says whether it holds. */
export function playSecretNumber(root: HTMLElement, figure: HTMLElement, id: string, puzzle: SecretNumberPuzzle, answer: SecretNumberSolution): void {
  let state = startSecretNumber();
  const shell = createShell<SecretNumberState>(root, { id, check: () => check(true), reset: () => render((state = startSecretNumber())) });
  const layer = overlay(figure);
  shell.body.innerHTML = `<p class="play-help">Type a ${puzzle.digits}-digit guess in the boxes: each rule below says whether your guess keeps it. Tick a rule to cross it out once you have used it.</p>`;

  // Empty boxes in the middle leave the guess short, so it is not judged yet.
  const boxes = answerRow(layer, puzzle.digits, (d) => `Digit ${d + 1} of your guess`, (guess) => {
    if (shell.solved) return;
    state = { ...state, guess };
    // Each full guess that breaks a rule counts once, as it is written.
    if (verdicts(puzzle, guess)?.includes(false)) state = { ...state, mistakes: state.mistakes + 1 };
    render(state);
    if (!check(false)) shell.update(state, state.mistakes);
  });

  const list = document.createElement('ol');
  list.className = 'play-rules';
  const items = puzzle.rules.map((rule, i) => {
    const li = document.createElement('li');
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.addEventListener('change', () => {
      state = { ...state, crossed: box.checked ? [...state.crossed, i] : state.crossed.filter((x) => x !== i) };
      render(state);
      shell.update(state, state.mistakes);
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
  shell.body.append(list);

  function render(s: SecretNumberState) {
    boxes.forEach((b, d) => (b.value = s.guess[d] ?? ''));
    const v = verdicts(puzzle, s.guess);
    items.forEach(({ li, box, verdict }, i) => {
      box.checked = s.crossed.includes(i);
      li.classList.toggle('play-crossed', box.checked);
      const kept = v?.[i];
      verdict.dataset.kept = kept === undefined ? '' : String(kept);
      verdict.textContent = kept === undefined ? '' : kept ? '✓ kept' : '✗ broken';
    });
  }

  function check(asked: boolean): boolean {
    const v = verdicts(puzzle, state.guess);
    if (!v) {
      if (asked) shell.say(`Write all ${puzzle.digits} digits of your guess first (the first is not 0).`);
      return false;
    }
    if (Number(state.guess) === answer.number) {
      shell.solve(state, state.mistakes);
      return true;
    }
    const broken = v.map((k, i) => (k ? 0 : i + 1)).filter(Boolean);
    shell.say(`${state.guess} breaks rule${broken.length === 1 ? '' : 's'} ${broken.join(', ')}.`, 'bad');
    return false;
  }

  if (shell.saved) state = shell.saved.state;
  render(state);
}
