// Issue 85: src/pdf's modules import one way. Until then `pages.ts` both laid out and painted,
// and its one loop (pages → plan → room → pages) let what paints and what plans reach into each
// other; now the plan of sizes (house.ts) and a puzzle page's set (puzzle-page.ts) import nothing
// that paints, and no module of src/pdf imports, even for a type, one that imports it back.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../src/pdf/', import.meta.url);

/** Each module of src/pdf and the modules of src/pdf it imports or re-exports from, types included. */
function graph(): Map<string, string[]> {
  const modules = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  return new Map(
    modules.map((file) => {
      const text = readFileSync(new URL(file, folder), 'utf8');
      const imported = [...text.matchAll(/^(?:import|export)\b[^;]*?from '\.\/([\w.-]+\.ts)'/gms)].map((m) => m[1]!);
      return [file, [...new Set(imported)]];
    }),
  );
}

/** The import loops of `edges`, each as the modules around it from its first. */
function loops(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

describe("src/pdf's imports (issue 85)", () => {
  it('make no loop, counting imports of types', () => {
    expect(loops(graph()).map((loop) => loop.join(' → '))).toEqual([]);
  });

  it('keep what plans apart from what paints: the plan, the sizes and a puzzle page set import no painter', () => {
    const edges = graph();
    const reach = (from: string, seen = new Set<string>()): Set<string> => {
      for (const next of edges.get(from) ?? []) if (!seen.has(next)) reach(next, seen.add(next));
      return seen;
    };
    for (const planner of ['plan.ts', 'house.ts', 'puzzle-page.ts', 'scale.ts']) expect([...reach(planner)].filter((m) => ['pages.ts', 'book.ts', 'answers.ts'].includes(m)), planner).toEqual([]);
  });
});
