import { icon, type IconName } from './icons.ts';
import { playWords } from './words.ts';

/**
 * The digits on the page, for phones: the cells take no system keyboard (it would cover the
 * status line), so these keys are how a digit is typed by touch. A key does not take the
 * focus, so the cell being filled stays the one ringed.
 */
export interface Key {
  label: string;
  icon: IconName;
  /** Pressed, with the key itself (a toggle sets its own aria-pressed). */
  press: (key: HTMLButtonElement) => void;
  /** A toggle (Candidates): says whether it is pressed to screen readers, starting as `pressed` says (not pressed when absent). */
  toggle?: boolean;
  pressed?: boolean;
  /** Its tooltip, where its name alone does not say what it does. */
  title?: string;
}

/** Digit keys, an Erase key, and any `extra` keys (Check this box, Candidates) after them. */
export function keypad(container: HTMLElement, digits: readonly number[], onDigit: (d: number) => void, onErase: () => void, extra: readonly Key[] = []): HTMLButtonElement[] {
  const pad = document.createElement('div');
  pad.className = 'play-keypad';
  pad.setAttribute('role', 'group');
  pad.setAttribute('aria-label', playWords.digits.keypad);
  const key = (label: string, press: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'play-key';
    b.textContent = label;
    b.addEventListener('pointerdown', (event) => event.preventDefault());
    b.addEventListener('click', press);
    pad.append(b);
    return b;
  };
  const keys = digits.map((d) => key(String(d), () => onDigit(d)));
  const erase = key('', onErase);
  erase.append(icon('erase'));
  erase.setAttribute('aria-label', playWords.digits.erase);
  erase.classList.add('play-key-erase');
  keys.push(erase);
  for (const k of extra) {
    const b = key('', () => k.press(b));
    if (k.toggle) b.setAttribute('aria-pressed', String(k.pressed ?? false));
    b.append(icon(k.icon));
    b.setAttribute('aria-label', k.label);
    b.title = k.title ?? k.label;
    keys.push(b);
  }
  container.append(pad);
  return keys;
}
