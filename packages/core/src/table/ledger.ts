// The ledger: a game is its event log, folded by a pure reducer into the table's state.
// Invariants are checked after every event (points plus sticks conserved, sticks never
// negative, a valid round and dealer). Editing hand k is changing the log and replaying, so
// every later score follows and nothing else is lost.

import type { Seat } from '../payment.ts';
import { describeValue, fail, type Issue, issue, listIssues, ok, type Result } from '../result.ts';
import type { ClassicalRules } from '../rules/classical/options.ts';
import type { FamilyId } from '../rules/family.ts';
import { type RiichiRules, resolveRiichiRules } from '../rules/riichi/options.ts';
import type { SingaporeRules } from '../rules/singapore/rules.ts';
import { applyAdjust } from './adjust.ts';
import { classicalTable } from './classical.ts';
import { playerLabel } from './entries.ts';
import type { FamilyTable } from './family-table.ts';
import { holesInEvent, unknownConfigFields, unknownEventFields } from './fields.ts';
import { applyPenalty, penaltyPointsBySeat } from './penalty.ts';
import { applyRiichiHand } from './riichi.ts';
import { type Settlement, settleRiichi } from './settle.ts';
import { type SingaporeInstantBreakdown, singaporeTable } from './singapore.ts';
import type { GameConfig, GameDocument, GameEvent, GameState, HandRecord, WinBreakdown } from './types.ts';

export type LedgerError = 'invalid';

/**
 * The largest score, or amount of one payment, the ledger keeps (2^48, about 2.8 × 10^14). Sums
 * of a few such numbers are exact in floating point, so the conservation check stays exact and
 * a hand never silently loses points to rounding. Only an entry far beyond any table's stakes
 * reaches it (e.g. a 60-tai hand in unlimited Singapore play); it is refused, never folded.
 */
export const MAX_LEDGER_AMOUNT = 2 ** 48;

const beyondLedger = (v: number) => !Number.isFinite(v) || Math.abs(v) > MAX_LEDGER_AMOUNT;

/** The rules of a game of any family. */
export type GameRules = RiichiRules | ClassicalRules | SingaporeRules;

/**
 * Why a finished game ended, in words, for the refusal of a hand after it: a correction that
 * makes an earlier hand end the game says so at the later hand it shuts out.
 */
function gameEndText(state: GameState): string {
  const dealer = playerLabel(state, state.dealer);
  switch (state.endReason) {
    case 'bust': {
      // Read off the hand that ended it: a referee's adjustment after it may have set the
      // scores since, and the game stays over.
      const last = state.history[state.history.length - 1];
      const below = ([0, 1, 2, 3] as const)
        .filter((s) => last !== undefined && last.scoresAfter[s] < 0)
        .map((s) => playerLabel(state, s));
      return below.length ? `${below.join(' and ')} went below zero` : 'a player went below zero';
    }
    case 'agari_yame':
      return `${dealer}, the dealer, won the last hand as the leader: agari-yame`;
    case 'tenpai_yame':
      return `${dealer}, the dealer, was tenpai at the last hand's draw as the leader: tenpai-yame`;
    case 'extension_limit':
      return 'the extension ended with its last hand';
    default:
      return 'its last hand was played';
  }
}

/** The rules of a riichi game (the oka follows a changed start, §5.9 step 3). */
export function resolveRiichiGameRules(config: GameConfig): Result<RiichiRules, 'invalid'> {
  if (!config || typeof config !== 'object')
    return fail('invalid', [issue('bad_config', 'the game needs a configuration', 'config')]);
  const overrides = config.overrides ?? {};
  // As the other families' resolvers do: a saved config's overrides may be anything.
  if (typeof overrides !== 'object' || Array.isArray(overrides))
    return fail('invalid', [issue('bad_overrides', 'rule overrides must be an object', 'rule_overrides')]);
  // The oka follows a changed start or return there (§5.9 step 3).
  return resolveRiichiRules(config.preset, overrides);
}

const riichiTable: FamilyTable<RiichiRules> = {
  resolve: resolveRiichiGameRules,
  stickValue: () => 1000,
  start: (rules) => {
    const p = rules.startPoints;
    return { scores: [p, p, p, p], round: { wind: 1, number: 1, honba: 0, sticks: 0 }, dealer: 0 };
  },
  applyHand: applyRiichiHand,
  applyInstant: () =>
    fail('invalid', [issue('no_instant_payouts', 'riichi has no instant payouts', 'event.type')]),
  penaltyRefusal: null,
  settle: (state, rules) =>
    settleRiichi({
      scores: state.scores,
      sticks: state.round.sticks,
      names: state.config.players,
      chombo: state.chombo,
      penalties: penaltyPointsBySeat(state),
      rules,
      rate: state.config.rate,
    }),
};

/** Every family's table rules: the ledger's reducer is the same for all of them. */
const TABLES: Record<FamilyId, FamilyTable<GameRules>> = {
  riichi: riichiTable,
  classical: classicalTable,
  singapore: singaporeTable,
};

function tableOf(config: GameConfig): FamilyTable<GameRules> | undefined {
  // A family read from a file may be any value: "toString" or an object is no family.
  const family: unknown = config && typeof config === 'object' ? config.family : undefined;
  return typeof family === 'string' && Object.hasOwn(TABLES, family)
    ? (TABLES as Record<string, FamilyTable<GameRules>>)[family]
    : undefined;
}

/** Resolves the rules a game is played under (the family's preset with the overrides). */
export function resolveGameRules(config: GameConfig): Result<GameRules, 'invalid'> {
  const table = tableOf(config);
  if (!table) {
    return fail('invalid', [
      issue(
        'unknown_family',
        `unknown rule family ${describeValue(config?.family)} (riichi, classical, singapore)`,
        'config.family',
      ),
    ]);
  }
  return table.resolve(config);
}

function checkConfig(config: GameConfig): Issue[] {
  const issues: Issue[] = [];
  if (!config || typeof config !== 'object')
    return [issue('bad_config', 'the game needs a configuration', 'config')];
  if (
    !Array.isArray(config.players) ||
    config.players.length !== 4 ||
    // Array.from reads a hole as undefined, which `some` would skip: no name.
    Array.from(config.players).some((p) => typeof p !== 'string')
  ) {
    issues.push(issue('bad_players', 'a game has four player names', 'config.players'));
  }
  if (
    config.rate !== undefined &&
    (typeof config.rate !== 'number' || !Number.isFinite(config.rate) || config.rate < 0)
  ) {
    issues.push(issue('bad_rate', 'the money rate must be a number ≥ 0', 'config.rate'));
  }
  issues.push(...unknownConfigFields(config));
  const rules = resolveGameRules(config);
  if (!rules.ok) issues.push(...rules.issues);
  return issues;
}

/** A new game document holding only its start event. */
export function createGame(config: GameConfig): Result<GameDocument, LedgerError> {
  const issues = checkConfig(config);
  if (issues.length) return fail('invalid', issues);
  return ok({ schema: 'mahjong-ledger/game', version: 1, events: [{ type: 'start', config }] });
}

function initialState(config: GameConfig, rules: GameRules): GameState {
  const start = tableOf(config)!.start(rules);
  return {
    config,
    scores: start.scores,
    round: start.round,
    dealer: start.dealer,
    total: start.scores.reduce((x, y) => x + y, 0),
    finished: false,
    endReason: null,
    chombo: [0, 0, 0, 0],
    history: [],
    adjustments: [],
    penalties: [],
  };
}

/**
 * The index in the log of the next event a state folds: the start, every record, every
 * adjustment, every penalty.
 */
function nextEventIndex(state: GameState): number {
  return 1 + state.history.length + state.adjustments.length + state.penalties.length;
}

function stickValueOf(state: GameState, rules?: GameRules): number {
  const table = tableOf(state.config);
  if (!table) return 1000;
  if (rules) return table.stickValue(rules);
  const r = table.resolve(state.config);
  return r.ok ? table.stickValue(r.value) : 1000;
}

/** The invariants every state must satisfy; [] when it does. */
export function checkState(state: GameState, rules?: GameRules): Issue[] {
  const issues: Issue[] = [];
  const sum = state.scores.reduce((a, b) => a + b, 0) + state.round.sticks * stickValueOf(state, rules);
  if (sum !== state.total) {
    issues.push(
      issue('not_conserved', `scores plus sticks add up to ${sum}, not ${state.total}`, 'state.scores'),
    );
  }
  if (!Number.isInteger(state.round.sticks) || state.round.sticks < 0) {
    issues.push(
      issue('negative_sticks', 'riichi sticks on the table cannot be negative', 'state.round.sticks'),
    );
  }
  if (!Number.isInteger(state.round.honba) || state.round.honba < 0) {
    issues.push(issue('bad_honba', 'honba cannot be negative', 'state.round.honba'));
  }
  const { wind, number } = state.round;
  if (!(wind >= 1 && wind <= 4 && number >= 1 && number <= 4)) {
    issues.push(issue('bad_round', `round ${wind}-${number} does not exist`, 'state.round'));
  }
  if (state.dealer !== number - 1)
    issues.push(issue('bad_dealer', 'the dealer does not match the round', 'state.dealer'));
  return listIssues(issues);
}

/**
 * Applies one event. `at.rules` (the game's resolved rules) saves resolving them again;
 * `at.index` is the event's position in the log, kept in the hand's history record. A field the
 * ledger does not know is refused with the event's other problems (fields.ts).
 */
export function applyEvent(
  state: GameState | null,
  event: GameEvent,
  at: { rules?: GameRules; index?: number } = {},
): Result<GameState, LedgerError> {
  const unknown = unknownEventFields(event);
  // Holes first: the checks of an entry read its lists as the JSON of a file has them.
  const holes = holesInEvent(event);
  if (holes.length) return fail('invalid', [...unknown, ...holes]);
  const applied = applyKnownEvent(state, event, at);
  if (!unknown.length) return applied;
  return fail('invalid', applied.ok ? unknown : [...unknown, ...applied.issues]);
}

function applyKnownEvent(
  state: GameState | null,
  event: GameEvent,
  at: { rules?: GameRules; index?: number },
): Result<GameState, LedgerError> {
  if (!event || typeof event !== 'object')
    return fail('invalid', [issue('bad_event', 'an event must be an object', 'event')]);
  if (event.type === 'start') {
    if (state) return fail('invalid', [issue('second_start', 'the game has already started', 'event')]);
    const issues = checkConfig(event.config);
    if (issues.length) return fail('invalid', issues);
    const r = resolveGameRules(event.config);
    if (!r.ok) return r;
    return ok(initialState(event.config, r.value));
  }
  if (!state) return fail('invalid', [issue('no_start', 'the first event must start the game', 'event')]);
  let resolved = at.rules;
  if (!resolved) {
    const r = resolveGameRules(state.config);
    if (!r.ok) return r;
    resolved = r.value;
  }
  if (event.type === 'adjust') {
    return applyAdjust(
      state,
      event,
      {
        maxAmount: MAX_LEDGER_AMOUNT,
        stickValue: stickValueOf(state, resolved),
        label: (seat) => playerLabel(state, seat),
      },
      at.index ?? nextEventIndex(state),
    );
  }
  // A penalty may be given after the last hand: a referee often rules once the game is over.
  if (event.type === 'penalty') {
    return applyPenalty(
      state,
      event,
      tableOf(state.config)!.penaltyRefusal,
      at.index ?? nextEventIndex(state),
    );
  }
  if (event.type !== 'hand' && event.type !== 'instant')
    return fail('invalid', [
      issue(
        'bad_event',
        `unknown event type ${describeValue((event as { type: unknown }).type)}`,
        'event.type',
      ),
    ]);
  if (state.finished)
    return fail('invalid', [
      issue('game_over', `the game is over (${gameEndText(state)}); no more hands can be added`, 'event'),
    ]);
  const table = tableOf(state.config)!;
  const outcome =
    event.type === 'hand'
      ? table.applyHand(state, resolved, event.riichi ?? [], event.result)
      : table.applyInstant(state, resolved, event);
  if (!outcome.ok) return outcome;
  const o = outcome.value;
  if (o.next.scores.some(beyondLedger) || o.record.payment.lines.some((l) => beyondLedger(l.amount))) {
    return fail('invalid', [
      issue(
        'beyond_ledger',
        `the ${event.type === 'hand' ? 'hand' : 'payout'} moves more than the ledger keeps exactly (scores and payments up to ${MAX_LEDGER_AMOUNT})`,
        event.type === 'hand' ? 'result' : 'event',
      ),
    ]);
  }
  const chombo = [...state.chombo] as GameState['chombo'];
  if (o.chomboSeat !== null) chombo[o.chomboSeat]++;
  const next: GameState = {
    ...state,
    scores: o.next.scores,
    round: o.next.round,
    dealer: o.next.dealer,
    finished: o.finished,
    endReason: o.endReason,
    chombo,
    history: [...state.history, { ...o.record, eventIndex: at.index ?? nextEventIndex(state) }],
  };
  const broken = checkState(next, resolved);
  if (broken.length) throw new Error(`ledger invariant broken: ${broken.map((i) => i.message).join('; ')}`);
  return ok(next);
}

/**
 * An event's issue path as a path in the log: `events[k]` then the field. The event's own checks
 * name the event itself `event` (`event.seat`), which the log's `events[k]` already is.
 */
function pathInLog(index: number, path: string | undefined): string {
  const field = (path ?? '').replace(/^event(?=\.|$)/, '').replace(/^\./, '');
  return field ? `events[${index}].${field}` : `events[${index}]`;
}

/** Folds the whole log; an error names the event (`events[k]`) it comes from. */
export function replayGame(doc: GameDocument | readonly GameEvent[]): Result<GameState, LedgerError> {
  const events = Array.isArray(doc) ? doc : (doc as GameDocument | null)?.events;
  if (!Array.isArray(events) || events.length === 0) {
    return fail('invalid', [issue('empty_game', 'a game log starts with a start event', 'events')]);
  }
  let state: GameState | null = null;
  let rules: GameRules | undefined;
  for (let i = 0; i < events.length; i++) {
    const r = applyEvent(state, events[i]!, { rules, index: i });
    if (!r.ok)
      return fail(
        'invalid',
        r.issues.map((x) => ({ ...x, path: pathInLog(i, x.path) })),
      );
    state = r.value;
    if (i === 0) {
      const rr = resolveGameRules(state.config);
      if (rr.ok) rules = rr.value;
    }
  }
  return ok(state!);
}

type Edit = Result<{ doc: GameDocument; state: GameState }, LedgerError>;

function withEvents(doc: GameDocument, events: GameEvent[]): Edit {
  const state = replayGame(events);
  if (!state.ok) return state;
  return ok({ doc: { ...doc, events }, state: state.value });
}

/** An edit's document, which a caller may pass from anywhere: an object with its event list. */
function checkDocument(doc: unknown): Issue[] {
  return doc && typeof doc === 'object' && Array.isArray((doc as GameDocument).events)
    ? []
    : [issue('bad_document', 'a game document is an object with its list of events', 'document')];
}

/** The document, then the index of the event an edit changes. */
function checkIndex(doc: GameDocument, index: number, allowEnd: boolean): Issue[] {
  const notDocument = checkDocument(doc);
  if (notDocument.length) return notDocument;
  const max = doc.events.length - (allowEnd ? 0 : 1);
  if (!Number.isInteger(index) || index < 1 || index > max) {
    // The index as a caller passed it: writing an object out calls its toString, which may throw.
    const events =
      max < 1 ? 'the game holds only its start, event 0' : `events 1..${max}; 0 is the game start`;
    return [issue('bad_index', `event ${describeValue(index)} does not exist (${events})`, 'index')];
  }
  return [];
}

export function appendEvent(doc: GameDocument, event: GameEvent): Edit {
  const bad = checkDocument(doc);
  if (bad.length) return fail('invalid', bad);
  return withEvents(doc, [...doc.events, event]);
}

/** Replaces event `index` (a hand or adjustment; 0, the start, can be replaced by a start). */
export function replaceEvent(doc: GameDocument, index: number, event: GameEvent): Edit {
  const notDocument = checkDocument(doc);
  if (notDocument.length) return fail('invalid', notDocument);
  // The event may be anything a caller passes (null too); replay names what is wrong with it.
  if (index === 0 && event?.type === 'start') return withEvents(doc, [event, ...doc.events.slice(1)]);
  const bad = checkIndex(doc, index, false);
  if (bad.length) return fail('invalid', bad);
  const events = [...doc.events];
  events[index] = event;
  return withEvents(doc, events);
}

export function removeEvent(doc: GameDocument, index: number): Edit {
  const bad = checkIndex(doc, index, false);
  if (bad.length) return fail('invalid', bad);
  return withEvents(
    doc,
    doc.events.filter((_, i) => i !== index),
  );
}

/** Inserts `event` before event `index` (index = length appends). */
export function insertEvent(doc: GameDocument, index: number, event: GameEvent): Edit {
  const bad = checkIndex(doc, index, true);
  if (bad.length) return fail('invalid', bad);
  return withEvents(doc, [...doc.events.slice(0, index), event, ...doc.events.slice(index)]);
}

/**
 * Whether event `eventIndex` was made after the game ended: a finished game takes no more hands,
 * so an adjustment or a penalty after its last hand came once it was over. Its record's `round`
 * is then the round that would have come next, which no front end should name as in play.
 */
export function madeAfterEnd(state: Pick<GameState, 'finished' | 'history'>, eventIndex: number): boolean {
  return state.finished && eventIndex > (state.history.at(-1)?.eventIndex ?? 0);
}

/** The final table of a game (it need not be finished: a game stopped early settles as it stands). */
export function settleGame(state: GameState): Settlement {
  const table = tableOf(state.config);
  const rules = table?.resolve(state.config);
  if (!table || !rules?.ok) throw new Error('settleGame: the state was not built by the ledger');
  return table.settle(state, rules.value);
}

/**
 * Score box 1 of `winner`'s win in a history record (undefined when the record has none). A
 * riichi multiple ron lists its breakdowns in turn order from the discarder (§5.6), which may
 * differ from the order the wins were entered in: a breakdown is paired with its win by its
 * winner, never by its place.
 */
export function findWinBreakdown(
  record: Pick<HandRecord, 'breakdowns'>,
  winner: Seat,
): WinBreakdown | undefined {
  for (const b of record.breakdowns) if ('winner' in b && b.winner === winner) return b;
  return undefined;
}

/** Score box 1 of a Singapore instant payout event (undefined for any other record). */
export function findInstantBreakdown(
  record: Pick<HandRecord, 'result' | 'breakdowns'>,
): SingaporeInstantBreakdown | undefined {
  if (record.result.kind !== 'instant') return undefined;
  for (const b of record.breakdowns) if ('items' in b) return b;
  return undefined;
}
