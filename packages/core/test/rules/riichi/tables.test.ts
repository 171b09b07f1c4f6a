// The riichi engine's fixed tables as literal data (rules/riichi/tables.ts) against their
// formulas (test/support/engine-tables.ts): the literal text is what the formulas give, and
// each table the engine reads has the type, the length and the entries its formula gives.

import { describe, expect, test } from 'vitest';
import { ENGINE_TABLES, engineTables } from '../../../src/rules/riichi/tables.ts';
import {
  engineTablesText,
  formulaTable,
  NUMBER_FORMULAS,
  TABLE_FORMULAS,
} from '../../support/engine-tables.ts';

describe('ENGINE_TABLES against the formulas', () => {
  const tables = engineTables() as unknown as Record<string, unknown>;

  test('the literal is the text the formulas give (replace it with the text printed when not)', () => {
    const text = engineTablesText();
    expect(ENGINE_TABLES === text, `ENGINE_TABLES is stale; the formulas give:\n${text}`).toBe(true);
  });

  test.each(Object.entries(TABLE_FORMULAS))('%s', (name, formula) => {
    const table = tables[name];
    const expected = formulaTable(formula);
    expect(table).toBeInstanceOf(formula.type);
    expect(table).toStrictEqual(expected);
    // On an ArrayBuffer of its own, as `fixedArray` makes one.
    const a = table as Int8Array;
    expect(a.byteOffset).toBe(0);
    expect(a.buffer.byteLength).toBe(a.byteLength);
  });

  test.each(Object.entries(NUMBER_FORMULAS))('%s', (name, formula) => {
    expect(tables[name]).toBe(formula());
  });

  test('every table the engine reads has a formula, and every formula a table', () => {
    expect(Object.keys(tables).sort()).toEqual(
      [...Object.keys(TABLE_FORMULAS), ...Object.keys(NUMBER_FORMULAS)].sort(),
    );
  });

  test('a changed formula is caught: one entry off makes the text and the table differ', () => {
    const han = TABLE_FORMULAS.HAN!;
    const off = { ...han, at: (i: number) => han.at(i) + (i === 77 ? 1 : 0) };
    expect(formulaTable(off)).not.toStrictEqual(tables.HAN);
  });
});
