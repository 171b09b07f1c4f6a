// The README's main job for now: score an example hand and print both score boxes.
//   npm start -- "234567m345p67899s" --win 5p --tsumo --riichi

import { formatTile, formatTiles, parseHand, resolveRiichiRules, scoreRiichiHand } from '../src/index.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const text =
  args.find(
    (a, i) =>
      !a.startsWith('--') &&
      !(i > 0 && args[i - 1]!.startsWith('--') && !['--tsumo', '--riichi'].includes(args[i - 1]!)),
  ) ?? '234567m345p67899s';
const hand = parseHand(text, opt('win') ?? (args.length === 0 ? '5p' : undefined));
if (!hand.ok) {
  for (const i of hand.issues) console.error(`error: ${i.message}`);
  process.exit(1);
}
const rules = resolveRiichiRules(opt('rules') ?? 'ema2016');
if (!rules.ok) {
  for (const i of rules.issues) console.error(`error: ${i.message}`);
  process.exit(2);
}
const r = scoreRiichiHand(
  {
    hand: hand.value,
    situation: {
      tsumo: args.length === 0 || flag('tsumo'),
      riichi: args.length === 0 || flag('riichi'),
      seatWind: Number(opt('seat') ?? 2),
      roundWind: Number(opt('round') ?? 1),
    },
  },
  rules.value,
);
if (!r.ok) {
  console.error(`${r.error}: ${r.issues.map((i) => i.message).join('; ')}`);
  process.exit(1);
}
const s = r.value;
const seats = ['East', 'South', 'West', 'North'];
console.log(`Hand ${formatTiles(hand.value.concealed)} won on ${formatTile(hand.value.winTile)}`);
console.log('— Score box 1: breakdown —');
for (const y of s.yaku) console.log(`  ${y.id.padEnd(22)} ${String(y.han).padStart(3)} han`);
for (const f of s.fuLines) console.log(`  ${`fu: ${f.id}`.padEnd(22)} ${String(f.fu).padStart(3)} fu`);
console.log(`  ${s.han} han ${s.fu ?? '-'} fu${s.limit ? ` (${s.limit})` : ''}: ${s.total} points`);
console.log('— Score box 2: payments —');
for (const l of s.payment.lines)
  console.log(
    `  ${l.from === -1 ? 'table' : seats[l.from]} → ${seats[l.to as number]}: ${l.amount} (${l.reason})`,
  );
console.log(`  deltas: ${s.payment.deltas.map((d, i) => `${seats[i]} ${d >= 0 ? '+' : ''}${d}`).join(', ')}`);
