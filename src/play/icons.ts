/**
 * Small line icons drawn inline: the page's face has no arrows, ticks or crosses (they showed
 * as empty boxes), and an SVG takes the text colour in light and dark.
 */
const PATHS = {
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'm15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  tick: 'M5 12.5 10 17.5 19 7',
  cross: 'M6 6l12 12M18 6 6 18',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4ZM13 7l4 4',
  // A cell's nine candidates, as pencil marks sit in it.
  candidates: 'M6 6h.01M12 6h.01M18 6h.01M6 12h.01M12 12h.01M18 12h.01M6 18h.01M12 18h.01M18 18h.01',
  erase: 'M21 5H9l-6 7 6 7h12V5ZM12 9l6 6M18 9l-6 6',
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  zoom: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4-4M8 11h6M11 8v6',
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  share: 'M12 15V3M7 8l5-5 5 5M5 12v8h14v-8',
  pause: 'M9 5v14M15 5v14',
  // A turn back to the start: Start again, where a phone's clock line has no room for its words.
  restart: 'M19 3v5h-5M18.4 8A7.5 7.5 0 1 0 19.5 12',
  play: 'M7 4.5v15L19 12 7 4.5Z',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3Z',
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', `play-icon play-icon-${name}`);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', PATHS[name]);
  svg.append(path);
  return svg;
}
