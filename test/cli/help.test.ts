// Issue 91 point 7: a kind's options are found from the command line itself. `generate <kind>
// --help` and `worksheet <kind> --help` list them, read from the kind's schema; help without a
// kind says how to see them; and listing them for help never declares them to a run's parser.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { cli } from './run.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("a kind's options in --help", () => {
  it.each(['generate', 'worksheet'])('%s sudoku --help lists Sudoku\'s options with their choices and defaults', async (command) => {
    const r = await cli([command, 'sudoku', '--help']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("Sudoku's options");
    expect(r.stdout).toMatch(/--size\s+Cells a side: 4 \(2×2 boxes, for children\)/);
    expect(r.stdout).toMatch(/--symmetry[\s\S]*\[choices: "rotational", "mirror", "none"\] \[default: "rotational"\]/);
  });

  it.each(KIND_NAMES)('generate %s --help names every option its schema takes', async (name) => {
    const r = await cli(['generate', name, '--help']);
    expect(r.status, r.stderr).toBe(0);
    const shape = (z.toJSONSchema(getKind(name).options, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {};
    for (const key of Object.keys(shape)) expect(r.stdout, key).toMatch(new RegExp(`^  --${kebab(key)}\\b`, 'm'));
    expect(r.stdout).toContain(`${getKind(name).title}'s options`);
  });

  it('a bounded number says its bounds; a kind named in another case is the kind', async () => {
    const r = await cli(['generate', 'Numbrix', '--help']);
    expect(r.stdout).toMatch(/--size[\s\S]*\[4–30\]/);
  });

  it.each(['generate', 'worksheet'])('%s --help without a kind says how to see a kind\'s', async (command) => {
    const r = await cli([command, '--help']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(`puzzlebook ${command} <kind> --help lists them`);
  });

  it('the signs a grid may use are --operators for every kind, --ops too (issue 91: one idea, two names); both at once refused', async () => {
    const calcudoku = await cli(['generate', 'calcudoku', '--operators', '+-', '--size', '4', '--difficulty', 'easy', '--json']);
    expect(calcudoku.stderr).toBe('');
    expect(JSON.parse(calcudoku.stdout)[0].options).toEqual({ size: 4, ops: '+-' });
    const cross = await cli(['generate', 'cross-numbers', '--ops', '+-', '--difficulty', 'easy', '--json']);
    expect(cross.stderr).toBe('');
    expect(JSON.parse(cross.stdout)[0].options.operators).toEqual(['+', '-']);
    const both = await cli(['generate', 'calcudoku', '--ops', '+-', '--operators', '+-']);
    expect([both.status, both.stdout, both.stderr]).toEqual([1, '', 'puzzlebook: --ops and --operators are one option; give one of them\n']);
    expect((await cli(['generate', 'calcudoku', '--help'])).stdout.replace(/\s+/g, ' ')).toContain('(also --operators)');
  });

  it("a run's kind flags are still the kind schema's to read (a list of signs, a switch turned off)", async () => {
    const r = await cli(['generate', 'cross-numbers', '--operators', '+-', '--no-negatives', '--max-total', '20', '--difficulty', 'easy', '--json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)[0].options).toMatchObject({ operators: ['+', '-'], noNegatives: true, maxTotal: 20 });
  });
});
