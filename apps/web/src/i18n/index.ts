// Translation: the current language, `t(key, params)` over the message tables, and the names
// of tiles, yaku, fu lines and limits. English is the reference table; Japanese and Chinese
// must hold every one of its keys (checked by test/i18n.test.ts).

import { en, type MessageKey } from './en.ts';
import { ja } from './ja.ts';
import { zh } from './zh.ts';

export type Locale = 'en' | 'ja' | 'zh';
export const LOCALES: readonly Locale[] = ['en', 'ja', 'zh'];
export const MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { en, ja, zh };

const STORAGE_KEY = 'mahjong-ledger.locale';
let current: Locale = initialLocale();
const listeners = new Set<() => void>();

function initialLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (saved && (LOCALES as string[]).includes(saved)) return saved as Locale;
  } catch {
    // storage may be unavailable (private mode); fall through to the browser language
  }
  const lang = globalThis.navigator?.language ?? 'en';
  return lang.startsWith('ja') ? 'ja' : lang.startsWith('zh') ? 'zh' : 'en';
}

export function locale(): Locale {
  return current;
}

export function setLocale(l: Locale): void {
  current = l;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, l);
  } catch {
    // not saved: the choice still holds for this session
  }
  if (typeof document !== 'undefined') document.documentElement.lang = l;
  for (const f of listeners) f();
}

export function onLocaleChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

export function hasKey(key: string): key is MessageKey {
  return key in en;
}

/** The message of `key` with `{name}` placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  let s: string = MESSAGES[current][key] ?? en[key];
  if (params) for (const [k, v] of Object.entries(params)) s = s.replaceAll(`{${k}}`, String(v));
  return s;
}

/**
 * The message of `key` for the count `n`: its `{key}_one` form where the language's plural
 * rule reads `n` as one (English 1: "1 stick"), else `key` itself ("0 sticks", "2 sticks").
 * Languages without plurals (Japanese, Chinese) give both forms the same text.
 */
export function tCount(key: MessageKey, n: number, params?: Record<string, string | number>): string {
  const one = `${key}_one`;
  const form = hasKey(one) && new Intl.PluralRules(current).select(n) === 'one' ? one : key;
  return t(form, params);
}

/** A key built at run time (a yaku id, an option name): its message, or the fallback. */
export function tDynamic(key: string, fallback: string): string {
  return hasKey(key) ? t(key) : fallback;
}

const Z_KEYS = ['tile.z1', 'tile.z2', 'tile.z3', 'tile.z4', 'tile.z5', 'tile.z6', 'tile.z7'] as const;
const A_KEYS = ['tile.a1', 'tile.a2', 'tile.a3', 'tile.a4'] as const;
const SUIT_KEYS = ['tile.m', 'tile.p', 'tile.s'] as const;

/** The spoken name of a tile id (0..48; -1 for a face-down tile). */
export function tileName(tile: number): string {
  if (tile < 0) return t('tile.back');
  if (tile >= 34 && tile <= 36) return t('tile.red', { name: t(SUIT_KEYS[tile - 34]!, { n: 5 }) });
  if (tile < 27) return t(SUIT_KEYS[Math.floor(tile / 9)]!, { n: (tile % 9) + 1 });
  if (tile < 34) return t(Z_KEYS[tile - 27]!);
  if (tile < 41) return t('tile.flower', { n: tile - 36 });
  if (tile < 45) return t('tile.season', { n: tile - 40 });
  return t(A_KEYS[tile - 45]!);
}

const pretty = (id: string) => id.replace(/_/g, ' ');

/** A scoring element's name (yaku, tai element, double, dora). */
export function elementName(id: string): string {
  return tDynamic(`yaku.${id}`, pretty(id));
}

/** A fu line's name. */
export function fuName(id: string): string {
  return tDynamic(`fu.${id}`, pretty(id));
}

/** A limit's name (mangan, haneman, yakuman ×2 ...). */
export function limitName(id: string): string {
  const multiple = /^yakuman_(\d+)x$/.exec(id);
  if (multiple) return t('limit.yakuman_n', { n: multiple[1]! });
  return tDynamic(`limit.${id}`, pretty(id));
}

/** A rule option's label. */
export function optionName(id: string): string {
  return tDynamic(`option.${id}`, id);
}

/** A rule option's choice (a code such as `head_bump`): its label, else the code itself. */
export function choiceName(option: string, value: string): string {
  return tDynamic(`choice.${option}.${value}`, value);
}

/** Name of the wind 1..4 (East .. North). */
export function windName(w: number): string {
  return t((['wind.1', 'wind.2', 'wind.3', 'wind.4'] as const)[w - 1]!);
}

/** A Singapore scoring element or instant payout item's name (Chinese terms in zh). */
export function sgName(id: string): string {
  return tDynamic(`sg.${id}`, pretty(id));
}

/** A Japanese Classical basic-points, doubles or limit-hand item's name. */
export function jcName(id: string): string {
  return tDynamic(`jc.${id}`, pretty(id));
}
