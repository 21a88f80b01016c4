// The part of gettext-parser (which ships no types) that src/book/po.ts uses.
declare module 'gettext-parser' {
  export interface PoEntry {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: { translator?: string; extracted?: string; reference?: string; flag?: string; previous?: string };
  }
  export interface PoTable {
    charset?: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoEntry>>;
  }
  export const po: {
    parse(input: string | Uint8Array, options?: { defaultCharset?: string; validation?: boolean }): PoTable;
    compile(table: PoTable, options?: { foldLength?: number; sort?: boolean; escapeCharacters?: boolean }): Uint8Array;
  };
}
