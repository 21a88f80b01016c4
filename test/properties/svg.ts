/**
 * The property tests' SVG checker: a naive reader of the XML an SVG file uses, and what a
 * figure's SVG must be (well-formed, an <svg> root titled with the figure's alt text).
 */
import { expect } from 'vitest';
import { toSvg } from '../../src/draw/svg.ts';
import type { Figure } from '../../src/engine/figure.ts';

/** `&amp;` and friends back to text; throws on anything else after an `&`. */
function unescapeXml(text: string): string {
  return text.replace(/&([^;]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw new Error(`a bare & in ${JSON.stringify(text)}`);
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (body in named) return named[body]!;
    const m = /^#(?:x([0-9a-fA-F]+)|(\d+))$/.exec(body);
    if (!m) throw new Error(`unknown entity &${body}; in ${JSON.stringify(text)}`);
    return String.fromCodePoint(m[1] ? parseInt(m[1], 16) : Number(m[2]));
  });
}

/** Characters XML 1.0 allows at all (no other control characters, no lone surrogates). */
function checkChars(text: string): void {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const ok = c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000;
    if (!ok) throw new Error(`character U+${c.toString(16)} is not allowed in XML`);
  }
}

interface Element {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: Element[];
}

/**
 * A naive reader of the XML subset an SVG file uses: tags, quoted attributes, text and
 * entities (no comments, CDATA or processing instructions, which toSvg never writes).
 * Throws where the input is not well-formed; returns the root element.
 */
function parseXml(xml: string): Element {
  checkChars(xml);
  const NAME = /^[A-Za-z_][\w.:-]*/;
  const stack: Element[] = [];
  let root: Element | undefined;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (text.includes('>')) {
      // Allowed by XML, but toSvg escapes it; a raw one here means a tag went wrong.
      throw new Error(`a raw > in text ${JSON.stringify(text)}`);
    }
    const plain = unescapeXml(text);
    if (stack.length === 0) {
      if (text.trim() !== '') throw new Error(`text outside the root: ${JSON.stringify(text)}`);
    } else {
      stack[stack.length - 1]!.text += plain;
    }
    if (lt < 0) break;
    i = lt + 1;
    if (xml[i] === '/') {
      const name = NAME.exec(xml.slice(i + 1))?.[0];
      if (!name) throw new Error(`a bad closing tag at ${lt}`);
      i += 1 + name.length;
      while (xml[i] === ' ' || xml[i] === '\n' || xml[i] === '\t') i++;
      if (xml[i] !== '>') throw new Error(`</${name} does not end with >`);
      i++;
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const name = NAME.exec(xml.slice(i))?.[0];
    if (!name) throw new Error(`a bad tag at ${lt}: ${JSON.stringify(xml.slice(lt, lt + 20))}`);
    i += name.length;
    const element: Element = { name, attrs: {}, text: '', children: [] };
    for (;;) {
      const space = /^[ \t\n\r]*/.exec(xml.slice(i))![0];
      i += space.length;
      if (xml.startsWith('/>', i) || xml[i] === '>') break;
      if (space === '') throw new Error(`no space before an attribute of <${name}>`);
      const attr = NAME.exec(xml.slice(i))?.[0];
      if (!attr) throw new Error(`a bad attribute in <${name}> at ${i}: ${JSON.stringify(xml.slice(i, i + 20))}`);
      i += attr.length;
      if (xml[i] !== '=' || (xml[i + 1] !== '"' && xml[i + 1] !== "'")) throw new Error(`attribute ${attr} of <${name}> is not quoted`);
      const quote = xml[i + 1]!;
      const end = xml.indexOf(quote, i + 2);
      if (end < 0) throw new Error(`attribute ${attr} of <${name}> never ends`);
      const value = xml.slice(i + 2, end);
      if (value.includes('<')) throw new Error(`a raw < in attribute ${attr} of <${name}>`);
      if (attr in element.attrs) throw new Error(`attribute ${attr} twice in <${name}>`);
      element.attrs[attr] = unescapeXml(value);
      i = end + 1;
    }
    const selfClosing = xml.startsWith('/>', i);
    i += selfClosing ? 2 : 1;
    if (stack.length === 0) {
      if (root) throw new Error(`a second root <${name}>`);
      root = element;
    } else {
      stack[stack.length - 1]!.children.push(element);
    }
    if (!selfClosing) stack.push(element);
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** toSvg of a figure is well-formed, an <svg> root whose <title> says the alt text. */
export function expectGoodSvg(figure: Figure): void {
  const svg = toSvg(figure);
  let root: Element;
  try {
    root = parseXml(svg);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- in ---\n${svg.slice(0, 2000)}`);
  }
  expect(root.name).toBe('svg');
  expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
  const titles = root.children.filter((c) => c.name === 'title');
  expect(titles).toHaveLength(1);
  expect(titles[0]!.text).toBe(figure.alt);
  expect(root.attrs['aria-labelledby']).toBe(titles[0]!.attrs.id);
  expect(figure.alt.trim()).not.toBe('');
}
