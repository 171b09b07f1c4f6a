// Corpus adapter for riichi cases (format: shared/corpus/README.md): one case object in, one
// result line out. Never throws: a case that cannot be read answers `error: "invalid"`.

import { handFromAllTiles, type Meld, type MeldKind } from '../../src/hand/hand.ts';
import type { Result } from '../../src/result.ts';
import type { RiichiScoreInput } from '../../src/rules/riichi/input.ts';
import { type RiichiRules, resolveRiichiRules } from '../../src/rules/riichi/options.ts';
import { scoreRiichiHand } from '../../src/rules/riichi/score.ts';
import { parseTile, parseTiles } from '../../src/tiles/notation.ts';
import { isRedFive, kindOf, type Tile } from '../../src/tiles/tile.ts';

/** A case as read: arbitrary JSON, every field checked where it is used. */
type Case = Readonly<Record<string, unknown>>;

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const MELD_KINDS = new Map<unknown, MeldKind>([
  ['chi', 'chi'],
  ['pon', 'pon'],
  ['kan', 'kan'],
  ['ankan', 'ankan'],
  ['kakan', 'kakan'],
]);

function value<T>(r: Result<T>): T | undefined {
  return r.ok ? r.value : undefined;
}

/** A case's input and rules, or the issues that keep it from being one. */
export function riichiCaseInput(
  c: Case,
): { ok: true; input: RiichiScoreInput; rules: RiichiRules } | { ok: false; issues: unknown } {
  const invalid = (issues: unknown = []) => ({ ok: false as const, issues });
  const overrides: Record<string, unknown> = isRecord(c.rule_overrides) ? { ...c.rule_overrides } : {};
  if (c.aka === false) overrides.akaDora = 0;
  if (typeof c.kuitan === 'boolean') overrides.kuitan = c.kuitan;
  const rules = resolveRiichiRules(
    c.rules === undefined || c.rules === null ? 'tenhou' : String(c.rules),
    overrides,
  );
  if (!rules.ok) return invalid(rules.issues);
  // With red fives out of play a 0 is read as a plain five (corpus README).
  const plain = (ts: Tile[]) => (c.aka === false ? ts.map((t) => (isRedFive(t) ? kindOf(t) : t)) : ts);
  const all = parseTiles(String(c.hand ?? ''), 'hand');
  const win = parseTile(String(c.win ?? ''), 'win');
  const dora = parseTiles(String(c.dora_indicators ?? ''), 'dora_indicators');
  const ura = parseTiles(String(c.ura_indicators ?? ''), 'ura_indicators');
  const melds: Meld[] = [];
  const issues = [all, win, dora, ura].flatMap((r) => (r.ok ? [] : r.issues));
  const meldList = c.melds ?? [];
  if (!Array.isArray(meldList)) issues.push({ code: 'bad_meld', message: 'melds is not a list' });
  for (const m of Array.isArray(meldList) ? meldList : []) {
    const kind = isRecord(m) ? MELD_KINDS.get(m.type) : undefined;
    const tiles = parseTiles(String(isRecord(m) ? (m.tiles ?? '') : ''), 'melds');
    if (!kind || !tiles.ok) {
      issues.push({ code: 'bad_meld', message: `bad meld ${JSON.stringify(m)}` });
      continue;
    }
    melds.push({ kind, tiles: plain(tiles.value) });
  }
  if (issues.length) return invalid(issues);
  const winTile = plain([value(win)!])[0]!;
  const hand = handFromAllTiles(plain(value(all)!), melds, winTile);
  if (!hand.ok) return invalid(hand.issues);
  return {
    ok: true,
    rules: rules.value,
    input: {
      hand: hand.value,
      situation: {
        tsumo: !!c.tsumo,
        // Passed on as they are: the scorer checks the winds and counters and names a bad one.
        seatWind: c.seat_wind as number,
        roundWind: c.round_wind as number,
        riichi: !!c.riichi,
        doubleRiichi: !!c.double_riichi,
        ippatsu: !!c.ippatsu,
        haitei: !!c.haitei,
        houtei: !!c.houtei,
        rinshan: !!c.rinshan,
        chankan: !!c.chankan,
        tenhou: !!c.tenhou,
        chiihou: !!c.chiihou,
        doraIndicators: plain(value(dora)!),
        uraIndicators: plain(value(ura)!),
        honba: (c.honba ?? 0) as number,
        riichiSticks: (c.riichi_sticks ?? 0) as number,
      },
    },
  };
}

export function scoreRiichiCase(input: unknown): Record<string, unknown> {
  if (!isRecord(input))
    return { id: null, error: 'invalid', issues: [{ code: 'bad_case', message: 'a case is an object' }] };
  const id = input.id;
  try {
    const read = riichiCaseInput(input);
    if (!read.ok) return { id, error: 'invalid', issues: read.issues };
    const r = scoreRiichiHand(read.input, read.rules);
    if (!r.ok) return { id, error: r.error, issues: r.issues };
    const s = r.value;
    return {
      id,
      error: null,
      han: s.han,
      fu: s.fu,
      yakuman: s.yakuman,
      yaku: s.yaku.map((y) => [y.id, y.han]),
      payment: s.perPayer,
      total: s.total,
      level: s.limit,
    };
  } catch (e) {
    return { id, error: 'invalid', issues: [{ code: 'internal', message: String(e) }] };
  }
}
