// Handlebars' parser alone (handlebars ships types for its whole build only): messages are
// parsed and walked, never compiled, so the compiler, which generates code with `Function`, is
// left out of every bundle.
declare module 'handlebars/dist/cjs/handlebars/compiler/base.js' {
  export function parse(input: string): hbs.AST.Program;
}
