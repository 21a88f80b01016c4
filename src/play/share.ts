import { button } from './shell.ts';
import { playWords, sharedLine } from './words.ts';

/**
 * The finish panel's Share (issue 89: "I solved 40. Sudoku · medium in 0:03" read like a list
 * number): a sentence a person would post (what was solved: the puzzle of the day or a puzzle of
 * its kind, with its band; the reader's date, by Intl in the page's language; the time; the
 * hints), a spoiler-free picture of the solve, and the puzzle's address; never anything of the
 * answer. Through the system's share sheet where the browser has one (navigator.share), else
 * copied to the clipboard, and said so beside the button.
 *
 * The picture (`solvePicture`) is Wordle's habit, of what the finish knows: the player keeps no
 * order of moves, only the band, the hints and the mistakes, so that is what it draws. Two rows
 * of squares: the band as a meter of four (🟪 up to easy, medium, hard or expert, ⬜ after), and
 * the solve as five squares, 🟨 for each hint and 🟥 for each mistake (a count past five says
 * `+n`), 🟩 for the rest, so a clean solve is all green. Squares, not digits or cells: nothing
 * in it reads back to the grid, and it is text, so it pastes anywhere a sentence does. Where the
 * share sheet takes files (navigator.canShare), the same squares go with it drawn as a PNG
 * (`picturePng`): a few rectangles on a canvas, for the apps that show a picture and not emoji.
 */

export interface Result {
  time: string;
  hints: number;
  mistakes: number;
}

/** The bands, easiest first (src/engine/kind.ts DIFFICULTIES), as the meter fills them. */
const BANDS = ['easy', 'medium', 'hard', 'expert'];
const SOLVE_SQUARES = 5;

/** The spoiler-free picture: the band's meter over the solve's row (see above). No band known: the solve's row alone. */
export function solvePicture(band: string | undefined, hints: number, mistakes: number): string {
  const rank = BANDS.indexOf(band ?? '') + 1;
  const meter = rank > 0 ? '🟪'.repeat(rank) + '⬜'.repeat(BANDS.length - rank) : '';
  const helped = [...Array<string>(hints).fill('🟨'), ...Array<string>(mistakes).fill('🟥')];
  const shown = helped.slice(0, SOLVE_SQUARES);
  const more = helped.length - shown.length;
  const solve = shown.join('') + '🟩'.repeat(SOLVE_SQUARES - shown.length) + (more > 0 ? ` +${more}` : '');
  return meter ? `${meter}\n${solve}` : solve;
}

/** The squares' colours, drawn: near the emoji's in most fonts. */
const COLOURS: Record<string, string> = { '🟪': '#8e44ad', '⬜': '#d8d8d8', '🟨': '#e6b800', '🟥': '#d63a3a', '🟩': '#3c9a4c' };

/** The picture's squares as a PNG, each row a row of squares on white (a count past five, `+n`, is the text's alone); null where the browser cannot draw one. */
export async function picturePng(picture: string): Promise<Blob | null> {
  const rows = picture.split('\n').map((row) => [...row].filter((c) => c in COLOURS));
  const size = 48;
  const gap = 8;
  const canvas = document.createElement('canvas');
  canvas.width = gap + Math.max(...rows.map((row) => row.length)) * (size + gap);
  canvas.height = gap + rows.length * (size + gap);
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  rows.forEach((row, y) =>
    row.forEach((square, x) => {
      g.fillStyle = COLOURS[square]!;
      g.fillRect(gap + x * (size + gap), gap + y * (size + gap), size, size);
    }),
  );
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** The picture as a file for the share sheet, where it takes one; else none. */
async function pictureFile(picture: string): Promise<File[]> {
  if (typeof navigator.canShare !== 'function') return [];
  const png = await picturePng(picture).catch(() => null);
  if (!png) return [];
  const files = [new File([png], 'result.png', { type: 'image/png' })];
  return navigator.canShare({ files }) ? files : [];
}

/** The reader's date, `2026-03-15`, as the day's pick marks it (`data-daily`, src/site/lib/stats-record.dom.ts). */
const localIso = (when: Date) => `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`;

/**
 * The shared text: the sentence, in the page's language, then the picture. `root` is the Play
 * panel, which names the kind (`data-kind-title`), the band (`data-band`, its name; `data-difficulty`,
 * its key) and, once the page has worked it out, the reader's date the puzzle is the day's (`data-daily`).
 */
export function shareText(root: HTMLElement, result: Result, now = new Date()): { text: string; picture: string } {
  const { kindTitle = '', band = '', difficulty, daily } = root.dataset;
  const date = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'long' }).format(now);
  const sentence = sharedLine({ kind: kindTitle, band, daily: daily === localIso(now) }, date, result.time, result.hints);
  const picture = solvePicture(difficulty, result.hints, result.mistakes);
  return { text: `${sentence}\n${picture}`, picture };
}

/** The puzzle page's own address: its canonical one where the archive has an address, else the page's, without #answer. */
export function puzzleAddress(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical || `${location.origin}${location.pathname}`;
}

export function shareButton(root: HTMLElement): { element: HTMLElement; set(result: Result): void } {
  const element = document.createElement('p');
  element.className = 'play-share';
  let result: Result | null = null;
  const said = document.createElement('span');
  said.className = 'play-share-said';
  said.setAttribute('role', 'status');
  const share = button(playWords.shell.share, () => void send(), { icon: 'share' });
  element.append(share, said);

  async function send() {
    said.textContent = '';
    if (!result) return;
    // Worded at the tap, not at the finish: whether it is the day's puzzle comes after the finish (a fetch).
    const { text, picture } = shareText(root, result);
    const url = puzzleAddress();
    if (typeof navigator.share === 'function') {
      try {
        const files = await pictureFile(picture);
        await navigator.share(files.length ? { text, url, files } : { text, url });
        return;
      } catch (error) {
        // Closed by the reader: nothing to say. Refused (no sheet for it here): copy it instead.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text}\n${url}`);
      said.textContent = playWords.shell.shareCopied;
    } catch {
      said.textContent = playWords.shell.shareFailed;
    }
  }
  return {
    element,
    set(next) {
      result = next;
      said.textContent = '';
    },
  };
}
