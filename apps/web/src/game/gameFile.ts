// Reading a game file (an import): core's parseGameDocument, which checks the document and
// replays it, so what loads is a whole, valid game. A file that makes the reading fail in any
// other way (core throwing on a shape it did not foresee) is refused too, with the app's own
// message ("could not read this file"): the app never stops on a file, and nothing is saved.

import { type GameDocument, type Issue, parseGameDocument } from '@mahjong-ledger/core';

/**
 * The code of a file that could not be read at all: IssueList shows the translation of
 * `issue.unreadable_file` as its whole message, in every language.
 */
export const UNREADABLE_FILE = 'unreadable_file';

export function unreadableFile(): Issue {
  return {
    code: UNREADABLE_FILE,
    message: 'Could not read this file: it is damaged or not a game saved by this app. Nothing was imported.',
    path: 'document',
  };
}

/** The game document a file's text holds, or why not (core's issues, or `unreadable_file`); never throws. */
export function readGameFile(text: string): { ok: true; doc: GameDocument } | { ok: false; issues: Issue[] } {
  try {
    const r = parseGameDocument(text);
    return r.ok ? { ok: true, doc: r.value } : { ok: false, issues: r.issues };
  } catch {
    return { ok: false, issues: [unreadableFile()] };
  }
}
