// What the browser code uses of Vite, which bundles it for the archive (Astro builds with Vite).

interface ImportMeta {
  /** Modules matching a pattern, each loaded on first call (Vite's import.meta.glob). */
  glob<M>(pattern: string | string[], options?: { import?: string }): Record<string, () => Promise<M>>;
  /** The same, each imported with the module (`eager`): a stylesheet goes on the page with it; with `query: '?url'`, each file's address (a file copied into the build, not a module). */
  glob<M>(pattern: string | string[], options: { eager: true; import?: string; query?: '?url' }): Record<string, M>;
}

/** A stylesheet imported for its effect: Vite puts it on the page with the module importing it. */
declare module '*.css' {}

/** A file Vite copies into the build, imported as the address it is served at. */
declare module '*?url' {
  const url: string;
  export default url;
}
