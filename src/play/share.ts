import { button } from './shell.ts';
import { playWords, sharedLine } from './words.ts';

/**
 * The finish panel's Share: a sentence of the result (the puzzle's label, which names its number,
 * kind and band; the time; the hints) and the puzzle's address, never anything of the answer.
 * Through the system's share sheet where the browser has one (navigator.share), else copied to
 * the clipboard, and said so beside the button.
 */

export interface Result {
  time: string;
  hints: number;
}

/** The shared sentence: from the catalog, whole, in the page's language. */
export const shareText = (label: string, result: Result): string => sharedLine(label, result.time, result.hints);

/** The puzzle page's own address: its canonical one where the archive has an address, else the page's, without #answer. */
export function puzzleAddress(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical || `${location.origin}${location.pathname}`;
}

export function shareButton(label: string): { element: HTMLElement; set(result: Result): void } {
  const element = document.createElement('p');
  element.className = 'play-share';
  let text = '';
  const said = document.createElement('span');
  said.className = 'play-share-said';
  said.setAttribute('role', 'status');
  const share = button(playWords.shell.share, () => void send(), { icon: 'share' });
  element.append(share, said);

  async function send() {
    said.textContent = '';
    const url = puzzleAddress();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text, url });
        return;
      } catch (error) {
        // Closed by the reader: nothing to say. Refused (no sheet for it here): copy it instead.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      said.textContent = playWords.shell.shareCopied;
    } catch {
      said.textContent = playWords.shell.shareFailed;
    }
  }
  return {
    element,
    set(result) {
      text = shareText(label, result);
      said.textContent = '';
    },
  };
}
