import { digitCells, toggled } from './digits.ts';
import type { Game, View } from './player.ts';

/** Pencil marks in a row's boxes: what the state holds by place, and how a changed set is kept. */
export interface RowNotes<S> {
  /** Each place's marks (absent in progress stored before notes). */
  read(state: S): readonly (readonly number[] | null | undefined)[] | undefined;
  /** The row's marks with one place's changed: the kind makes it a move. */
  write(notes: number[][]): void;
}

/**
 * A row of digit boxes over the drawing's answer boxes (`answer-0`, `answer-1`, …), read as
 * one string: `onChange` gets the row's digits, a space for an empty box in the middle (so each
 * digit keeps its place), shorter than the row while the last boxes are empty. With `notes`
 * the toolbar has a Notes button and an empty box shows its pencil marks.
 */
export function answerRow<S extends { mistakes: number }>(
  game: Game<S>,
  view: View,
  length: number,
  label: (i: number) => string,
  read: (state: S) => string,
  onChange: (digits: string) => void,
  notes?: RowNotes<S>,
): { render(state: S): void } {
  const marksOf = (state: S) => Array.from({ length }, (_, i) => [...(notes?.read(state)?.[i] ?? [])]);
  const cells = digitCells(
    game,
    view,
    Array.from({ length }, (_, i) => ({ key: `answer-${i}`, label: label(i) })),
    {
      digits: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0],
      enter(i, value) {
        const chars = Array.from({ length }, (_, k) => read(game.state)[k] ?? ' ');
        chars[i] = value === null ? ' ' : String(value);
        onChange(chars.join('').trimEnd());
      },
      ...(notes
        ? {
            note(i: number, digit: number) {
              const marks = marksOf(game.state);
              marks[i] = toggled(marks[i], digit);
              notes.write(marks);
            },
          }
        : {}),
    },
  );
  return {
    render(state) {
      const text = read(state);
      cells.render(
        Array.from({ length }, (_, i) => (/[0-9]/.test(text[i] ?? '') ? Number(text[i]) : null)),
        notes ? marksOf(state) : undefined,
      );
    },
  };
}
