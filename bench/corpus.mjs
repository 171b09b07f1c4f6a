// The bench's inputs: the corpus hands, read from ../shared/corpus and prepared beforehand
// with a given build of the core, the passes over them, and the median (bench.mjs and
// compare.mjs).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const corpusDir = fileURLToPath(new URL('../../shared/corpus/', import.meta.url));

/** The median of a list of numbers (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** The riichi cases of both public corpora, as JSON objects. */
export function readCases() {
  const read = (name) =>
    readFileSync(corpusDir + name, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l));
  return [...read('riichi_public.jsonl'), ...read('tenhou_real_public.jsonl')];
}

/**
 * Every case `core` accepts as a hand, as scorer input (`{ rules, input }`), with the 13-tile
 * hand before the win as counts (`waits`), the case's hand text (`strings`) and the case's
 * index in `cases` (`caseOf`, by index in `scoring`).
 */
export function prepareInputs(core, cases) {
  const rulesByAka = {
    true: core.resolveRiichiRules('tenhou').value,
    false: core.resolveRiichiRules('tenhou', { akaDora: 0 }).value,
  };
  // A case without red fives is read from its text with each red five (0) written as a plain
  // one, as a user would enter it: the tile lists come from the library's parser.
  const tilesOf = (text, aka) => core.parseTiles(aka ? text : text.replace(/0/g, '5')).value;
  const scoring = [];
  const waits = [];
  const strings = [];
  const caseOf = [];
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i];
    const aka = c.aka !== false;
    const all = tilesOf(c.hand, aka);
    const melds = c.melds.map((m) => ({ kind: m.type, tiles: tilesOf(m.tiles, aka) }));
    const win = tilesOf(c.win, aka)[0];
    const hand = core.handFromAllTiles(all, melds, win);
    if (!hand.ok) continue;
    strings.push(c.hand);
    caseOf.push(i);
    scoring.push({
      rules: rulesByAka[aka],
      input: {
        hand: hand.value,
        situation: {
          tsumo: c.tsumo,
          seatWind: c.seat_wind,
          roundWind: c.round_wind,
          riichi: c.riichi,
          doubleRiichi: c.double_riichi,
          ippatsu: c.ippatsu,
          haitei: c.haitei,
          houtei: c.houtei,
          rinshan: c.rinshan,
          chankan: c.chankan,
          tenhou: c.tenhou,
          chiihou: c.chiihou,
          doraIndicators: tilesOf(c.dora_indicators, aka),
          uraIndicators: tilesOf(c.ura_indicators, aka),
          honba: c.honba,
          riichiSticks: c.riichi_sticks,
        },
      },
    });
    // The 13-tile hand before the win, as counts, for wait analysis.
    const concealed = new Uint8Array(34);
    for (const t of hand.value.concealed) concealed[core.kindOf(t)]++;
    concealed[core.kindOf(win)]--;
    const melded = new Uint8Array(34);
    for (const m of melds) for (const t of m.tiles) melded[core.kindOf(t)]++;
    waits.push({ concealed, meldCount: melds.length, melded });
  }
  return { scoring, waits, strings, caseOf };
}

/** A pass of full scoring over `inputs` with `core`: a checksum of the numbers read. */
export function scorePass(core, inputs) {
  let sum = 0;
  for (let i = 0; i < inputs.length; i++) {
    const r = core.scoreRiichiHand(inputs[i].input, inputs[i].rules);
    sum += r.ok
      ? r.value.total + r.value.han * 7 + (r.value.fu ?? 0) + r.value.yakuman * 13 + r.value.basePoints
      : 1;
  }
  return sum;
}

/** The same, also reading the itemised yaku, fu and payment lines. */
export function scoreBreakdownPass(core, inputs) {
  let sum = 0;
  for (let i = 0; i < inputs.length; i++) {
    const r = core.scoreRiichiHand(inputs[i].input, inputs[i].rules);
    if (!r.ok) {
      sum += 1;
      continue;
    }
    const v = r.value;
    sum += v.total + v.han * 7 + (v.fu ?? 0) + v.yaku.length + v.fuLines.length + v.payment.lines.length;
  }
  return sum;
}
