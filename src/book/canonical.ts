/** A value's JSON with every object's keys sorted: two values are alike when their canonical texts are. */
export function canonical(value: unknown): string | undefined {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Whether two values (records' fields, parsed options) are alike, whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
