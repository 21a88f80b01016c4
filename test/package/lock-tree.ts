/*
 * The packages an install of puzzlebook brings, read from this project's package-lock.json.
 * The lockfile's own flags cannot say it: the archive's optional dependencies are also this
 * repository's development dependencies (CI's npm on an older Node would skip them as optional),
 * so the lock marks their trees `dev`. The tree is walked from the package's own dependencies
 * instead, resolving each name as Node does, from the nearest node_modules outwards.
 */

export interface Locked {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

/** Where a package at `from` (a lock key, '' for the root) finds `name`. */
export function resolveIn(lock: Record<string, Locked>, from: string, name: string): string | undefined {
  for (let base = from; ; ) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock[key]) return key;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/** The names a package needs installed beside it: its dependencies, optional ones and required peers. */
export function needs(entry: Locked): { required: string[]; optional: string[] } {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter((name) => !entry.peerDependenciesMeta?.[name]?.optional);
  return { required: [...Object.keys(entry.dependencies ?? {}), ...peers], optional: Object.keys(entry.optionalDependencies ?? {}) };
}

/**
 * Every lock key reached from `tops` (names the root depends on), each with whether it is optional: reached only through an optional dependency somewhere on the way.
 */
export function reached(lock: Record<string, Locked>, tops: { name: string; optional: boolean }[]): Map<string, boolean> {
  const optional = new Map<string, boolean>();
  const todo: [string, boolean][] = [];
  // A package already walked is walked again only when found required after being optional.
  const known = (key: string, isOptional: boolean) => optional.has(key) && (isOptional || !optional.get(key));
  const visit = (from: string, name: string, isOptional: boolean) => {
    const key = resolveIn(lock, from, name);
    if (key && !known(key, isOptional)) todo.push([key, isOptional]);
  };
  for (const top of tops) visit('', top.name, top.optional);
  while (todo.length) {
    const [key, isOptional] = todo.pop()!;
    if (known(key, isOptional)) continue;
    optional.set(key, isOptional);
    const { required, optional: extra } = needs(lock[key]!);
    for (const name of required) visit(key, name, isOptional);
    for (const name of extra) visit(key, name, true);
  }
  return optional;
}
