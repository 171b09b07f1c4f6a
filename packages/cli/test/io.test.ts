// When the CLI colours its text: NO_COLOR always wins; FORCE_COLOR as Node reads it; otherwise a
// terminal that is not TERM=dumb.

import { describe, expect, test } from 'vitest';
import { isColorWanted } from '../src/io.ts';

const tty = { isTTY: true };
const pipe = { isTTY: false };

describe('isColorWanted', () => {
  test.each([
    ['a terminal', tty, {}, true],
    ['a pipe', pipe, {}, false],
    ['a dumb terminal', tty, { TERM: 'dumb' }, false],
    ['NO_COLOR on a terminal', tty, { NO_COLOR: '1' }, false],
    ['NO_COLOR over FORCE_COLOR', tty, { NO_COLOR: '1', FORCE_COLOR: '1' }, false],
    ['FORCE_COLOR=1 on a pipe', pipe, { FORCE_COLOR: '1' }, true],
    ['FORCE_COLOR empty on a pipe', pipe, { FORCE_COLOR: '' }, true],
    ['FORCE_COLOR=0 on a terminal', tty, { FORCE_COLOR: '0' }, false],
    ['FORCE_COLOR=false on a terminal', tty, { FORCE_COLOR: 'false' }, false],
  ] as const)('%s', (_what, stream, env, wanted) => {
    expect(isColorWanted(stream, env as NodeJS.ProcessEnv)).toBe(wanted);
  });
});
