// The table: each player's score, seat wind and the dealer marker, the round, honba and the
// riichi sticks on the table; riichi (Classical: Ready) declarations for the hand in play; a
// win, a draw, and in Singapore an instant payout; a referee's score correction (AdjustScreen),
// and in riichi a tournament penalty in final points (PenaltyScreen; the other families settle
// no final points to take it from). Both stay offered once the game is over.
// Singapore scores are money with cents. Each declaration button is named by its player
// ("Riichi: Bob"), its state said by aria-pressed.

import type { Seat } from '@mahjong-ledger/core';
import { useMemo } from 'preact/hooks';
import { t, tCount, windName } from '../i18n/index.ts';
import { go } from '../router.ts';
import { amount } from '../ui/format.ts';
import { seatWind } from '../ui/labels.ts';
import { familyUi } from './families.ts';
import { setRiichi, useStore } from './store.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

export function TableScreen() {
  const { game } = useStore();
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);
  if (!game || !ui) return null;
  const riichiFamily = ui.id === 'riichi';
  const { state, riichi } = game;
  const names = state.config.players;
  const toggle = (s: Seat) =>
    setRiichi(riichi.includes(s) ? riichi.filter((x) => x !== s) : [...riichi, s].sort());
  return (
    <section class="screen table-screen" aria-labelledby="table-title">
      <h2 id="table-title" class="sr-only">
        {t('table.title')}
      </h2>
      {!state.finished && (
        <div class="table-info">
          <span class="pill">
            {windName(state.round.wind)} {state.round.number}
          </span>
          <span class="pill" data-testid="honba">
            {riichiFamily
              ? t('table.honba', { n: state.round.honba })
              : t('table.repeats', { n: state.round.honba })}
          </span>
          {ui.id !== 'singapore' && (
            <span class="pill" data-testid="sticks">
              {tCount(riichiFamily ? 'table.sticks' : 'table.ready_sticks', state.round.sticks, {
                n: state.round.sticks,
              })}
            </span>
          )}
        </div>
      )}
      {state.finished && (
        <p class="banner" role="status">
          {t('table.finished')} <a href="#/end">{t('table.see_settlement')}</a>
        </p>
      )}
      <ol class="players">
        {SEATS.map((s) => {
          const wind = seatWind(s, state.dealer);
          const dealer = s === state.dealer;
          const inRiichi = riichi.includes(s);
          return (
            <li
              key={s}
              class={`player${dealer ? ' dealer' : ''}${inRiichi ? ' in-riichi' : ''}`}
              data-testid={`player-${s}`}
            >
              <div class="player-head">
                <span class={`wind wind-${wind}`} title={windName(wind)}>
                  <span aria-hidden="true">{t(`wind.short.${wind as 1 | 2 | 3 | 4}`)}</span>
                  <span class="sr-only">{t('table.seat_wind', { wind: windName(wind) })}</span>
                </span>
                <span class="name">{names[s]}</span>
                {dealer && <span class="dealer-mark">{t('table.dealer')}</span>}
              </div>
              <p class="score" data-testid={`score-${s}`}>
                {amount(state.scores[s], ui.unit)}
              </p>
              {!state.finished && ui.declaration && (
                <button
                  type="button"
                  class="riichi-btn"
                  aria-pressed={inRiichi}
                  // Named by the player (four buttons read "Riichi" alike); pressed says declared.
                  aria-label={t(ui.declaration === 'ready' ? 'table.ready_for' : 'table.riichi_for', {
                    name: names[s]!,
                  })}
                  onClick={() => toggle(s)}
                  data-testid={`riichi-${s}`}
                >
                  {ui.declaration === 'ready'
                    ? inRiichi
                      ? t('table.ready_on')
                      : t('table.ready')
                    : inRiichi
                      ? t('table.riichi_on')
                      : t('table.riichi')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {!state.finished && (
        <div class="actions">
          <button type="button" class="primary big" onClick={() => go('win')}>
            {t('table.win')}
          </button>
          <button type="button" class="big" onClick={() => go('draw')}>
            {t('table.draw')}
          </button>
          {ui.instants && (
            <button type="button" class="big" onClick={() => go('instant')} data-testid="instant">
              {t('table.instant')}
            </button>
          )}
        </div>
      )}
      <div class="actions secondary">
        <a class="button" href="#/history">
          {t('nav.history')}
        </a>
        <a class="button" href="#/end">
          {t('table.settlement')}
        </a>
        <a class="button" href="#/adjust" data-testid="adjust">
          {t('table.adjust')}
        </a>
        {riichiFamily && (
          <a class="button" href="#/penalty" data-testid="penalty">
            {t('table.penalty')}
          </a>
        )}
      </div>
    </section>
  );
}
