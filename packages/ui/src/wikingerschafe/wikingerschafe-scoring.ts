import { css, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import {
  FINAL_SHIELD_GLORY,
  gloryBreakdown,
  influenceTies,
  phaseOf,
  standings,
  wikingerschafeBoard,
  type LocationValue,
  type LogEntry,
  type WikingerschafeSnapshot,
} from '@viking-games/core/wikingerschafe';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import { winnerStyles } from '../shared/board-chrome.styles.js';
import { controlStyles, visuallyHidden } from '../shared/theme.js';
import '../shared/vg-die.js';
import '../shared/vg-player-badge.js';
import { icon, sheeple, wikingerColour } from './wikingerschafe.art.js';
import { actionStyles } from './wikingerschafe-action.styles.js';
import type { WikingerschafeMessages } from './wikingerschafe.messages.js';
import { jarlSentence, tieBreakSentence } from './wikingerschafe.words.js';
import { WikingerschafePart } from './wikingerschafe-part.js';

const LOCATIONS: readonly LocationValue[] = [1, 2, 3, 4, 5];

/**
 * The scoring tables of Wikingerschafe, read from the board's context. Without `final`: the round or
 * influence scoring that just happened (RULES.md "Round Scoring", "Influence Scoring"), one card per Wikinger
 * (not a table with a column each, which a phone cannot show) with its five Locations in a row of small cells
 * and its total, so four Wikinger stack in a 320 px column and stand side by side on a wide board; its
 * "Continue" fires `scoring-continue`, which the board turns into `game.continue` (the event stops at the
 * board's edge). With `final`: the final scoring (RULES.md "Final Scoring"), best first, one card per Wikinger
 * with the total beside the name (always in view, at any width) and the glory broken down by where it came
 * from: influence scoring, 8/10/12, unlocks (and Björn's head start) from play, then shields, Mead and Coins.
 *
 * @summary Round, influence and final scoring of a Wikingerschafe game.
 * @fires scoring-continue - the reader pressed "Continue" after a round or influence scoring; no detail
 * @csspart action - the panel of a round or influence scoring (not drawn with `final`)
 */
@customElement('wikingerschafe-scoring')
export class WikingerschafeScoring extends WikingerschafePart {
  static override styles = [
    controlStyles,
    actionStyles,
    winnerStyles,
    css`
      :host {
        display: block;
        min-width: 0;
        container-type: inline-size;
      }
      /* Round and influence scoring: a card per Wikinger, side by side where they fit, stacked on a phone. */
      .score-cards {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 184px), 1fr));
        gap: 8px;
      }
      .score-card,
      .final-card {
        min-width: 0;
        padding: 7.2px 8.8px 8px;
        border-radius: 10px;
        border: 1px solid var(--vg-line);
        border-inline-start: 6px solid var(--c);
        background: var(--vg-bg);
      }
      /* What decided the Jarl when glory tied (winnerStyles' .tie-decided), in Mead's colour. */
      .tie-decided {
        --tie-accent: var(--vg-mead);
      }
      .score-head,
      .final-head {
        display: flex;
        align-items: center;
        gap: 8px;
        min-width: 0;
      }
      /* A long name goes first: the sum moves under it before the name is cut. */
      .score-head {
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 0 8px;
        margin-block-end: 5.6px;
      }
      /* The total stays beside the name at any width: a name too long for the card is cut (its title has it all). */
      .final-head vg-player-badge {
        flex: 1 1 auto;
      }
      .score-head vg-player-badge::part(turn),
      .final-head vg-player-badge::part(turn) {
        display: none;
      }
      .score-sum,
      .final-total {
        flex: none;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .score-sum {
        display: inline-flex;
        align-items: center;
        gap: 3.2px;
        font-size: 16.8px;
      }
      .score-sum .icon {
        inline-size: 21.6px;
        block-size: 19.2px;
      }
      .final-total .unit {
        font-size: 12px;
        font-weight: 600;
        color: var(--vg-ink-soft);
      }
      .score-cells {
        display: grid;
        grid-template-columns: repeat(5, minmax(0, 1fr));
        gap: 4px;
        margin: 0;
      }
      .score-cell {
        display: grid;
        justify-items: center;
        gap: 2.4px;
        min-width: 0;
        padding: 4px 0 3.2px;
        border-radius: 6px;
        background: var(--vg-surface);
      }
      .score-cell dt {
        display: flex;
      }
      .score-cell vg-die {
        --vg-die-size: 20px;
      }
      .score-cell dd {
        margin: 0;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        line-height: 1.2;
      }
      .score-cell.gain {
        background: color-mix(in srgb, var(--c) 20%, var(--vg-surface));
      }
      .score-cell.none dd {
        color: var(--vg-ink-soft);
        font-weight: 600;
      }
      .score-cell.tie {
        background: color-mix(in srgb, var(--vg-warn) 12%, var(--vg-surface));
      }
      .score-cell.tie dd {
        color: var(--vg-warn);
      }
      .milestone {
        display: flex;
        align-items: center;
        gap: 4.8px;
        margin: 5.6px 0 0;
        font-size: 12.8px;
        font-weight: 700;
      }
      .milestone .icon,
      .part .icon {
        inline-size: 17.6px;
        block-size: 17.6px;
        flex: none;
      }
      .legend {
        margin-block: 8px 0;
      }
      .rule {
        margin-block: 8px 0;
      }
      /* A phone (the panel under 420 px): denser cards, each cell's value beside its die, and the title only for screen
         readers (the prompt above says the same), so the prompt, what just happened, every card and Continue fit a
         360 x 740 screen with four Wikinger; the general tie rule follows Continue. */
      @container (max-width: 420px) {
        .action h3 {
          ${visuallyHidden}
        }
        .score-cards {
          gap: 5.6px;
        }
        .score-card {
          padding: 4.8px 7.2px 5.6px;
        }
        .score-head {
          margin-block-end: 3.2px;
        }
        .score-sum {
          font-size: 15.2px;
        }
        .score-cell {
          grid-auto-flow: column;
          align-items: center;
          justify-content: center;
          gap: 2.4px;
          padding: 3.2px 0;
        }
        .score-cell vg-die {
          --vg-die-size: 16px;
        }
      }
      /* The final scoring: best first, the total beside the name, the glory by where it came from. */
      .final {
        display: grid;
        gap: 8px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .final-card.win {
        border-color: var(--vg-mead);
        border-inline-start-color: var(--c);
        background: color-mix(in srgb, var(--vg-mead) 22%, var(--vg-bg));
      }
      .rank {
        flex: none;
        min-inline-size: 2ch;
        font-weight: 800;
      }
      .final-total {
        font-size: 17.92px;
      }
      /* Glory from play beside glory at the end where two columns fit; one under the other on a phone. */
      .parts {
        display: flex;
        flex-wrap: wrap;
        gap: 0 19.2px;
        margin-block-start: 5.6px;
        font-size: 13.6px;
      }
      .parts dl {
        flex: 1 1 224px;
        min-width: 0;
        margin: 0;
      }
      .final ~ p {
        margin-block: 9.6px 0;
      }
      .part {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
        min-width: 0;
        padding-block: 1.92px;
        border-block-end: 1px dotted var(--vg-line);
      }
      .part dt {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0 4.8px;
        min-width: 0;
      }
      .part .detail {
        color: var(--vg-ink-soft);
        font-size: 12.48px;
        white-space: nowrap;
      }
      .part dd {
        margin: 0;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .part.zero dd {
        font-weight: 400;
      }
    `,
  ];

  /** Names of the Wikinger by index (as in `context.wikinger`; Björn Blökson after the players). */
  @property({ attribute: false }) names: readonly string[] = [];

  /** It draws from the snapshot: every new one updates it. */
  protected override get readsGame(): boolean {
    return true;
  }

  /**
   * Online, after this device's person pressed Continue while others still read the scoring (or on a spectator's
   * screen): whom the game waits for, shown instead of Continue, focusable (focus goes there from Continue). Empty: Continue.
   */
  @property({ attribute: false }) waiting?: string;
  /** Show the final scoring instead of the latest round or influence scoring. */
  @property({ type: Boolean, reflect: true }) final = false;

  private continue(): void {
    this.dispatchEvent(new CustomEvent('scoring-continue', { bubbles: true, composed: true }));
  }

  /** The latest round or influence scoring, with its "Continue". */
  private renderRound(snapshot: WikingerschafeSnapshot, t: WikingerschafeMessages): TemplateResult {
    const ctx = snapshot.context;
    const phase = phaseOf(snapshot);
    const entry = [...ctx.log].reverse().find((e) => e.kind === phase) as Extract<LogEntry, { kind: 'roundScoring' | 'influenceScoring' }> | undefined;
    const rows = entry ? (entry.kind === 'roundScoring' ? entry.influence : entry.glory) : [];
    const removed = entry?.kind === 'roundScoring' ? entry.removed : [];
    const round = phase === 'roundScoring';
    const unit = round ? t.influenceWord : t.gloryWord;
    const anyRemoved = removed.some((list) => list.length > 0);
    return html`<section part="action" class="action" aria-labelledby="act">
      <h3 id="act">${round ? t.roundScoringTitle(entry?.round ?? ctx.round) : t.influenceScoringTitle}</h3>
      <p class="hint">${round ? t.roundScoringHint : t.influenceScoringHint}</p>
      <div class="score-cards">
        ${ctx.wikinger.map((_, i) => {
          const name = this.names[i] ?? '';
          const colour = wikingerColour(ctx.players, i);
          const gains = LOCATIONS.map((v) => rows[v - 1]?.[i] ?? 0);
          const sum = gains.reduce((a, b) => a + b, 0);
          const milestone = entry?.kind === 'roundScoring' ? (entry.milestoneGlory[i] ?? 0) : 0;
          return html`<div class="score-card" role="group" aria-label=${name} ${cssProps({ '--c': `var(--vg-player-${colour})` })}>
            <div class="score-head">
              <vg-player-badge wrap name=${name} colour=${colour}></vg-player-badge>
              <strong class="score-sum">${sum ? `+${sum}` : '0'}<span class="visually-hidden"> ${unit}</span>${
                round ? html`<svg class="icon" viewBox="0 0 24 21" aria-hidden="true" focusable="false">${sheeple(colour, 11, 10, 20)}</svg>` : icon('glory')
              }</strong>
            </div>
            <dl class="score-cells">
              ${LOCATIONS.map((v) => {
                const gone = removed[v - 1]?.includes(i);
                const gained = gains[v - 1];
                return html`<div class="score-cell ${gone ? 'tie' : gained ? 'gain' : 'none'}">
                  <dt><vg-die face=${v} colour="bone" decorative></vg-die><span class="visually-hidden">${t.location(v)}</span></dt>
                  <dd>${
                    gone
                      ? html`<span aria-hidden="true">${t.tieMark}</span><span class="visually-hidden">${t.tieRemoved}</span>`
                      : gained
                        ? html`+${gained}<span class="visually-hidden"> ${unit}</span>`
                        : html`<span aria-hidden="true">–</span><span class="visually-hidden">0</span>`
                  }</dd>
                </div>`;
              })}
            </dl>
            ${milestone ? html`<p class="milestone">${icon('glory')}${t.milestoneGlory(milestone)}</p>` : nothing}
          </div>`;
        })}
      </div>
      ${anyRemoved ? html`<p class="hint legend">${t.tieLegend}</p>` : nothing}
      ${
        round
          ? nothing
          : influenceTies(ctx).map(
              (tie) =>
                html`<p class="hint tie-line">${t.influenceTie(tie.location, tie.who.map((i) => this.names[i] ?? '').join(` ${t.and} `), tie.influence, tie.glory, tie.next)}</p>`,
            )
      }
      <div class="end-actions">
        ${
          this.waiting
            ? html`<p class="hint" role="status" tabindex="-1" data-waiting>${this.waiting}</p>`
            : html`<button class="btn primary" data-primary ?disabled=${!this.game!.interactive && !snapshot.can({ type: 'game.continue' })} @click=${this.continue}>${t.continue}</button>`
        }
      </div>
      <p class="hint ties rule">${round ? t.roundTies(ctx.friendly) : t.influenceTiesRule}</p>
    </section>`;
  }

  /** The final scoring, best first (before the game is over: the standings so far). */
  private renderFinal(snapshot: WikingerschafeSnapshot, t: WikingerschafeMessages): TemplateResult {
    const ctx = snapshot.context;
    const over = wikingerschafeBoard.isOver(snapshot);
    const lines = standings(ctx, over)
      .slice()
      .sort((a, b) => a.rank - b.rank);
    const parts = gloryBreakdown(ctx);
    const winners = lines.filter((l) => l.rank === 1).map((l) => this.names[l.index] ?? '');
    const hasBjorn = ctx.wikinger.some((w) => w.neutral);
    // Same glory as the winner: the rulebook's tie-break (fewest Mead and Coins) decided it, or the win is shared.
    const tie = over ? tieBreakSentence(ctx, t, (i) => this.names[i] ?? '') : undefined;
    const item = (name: Parameters<typeof icon>[0], label: string, value: number, detail?: string) =>
      html`<div class="part ${value ? '' : 'zero'}">
        <dt>${icon(name)}<span>${label}</span>${detail ? html`<span class="detail">${detail}</span>` : nothing}</dt>
        <dd>+${value}</dd>
      </div>`;
    return html`<p class="jarl">${jarlSentence(winners, t)}</p>
      ${tie ? html`<p class="tie-decided">${tie}</p>` : nothing}
      <ol class="final" aria-label=${t.endTitle}>
        ${lines.map((l) => {
          const name = this.names[l.index] ?? '';
          const colour = wikingerColour(ctx.players, l.index);
          const p = parts[l.index];
          const w = ctx.wikinger[l.index];
          return html`<li class="final-card ${l.rank === 1 ? 'win' : ''}" ${cssProps({ '--c': `var(--vg-player-${colour})` })}>
            <div class="final-head">
              <span class="rank"><span class="visually-hidden">${l.rank === 1 ? `${t.winner}, ` : ''}${t.rank} </span>${l.rank === 1 ? html`<span class="crown" aria-hidden="true">♛</span>` : nothing}${l.rank}</span>
              <vg-player-badge wrap name=${name} colour=${colour}></vg-player-badge>
              <strong class="final-total">${l.total} <span class="unit">${t.gloryWord}</span></strong>
            </div>
            <div class="parts" role="group" aria-label=${`${t.gloryFrom}: ${name}`}>
              <dl>
                ${p.start ? item('glory', t.scoreStart, p.start) : nothing}
                ${item('glory', t.influenceScoringTitle, p.influence)}
                ${item('glory', t.scoreMilestones, p.milestones)}
                ${w.neutral ? nothing : item('lock', t.scoreUnlocks, p.unlocks)}
              </dl>
              ${
                w.neutral
                  ? nothing
                  : html`<dl>
                    ${item('shield', t.scoreShields, l.shields, t.shieldsCell(l.shields / FINAL_SHIELD_GLORY, FINAL_SHIELD_GLORY))}
                    ${item('mead', t.scoreMead, l.mead)}
                    ${item('coin', t.scoreCoins, l.coins, t.coinsCell(w.coins, l.coins))}
                  </dl>`
              }
            </div>
          </li>`;
        })}
      </ol>
      ${hasBjorn ? html`<p class="hint">${t.bjornLine}</p>` : nothing}`;
  }

  protected override render() {
    const snapshot = this.game?.snapshot;
    if (!snapshot) return nothing;
    const t = this.t;
    return this.final ? this.renderFinal(snapshot, t) : this.renderRound(snapshot, t);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wikingerschafe-scoring': WikingerschafeScoring;
  }
}
