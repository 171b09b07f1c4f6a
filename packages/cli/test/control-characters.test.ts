// Player names and notes are printed to the terminal: a control character in one (an escape
// sequence that clears the screen or retitles the window, a newline that fakes a line) must
// never reach it raw. `game new --players` and `--note` refuse them, and invisible characters
// (a zero-width space makes two names look the same); a game file written by hand or by another
// program may still hold them, and the text output shows them escaped (\x1b, \n). --json keeps
// the exact text.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { unseenCharacters, visibleText } from '../src/text.ts';
import { type CliRun, parseJsonOutput, runCli } from './support/cli.ts';

const ESC = '\x1b';
const BEL = '\x07';
const NAMES = [`Ann${ESC}[2J`, 'Bo\nX', 'C\u200by', `Di${BEL}`];
const NOTE = `ok${ESC}]0;pwned${BEL}\nline2`;

let dir: string;
let hostile: string;

/** A game whose file was written by another program: names and a note with control characters. */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-control-'));
  hostile = join(dir, 'hostile.json');
  expect((await runCli(['game', 'new', hostile, '--players', 'Ann,Bo,Cy,Di', '--rate', '1'])).code).toBe(0);
  const add = ['game', 'add', hostile, '--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30'];
  expect((await runCli([...add, '--note', 'placeholder'])).code).toBe(0);
  const doc = JSON.parse(readFileSync(hostile, 'utf8'));
  doc.events[0].config.players = NAMES;
  doc.events[1].note = NOTE;
  writeFileSync(hostile, JSON.stringify(doc, null, 2));
});

/** No control character but the newlines that end lines, and only colour codes among escapes. */
function expectNoRawControls(text: string): void {
  const raw = [...text].filter((ch) => {
    const cp = ch.codePointAt(0)!;
    return (cp < 0x20 && cp !== 0x0a && cp !== 0x1b) || (cp >= 0x7f && cp <= 0x9f) || cp === 0x200b;
  });
  expect(raw).toEqual([]);
  // Every escape left is a colour code (ESC [ digits m) that the CLI wrote itself.
  expect(text).not.toMatch(new RegExp(`${ESC}(?!\\[[0-9;]*m)`));
}

/** The names and note as the text output writes them. */
function expectEscapedNames(r: CliRun, names: readonly number[] = [0, 1, 2, 3]): void {
  const shown = ['Ann\\x1b[2J', 'Bo\\nX', 'C\\u{200b}y', 'Di\\x07'];
  for (const i of names) expect(r.stdout).toContain(shown[i]);
  // The newline in Bo's name does not start a line of its own.
  expect(r.stdout.split('\n').some((l) => l.startsWith('X'))).toBe(false);
}

describe('visibleText', () => {
  test.each([
    [`Ann${ESC}[2J`, 'Ann\\x1b[2J'],
    ['Bo\nX\r\t', 'Bo\\nX\\r\\t'],
    ['\u009b2J\x7f', '\\x9b2J\\x7f'],
    ['A\u200bnn', 'A\\u{200b}nn'],
    ['x\u202eabc', 'x\\u{202e}abc'],
    ['Zoë 陈 🀄', 'Zoë 陈 🀄'],
    ['👩‍🍳 Cy', '👩‍🍳 Cy'],
    ['a\u200db', 'a\\u{200d}b'],
  ])('%j is shown as %s', (text, shown) => {
    expect(visibleText(text)).toBe(shown);
  });

  test('unseenCharacters names what it found', () => {
    expect(unseenCharacters('Zoë')).toBeNull();
    expect(unseenCharacters(NOTE)).toBe('control characters (\\x1b, \\x07, \\n)');
    expect(unseenCharacters('A\u200bnn\x1b')).toBe(
      'a control character (\\x1b) and an invisible character (\\u{200b})',
    );
  });
});

describe('game new and --note refuse control and invisible characters', () => {
  test.each([
    [
      `Ann${ESC}[2J,Bo\nX,Cy,Di`,
      '--players: the name "Ann\\x1b[2J" holds a control character (\\x1b); a name is plain text',
    ],
    ['Ann,Bo\nX,Cy,Di', '--players: the name "Bo\\nX" holds a control character (\\n)'],
    ['Ann,A\u200bnn,Cy,Di', '--players: the name "A\\u{200b}nn" holds an invisible character (\\u{200b})'],
    ['Ann,Bo,\u009bCy,Di', 'the name "\\x9bCy" holds a control character (\\x9b)'],
    ['Ann,Bo,Cy,Di\x7f', 'the name "Di\\x7f" holds a control character (\\x7f)'],
    ['Ann,Bo,Cy,\u202eiD', 'the name "\\u{202e}iD" holds an invisible character (\\u{202e})'],
  ])('--players %j', async (players, message) => {
    const file = join(dir, `new-${Math.random().toString(36).slice(2)}.json`);
    const r = await runCli(['game', 'new', file, '--players', players]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expectNoRawControls(r.stderr);
    expect(() => readFileSync(file)).toThrow();
  });

  test('names in any script, with accents or emoji, are kept', async () => {
    const file = join(dir, 'unicode.json');
    const r = await runCli(['game', 'new', file, '--players', 'Zoë,陈,👩‍🍳,Ann-Marie O’Neil', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).events[0].config.players).toEqual([
      'Zoë',
      '陈',
      '👩‍🍳',
      'Ann-Marie O’Neil',
    ]);
  });

  test('--note with an escape sequence or a newline is refused by game add and game edit', async () => {
    const file = join(dir, 'notes.json');
    expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
    expect((await runCli(['game', 'add', file, '--draw', '--note', 'fine'])).code).toBe(0);
    const before = readFileSync(file, 'utf8');
    for (const args of [
      ['add', file, '--draw', '--note', NOTE],
      ['edit', file, '1', '--draw', '--note', NOTE],
      ['add', file, '--draw', '--note', 'zero\u200bwidth'],
    ]) {
      const r = await runCli(['game', ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/error: --note holds (control|an invisible) character/);
      expectNoRawControls(r.stderr);
      expect(readFileSync(file, 'utf8')).toBe(before);
    }
    const r = await runCli(['game', 'add', file, '--draw', '--note', NOTE]);
    expect(r.stderr).toContain(
      'error: --note holds control characters (\\x1b, \\x07, \\n); a note is one line of plain text',
    );
  });
});

describe('a game file holding control characters is shown escaped', () => {
  test('game show: the table and the history, names and note', async () => {
    const r = await runCli(['game', 'show', hostile]);
    expect(r.code).toBe(0);
    expectNoRawControls(r.stdout);
    expectEscapedNames(r);
    expect(r.stdout).toContain('note: ok\\x1b]0;pwned\\x07\\nline2');
  });

  test('game show with colour on: the only escapes are the colour codes', async () => {
    const r = await runCli(['game', 'show', hostile], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${ESC}[1m`);
    expectNoRawControls(r.stdout);
    expectEscapedNames(r);
  });

  test('game show --hand, game settle, and what game add prints', async () => {
    const hand = await runCli(['game', 'show', hostile, '--hand', '1']);
    expect(hand.code).toBe(0);
    expectNoRawControls(hand.stdout);
    expectEscapedNames(hand, [0, 1]);
    expect(hand.stdout).toContain('  note: ok\\x1b]0;pwned\\x07\\nline2\n');
    const settle = await runCli(['game', 'settle', hostile]);
    expect(settle.code).toBe(0);
    expectNoRawControls(settle.stdout);
    expectEscapedNames(settle);
    const file = join(dir, 'hostile-add.json');
    writeFileSync(file, readFileSync(hostile));
    const add = await runCli(['game', 'add', file, '--draw', '--tenpai', '2,4']);
    expect(add.code).toBe(0);
    expectNoRawControls(add.stdout);
    expectEscapedNames(add);
    expect(add.stdout).toContain('Added event #2 (hand 2, East 2): draw, tenpai: Bo\\nX, Di\\x07');
  });

  test('an error naming the players shows them escaped', async () => {
    const r = await runCli([
      'game',
      'add',
      hostile,
      '--ron',
      'Zed',
      '--from',
      '1',
      '--han',
      '3',
      '--fu',
      '30',
    ]);
    expect(r.code).toBe(2);
    expectNoRawControls(r.stderr);
    expect(r.stderr).toContain('Ann\\x1b[2J, Bo\\nX, C\\u{200b}y, Di\\x07');
  });

  test('a value typed with control characters is echoed escaped in an error', async () => {
    const choice = await runCli(['game', 'add', hostile, '--abortive', `${ESC}[2J`]);
    expect(choice.code).toBe(2);
    expectNoRawControls(choice.stderr);
    expect(choice.stderr).toContain("argument '\\x1b[2J' is invalid");
    const hand = await runCli(['score', `123m${ESC}[2J`]);
    expect(hand.code).not.toBe(0);
    expectNoRawControls(hand.stderr);
    expect(hand.stderr).toContain('\\x1b');
  });

  test('--json keeps the exact text', async () => {
    const r = await runCli(['game', 'show', hostile, '--json']);
    expect(r.code).toBe(0);
    const out = parseJsonOutput(r) as { config: { players: string[] } };
    expect(out.config.players).toEqual(NAMES);
    const hand = parseJsonOutput(await runCli(['game', 'export', hostile, '--json']));
    expect((hand as { events: { note?: string }[] }).events[1]!.note).toBe(NOTE);
  });
});

describe('a file path is shown escaped, as names are', () => {
  // A path may hold a newline or an escape sequence (a file named by a script, a pasted name):
  // the text output and the messages write it escaped; --json keeps it exact.
  const shown = 'p\\nq\\x1b[2J.json';

  test('game new, add and show write it escaped; --json keeps it exact', async () => {
    const file = join(dir, `p\nq${ESC}[2J.json`);
    const made = await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di']);
    expect(made.code, made.stderr).toBe(0);
    expectNoRawControls(made.stdout);
    expect(made.stdout).toContain(`Started ${join(dir, shown)}: a riichi game`);
    const added = await runCli(['game', 'add', file, '--draw']);
    expect(added.code).toBe(0);
    expectNoRawControls(added.stdout);
    expect(added.stdout).toContain(`${join(dir, shown)}: riichi ema2016`);
    const show = await runCli(['game', 'show', file]);
    expectNoRawControls(show.stdout);
    expect(show.stdout).toContain(`${join(dir, shown)}: riichi ema2016`);
    const again = await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di']);
    expect(again.code).toBe(2);
    expectNoRawControls(again.stderr);
    expect(again.stderr).toContain(`${join(dir, shown)} already exists`);
    const json = parseJsonOutput(await runCli(['game', 'add', file, '--draw', '--json'])) as { file: string };
    expect(json.file).toBe(file);
  });
});

test('an internal error (a bug) is printed with its message escaped too', async () => {
  const { main } = await import('../src/main.ts');
  const pc = (await import('picocolors')).default;
  let err = '';
  const io = {
    writeOut: () => {
      throw new Error(`broken at /tmp/a${ESC}[2J\nb`);
    },
    writeErr: (s: string) => {
      err += s;
    },
    color: pc.createColors(false),
    errColor: pc.createColors(false),
  };
  expect(await main(['rules'], io)).toBe(3);
  expect(err).toContain('internal error: Error: broken at /tmp/a\\x1b[2J');
  expect(err).not.toContain(ESC);
});
