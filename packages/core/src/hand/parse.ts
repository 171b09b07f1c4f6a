// The readable hand syntax used by the CLI and the web app's keyboard entry:
//   "123m456p 789s 11z + pon:555z ankan:1111m"
// Concealed tiles in mpsz (the winning tile included), then melds written `kind:tiles` with
// kind chi, pon, kan (open kan), kakan (added kan) or ankan (closed kan). A `+` or `,` between
// parts is optional. Without an explicit winning tile, the last concealed tile written is it.

import { fail, type Issue, issue, ok, type Result } from '../result.ts';
import { formatTiles, parseTile, parseTiles } from '../tiles/notation.ts';
import { isBonus, type Tile } from '../tiles/tile.ts';
import { emptyObjectArray, type Hand, type Meld, type MeldKind } from './hand.ts';

const KINDS: readonly MeldKind[] = ['chi', 'pon', 'kan', 'kakan', 'ankan'];

export function parseHand(text: string, win?: string): Result<Hand, 'invalid'> {
  const issues: Issue[] = [];
  if (typeof text !== 'string') issues.push(issue('bad_notation', 'the hand is written as text', 'hand'));
  if (win !== undefined && typeof win !== 'string')
    issues.push(issue('bad_notation', 'the winning tile is written as text', 'win'));
  if (issues.length) return fail('invalid', issues);
  const concealed: Tile[] = [];
  const bonus: Tile[] = [];
  // The same layout of list as `handFromAllTiles` gives, empty or not (see `emptyObjectArray`).
  const melds = emptyObjectArray<Meld>();
  const tokens = text.replace(/[+,]/g, ' ').split(/\s+/).filter(Boolean);
  tokens.forEach((tok, i) => {
    const colon = tok.indexOf(':');
    if (colon >= 0) {
      const kind = tok.slice(0, colon).toLowerCase() as MeldKind;
      if (!KINDS.includes(kind)) {
        issues.push(
          issue(
            'bad_meld',
            `"${tok.slice(0, colon)}" is not a meld kind (chi, pon, kan, kakan, ankan)`,
            `melds`,
          ),
        );
        return;
      }
      const r = parseTiles(tok.slice(colon + 1), `melds[${melds.length}]`);
      if (!r.ok) issues.push(...r.issues);
      else melds.push({ kind, tiles: r.value });
      return;
    }
    const r = parseTiles(tok, `hand (part ${i + 1})`);
    if (!r.ok) issues.push(...r.issues);
    else for (const t of r.value) (isBonus(t) ? bonus : concealed).push(t);
  });
  let winTile: Tile | undefined = concealed[concealed.length - 1];
  if (win !== undefined && win.trim() !== '') {
    const w = parseTile(win, 'win');
    if (!w.ok) issues.push(...w.issues);
    else winTile = w.value;
  }
  if (winTile === undefined && issues.length === 0)
    issues.push(issue('no_tiles', 'the hand has no concealed tiles', 'hand'));
  if (issues.length) return fail('invalid', issues);
  return ok({ concealed, melds, winTile: winTile!, bonus });
}

/**
 * Writes a hand back in the readable syntax: its concealed and bonus tiles, then ` + ` and the
 * melds (`123m456p789s11z1f + pon:555z`). The winning tile is not written: it is given apart,
 * as the CLI's `--win` is, so `parseHand(formatHand(h), formatTile(h.winTile))` gives `h` back,
 * each list's tiles in canonical order.
 */
export function formatHand(hand: Hand): string {
  const concealed = formatTiles([...hand.concealed, ...hand.bonus]);
  const melds = hand.melds.map((m) => `${m.kind}:${formatTiles(m.tiles)}`).join(' ');
  return [concealed, melds].filter(Boolean).join(' + ');
}
