/**
 * Syntax errors said without quoting the text. A file handed to a command may not be the
 * puzzle file it seems (a symlink to a key or a password file), and the parsers' own messages
 * quote it: JSON.parse's `Unexpected token 'r', "root:x:0:0:"... is not valid JSON`, yaml's
 * `Unresolved tag: !…`. These say where the error is and what was expected there, in words
 * of their own.
 */

/** Line and column (both from 1) of a position in a text, as an editor counts them. */
export function lineAndColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: at - start + 1 };
}

const VALUE = 'expected a value: {, [, a string in double quotes, a number, true, false or null';
const ESCAPE = 'expected an escape: \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u and four hex digits';
const ORDINARY = /[^"\\\u0000-\u001f]*/y;
const DIGITS = /[0-9]*/y;
const HEX = /[0-9a-fA-F]{0,4}/y;
const SPACE = /[ \t\n\r]*/y;

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/**
 * Where a text that JSON.parse refused first stops being JSON (RFC 8259, as JSON.parse reads
 * it), and what is wrong there; null if it finds nothing. Iterative, with the open brackets
 * kept one bit each, so a file of 64 million `[` takes neither the stack nor 512 MB.
 */
export function jsonSyntaxError(text: string): { at: number; problem: string } | null {
  const n = text.length;
  const inObject = new Uint8Array((n >> 3) + 1); // per depth: 1 where the container is an object
  let depth = 0;
  let i = 0;
  type State = 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after';
  let state: State = 'value';
  const fail = (at: number, problem: string) => ({ at, problem });
  const skip = (re: RegExp) => {
    re.lastIndex = i;
    re.test(text);
    i = re.lastIndex;
  };
  const push = (object: boolean) => {
    if (object) inObject[depth >> 3]! |= 1 << (depth & 7);
    else inObject[depth >> 3]! &= ~(1 << (depth & 7));
    depth++;
  };
  const topIsObject = () => (inObject[(depth - 1) >> 3]! & (1 << ((depth - 1) & 7))) !== 0;
  /** A string from its opening quote at i: null when whole, else what is wrong. */
  const string = () => {
    i++;
    for (;;) {
      skip(ORDINARY);
      if (i >= n) return fail(i, 'expected a closing " (the text ends inside a string)');
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return null;
      }
      if (c < 0x20) return fail(i, 'a line break or control character inside a string (JSON writes one as \\n, \\t or \\u)');
      // A backslash: one of the escapes JSON has.
      const next = text[i + 1];
      if (next === 'u') {
        HEX.lastIndex = i + 2;
        HEX.test(text);
        if (HEX.lastIndex < i + 6) return fail(HEX.lastIndex, 'expected four hex digits after \\u');
        i += 6;
      } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2;
      else return fail(i + 1, ESCAPE);
    }
  };
  /** A number from its first character at i. */
  const number = () => {
    if (text.charCodeAt(i) === 0x2d) i++; // -
    if (text.charCodeAt(i) === 0x30) i++; // a lone 0: no digit may follow
    else if (isDigit(text.charCodeAt(i))) skip(DIGITS);
    else return fail(i, 'expected a digit');
    if (text.charCodeAt(i) === 0x2e) {
      i++;
      if (!isDigit(text.charCodeAt(i))) return fail(i, 'expected a digit after the decimal point');
      skip(DIGITS);
    }
    const e = text.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      i++;
      const sign = text.charCodeAt(i);
      if (sign === 0x2b || sign === 0x2d) i++;
      if (!isDigit(text.charCodeAt(i))) return fail(i, 'expected a digit in the exponent');
      skip(DIGITS);
    }
    return null;
  };
  for (;;) {
    let c = text.charCodeAt(i); // NaN at the end
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
      skip(SPACE);
      c = text.charCodeAt(i);
    }
    if (state === 'after') {
      if (depth === 0) return i < n ? fail(i, 'expected the end of the text: nothing may follow the value') : null;
      const object = topIsObject();
      if (c === 0x2c) state = object ? 'key' : 'value'; // ,
      else if (c === (object ? 0x7d : 0x5d)) depth--;
      else return fail(i, `expected ',' or '${object ? '}' : ']'}'`);
      i++;
    } else if (state === 'colon') {
      if (c !== 0x3a) return fail(i, "expected ':' after the property name");
      i++;
      state = 'value';
    } else if (state === 'key' || state === 'first-key') {
      if (state === 'first-key' && c === 0x7d) {
        depth--;
        i++;
        state = 'after';
      } else if (c === 0x22) {
        const error = string();
        if (error) return error;
        state = 'colon';
      } else return fail(i, state === 'first-key' ? "expected a property name in double quotes, or '}'" : 'expected a property name in double quotes');
    } else if (state === 'first-value' && c === 0x5d) {
      depth--;
      i++;
      state = 'after';
    } else if (c === 0x7b || c === 0x5b) {
      push(c === 0x7b);
      i++;
      state = c === 0x7b ? 'first-key' : 'first-value';
    } else if (c === 0x22) {
      const error = string();
      if (error) return error;
      state = 'after';
    } else if (c === 0x2d || isDigit(c)) {
      const error = number();
      if (error) return error;
      state = 'after';
    } else {
      const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : null;
      if (word === null) return fail(i, state === 'first-value' ? `${VALUE}, or ']'` : VALUE);
      let k = 0;
      while (k < word.length && text[i + k] === word[k]) k++;
      if (k < word.length) return fail(i + k, `expected '${word}'`);
      i += word.length;
      state = 'after';
    }
  }
}

/** A JSON syntax error as words: where it is and what was expected, quoting nothing of the text. */
export function jsonProblem(text: string): string {
  const error = jsonSyntaxError(text);
  if (!error) return 'not valid JSON';
  const { line, column } = lineAndColumn(text, error.at);
  const where = error.at >= text.length ? `at its end (line ${line}, column ${column})` : `at line ${line}, column ${column}`;
  return `not valid JSON ${where}: ${error.problem}`;
}

/**
 * yaml's error codes (a typed, stable part of its API) in words of our own: some of its
 * messages quote the text (a tag, an escape, an alias, a directive).
 */
const YAML_WORDS: Record<string, string> = {
  ALIAS_PROPS: 'an alias (*name) cannot have a tag or an anchor',
  BAD_ALIAS: 'a bad anchor (&name) or alias (*name)',
  BAD_COLLECTION_TYPE: 'a tag (!name) on the wrong kind of value',
  BAD_DIRECTIVE: 'a bad directive (a line starting with %)',
  BAD_DQ_ESCAPE: 'a bad escape (\\) in a double-quoted text',
  BAD_INDENT: 'bad indentation, or a [ or { not closed',
  BAD_PROP_ORDER: 'a tag (!name) or anchor (&name) in the wrong place',
  BAD_SCALAR_START: 'a value that cannot start with the character it starts with (quote it)',
  BLOCK_AS_IMPLICIT_KEY: 'a "key: value" inside another on one line (quote a value holding ": "), or a list as a key',
  BLOCK_IN_FLOW: 'a block inside [ ] or { }',
  DUPLICATE_KEY: 'a key given twice',
  KEY_OVER_1024_CHARS: 'a key over 1024 characters long',
  MISSING_CHAR: 'something missing: a closing quote or bracket, a comma, a colon, a space or a line break',
  MULTILINE_IMPLICIT_KEY: 'a key that runs over more than one line',
  MULTIPLE_ANCHORS: 'two anchors (&name) on one value',
  MULTIPLE_DOCS: 'more than one document',
  MULTIPLE_TAGS: 'two tags (!name) on one value',
  NON_STRING_KEY: 'a key that is not a text',
  RESOURCE_EXHAUSTION: 'too many aliases (*name)',
  TAB_AS_INDENT: 'a tab used to indent (use spaces)',
  TAG_RESOLVE_FAILED: 'a tag (!name) this program does not know',
  UNEXPECTED_TOKEN: 'something unexpected (a stray character, comma or value)',
};

/** A yaml parse error or warning as words, with its line and column, quoting nothing of the text. */
export function yamlProblem(problem: { code: string; linePos?: readonly { line: number; col: number }[] | undefined }): string {
  const pos = problem.linePos?.[0];
  const where = pos ? ` at line ${pos.line}, column ${pos.col}` : '';
  return `not valid YAML${where}: ${YAML_WORDS[problem.code] ?? 'a syntax error'}`;
}

/**
 * What yaml threw while building the data (after a clean parse) as words: its alias errors
 * quote the alias.
 */
export function yamlThrown(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/^Excessive alias count/.test(message)) return 'not valid YAML: too many aliases (*name)';
  if (/^Unresolved alias/.test(message)) return 'not valid YAML: an alias (*name) before its anchor (&name) is set';
  if (error instanceof RangeError) return 'not valid YAML: too large or too deep to read';
  return `not valid YAML (${error instanceof Error ? error.name : 'an error'})`;
}
