// Fu (spec riichi.md §4): the count for one interpretation, optionally itemised. The
// itemised form is built only for the interpretation finally chosen.

import { GROUP_KAN, GROUP_SEQUENCE, type ScoringContext } from './context.ts';
import { SHAPE_CHIITOITSU, WAIT_KANCHAN, WAIT_PENCHAN, WAIT_TANKI } from './layout.ts';

export interface FuLine {
  /** What earns the fu: `base`, `menzen_ron`, `tsumo`, `open_triplet`, `closed_kan`, `pair_dragon`, `wait_kanchan`, ... */
  id: string;
  fu: number;
  /** The tile kind the line is about (groups, pair), if any. */
  tile?: number;
}

const isYaochuuKind = (k: number) => k >= 27 || k % 9 === 0 || k % 9 === 8;

/** Line ids of a triplet or kan: [concealed][kan][yaochuu]. */
const GROUP_FU_IDS = [
  [
    ['open_triplet_simple', 'open_triplet_yaochuu'],
    ['open_kan_simple', 'open_kan_yaochuu'],
  ],
  [
    ['closed_triplet_simple', 'closed_triplet_yaochuu'],
    ['closed_kan_simple', 'closed_kan_yaochuu'],
  ],
] as const;

/**
 * Fu of the context's interpretation, rounded up to 10 (chiitoitsu: 25 flat). `pinfu` tells
 * whether the interpretation scores pinfu (tsumo 20, ron 30). Lines are pushed to `out`
 * when given, including a final `rounding` line, so they add up to the total.
 */
export function countFu(c: ScoringContext, pinfu: boolean, out: FuLine[] | null): number {
  if (c.shape === SHAPE_CHIITOITSU) {
    out?.push({ id: 'chiitoitsu', fu: 25 });
    return 25;
  }
  if (pinfu) {
    out?.push({ id: 'base', fu: 20 });
    if (!c.sit.tsumo) {
      out?.push({ id: 'menzen_ron', fu: 10 });
      return 30;
    }
    return 20;
  }
  let fu = 20;
  out?.push({ id: 'base', fu: 20 });
  if (c.closed && !c.sit.tsumo) {
    fu += 10;
    out?.push({ id: 'menzen_ron', fu: 10 });
  }
  if (c.sit.tsumo) {
    const t = c.sit.rinshan ? c.rules.rinshanTsumoFu : 2;
    if (t) {
      fu += t;
      out?.push({ id: 'tsumo', fu: t });
    }
  }
  for (let i = 0; i < 4; i++) {
    const kind = c.groupKind[i]!;
    if (kind === GROUP_SEQUENCE) continue;
    const tile = c.groupTile[i]!;
    const concealed = c.groupConcealed[i] === 1;
    const kan = kind === GROUP_KAN;
    const yaochuu = isYaochuuKind(tile);
    let g = kan ? (concealed ? 16 : 8) : concealed ? 4 : 2;
    if (yaochuu) g *= 2;
    fu += g;
    out?.push({ id: GROUP_FU_IDS[concealed ? 1 : 0][kan ? 1 : 0][yaochuu ? 1 : 0], fu: g, tile });
  }
  const p = c.pair;
  if (p >= 31) {
    fu += 2;
    out?.push({ id: 'pair_dragon', fu: 2, tile: p });
  } else if (p === c.seatWindTile && p === c.roundWindTile) {
    fu += c.rules.doubleWindPairFu;
    out?.push({ id: 'pair_double_wind', fu: c.rules.doubleWindPairFu, tile: p });
  } else if (p === c.seatWindTile) {
    fu += 2;
    out?.push({ id: 'pair_seat_wind', fu: 2, tile: p });
  } else if (p === c.roundWindTile) {
    fu += 2;
    out?.push({ id: 'pair_round_wind', fu: 2, tile: p });
  }
  if (c.wait === WAIT_KANCHAN || c.wait === WAIT_PENCHAN || c.wait === WAIT_TANKI) {
    fu += 2;
    out?.push({
      id: c.wait === WAIT_KANCHAN ? 'wait_kanchan' : c.wait === WAIT_PENCHAN ? 'wait_penchan' : 'wait_tanki',
      fu: 2,
    });
  }
  if (fu === 20 && !c.closed && !c.sit.tsumo && c.rules.openPinfuFu) {
    // EMA/WRC wording: "+2 open pinfu", then the usual rounding to 30.
    fu += 2;
    out?.push({ id: 'open_pinfu', fu: 2 });
  }
  const rounded = Math.ceil(fu / 10) * 10;
  if (rounded !== fu) out?.push({ id: 'rounding', fu: rounded - fu });
  return rounded;
}
