import type { Layer } from './overlay.ts';

/**
 * One-character digit inputs: typing a digit fills the box and moves on, Backspace empties
 * it (or the one before), so a row of boxes reads like writing on paper.
 */
export function digitBox(label: string, onChange: (value: number | null) => void, max = 9): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'text';
  input.inputMode = 'numeric';
  input.autocomplete = 'off';
  input.maxLength = 1;
  input.setAttribute('aria-label', label);
  input.className = 'play-digit';
  input.addEventListener('beforeinput', (event) => {
    const data = (event as InputEvent).data;
    if (data && !new RegExp(`^[0-${max}]$`).test(data.slice(-1))) event.preventDefault();
  });
  input.addEventListener('input', () => {
    const text = input.value.replace(/[^0-9]/g, '').slice(-1);
    input.value = text;
    onChange(text === '' ? null : Number(text));
  });
  input.addEventListener('focus', () => input.select());
  return input;
}

/** The next box in `boxes` after `from`, for moving on once a digit is typed. */
export function advance(boxes: readonly HTMLInputElement[], from: HTMLInputElement): void {
  const i = boxes.indexOf(from);
  boxes[i + 1]?.focus();
}

/**
 * A row of digit boxes over the drawing's answer boxes (`answer-0`, `answer-1`, …), read as
 * one string: typing moves on, Backspace in an empty box goes back to the one before.
 * `onChange` gets the row's digits, a space for an empty box in the middle (so each digit keeps
 * its place) and shorter than the row while the last boxes are empty.
 */
export function answerRow(layer: Layer, length: number, label: (i: number) => string, onChange: (digits: string) => void): HTMLInputElement[] {
  const boxes: HTMLInputElement[] = [];
  for (let i = 0; i < length; i++) {
    const box = digitBox(label(i), () => {
      onChange(boxes.map((b) => b.value || ' ').join('').trimEnd());
      if (box.value) advance(boxes, box);
    });
    box.addEventListener('keydown', (event) => {
      if (event.key === 'Backspace' && box.value === '' && i > 0) boxes[i - 1]!.focus();
    });
    boxes.push(box);
    layer.place(`answer-${i}`, box);
  }
  return boxes;
}
