import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { rewardChoices, wollhallaFull, type RewardEvent } from '@viking-games/core/wikingerschafe';
import { customElement } from '../shared/define.js';
import type { GameContextValue } from '../shared/game-context.js';
import { controlStyles } from '../shared/theme.js';
import '../shared/vg-die.js';
import '../shared/vg-player-badge.js';
import { icon, optionIcon, wikingerColour } from './wikingerschafe.art.js';
import { actionStyles } from './wikingerschafe-action.styles.js';
import { WikingerschafePart } from './wikingerschafe-part.js';

/** Detail of `reward-choose`: the reward the reader chose, as the machine takes it. */
export interface RewardChooseDetail {
  readonly move: RewardEvent;
}

/**
 * The second step of a reward being chosen, as the prompt names it: Destiny's die (`destiny`) or its new face
 * (`destinyFace`), Redistribution's Location, Relocate's 3 (`relocateDie`, when several were placed) or its new
 * Location (`relocate`), Attack's shield, Wollhalla's die.
 */
export type RewardStep = 'destiny' | 'destinyFace' | 'redistribution' | 'relocateDie' | 'relocate' | 'attack' | 'wollhalla';

/** Detail of `reward-step`: the step the reader opened, undefined when back at the list of options. */
export interface RewardStepDetail {
  readonly step?: RewardStep;
}

/** Options whose button opens a second step (a die, a face, a Location or a target) instead of taking the reward at once. */
const STEPPED = ['destiny', 'redistribution', 'relocate', 'attack', 'wollhalla'];

/**
 * The rewards of the Location the Wikinger to act just placed on, to choose one (RULES.md "Locations" and
 * "Location 1" to "Location 5"): a button per option; Destiny, Relocate, Redistribution, Attack and Wollhalla
 * open a second step (the die, the face, the Location or the target) with a Back button. It reads the game
 * (snapshot, locale, whether a person may act) from the board's context and sends nothing itself: the board
 * takes the `reward-choose` event and makes the move (the event stops at the board's edge).
 *
 * @summary The reward picker of a Wikingerschafe turn.
 * @fires {CustomEvent<RewardChooseDetail>} reward-choose - the reader chose a reward; detail `{ move }`, a `player.reward` event
 * @fires {CustomEvent<RewardStepDetail>} reward-step - the reader opened a step or went back (the prompt says what the step asks); detail `{ step }`
 * @csspart action - the panel
 */
@customElement('wikingerschafe-reward-picker')
export class WikingerschafeRewardPicker extends WikingerschafePart {
  static override styles = [
    controlStyles,
    actionStyles,
    css`
      :host {
        display: block;
        min-width: 0;
      }
    `,
  ];

  /** The option whose target is being chosen, and for Destiny and Relocate the die; cleared by each new snapshot. */
  @state() private step?: { option: string; die?: number };
  /** A step changed by the reader: the next render puts focus on its first choice. */
  private focusNext = false;

  constructor() {
    super();
    // A double click on the board's "Place" lands its second click on the picker, which has just replaced
    // that button under the pointer: that click (the second of a double click, `detail` 2 and up) chooses
    // nothing. A choice is one click, or Enter / Space (`detail` 0).
    this.addEventListener('click', (event) => event.detail > 1 && event.stopPropagation(), { capture: true });
  }

  /** Names of the Wikinger by index (as in `context.wikinger`; Björn Blökson after the players). */
  @property({ attribute: false }) names: readonly string[] = [];

  /** It draws from the snapshot: every new one updates it. */
  protected override get readsGame(): boolean {
    return true;
  }

  protected override willUpdate(changed: PropertyValues): void {
    // A new position (the reward taken, a take-back, a new game) starts again from the list of options.
    const before = changed.get('game') as GameContextValue | undefined;
    if (changed.has('game') && before?.snapshot !== this.game?.snapshot) this.step = undefined;
  }

  protected override updated(): void {
    if (!this.focusNext) return;
    this.focusNext = false;
    this.renderRoot.querySelector<HTMLElement>('[data-primary]:not([disabled])')?.focus();
  }

  private go(step: { option: string; die?: number } | undefined): void {
    this.step = step;
    this.focusNext = true;
    this.dispatchEvent(new CustomEvent<RewardStepDetail>('reward-step', { detail: { step: this.stepName(step) }, bubbles: true, composed: true }));
  }

  /** The step's name for the prompt: Relocate asks for its 3 first only when several 3s were placed this turn. */
  private stepName(step: { option: string; die?: number } | undefined): RewardStep | undefined {
    const snapshot = this.game?.snapshot;
    if (!step || !snapshot) return undefined;
    if (step.option === 'destiny') return step.die === undefined ? 'destiny' : 'destinyFace';
    if (step.option === 'relocate' && step.die === undefined) {
      const events = rewardChoices(snapshot.context).find((c) => c.option === 'relocate')?.events ?? [];
      return new Set(events.map((e) => e.die)).size > 1 ? 'relocateDie' : 'relocate';
    }
    return step.option as RewardStep;
  }

  private choose(move: RewardEvent): void {
    this.dispatchEvent(new CustomEvent<RewardChooseDetail>('reward-choose', { detail: { move }, bubbles: true, composed: true }));
  }

  protected override render() {
    const snapshot = this.game?.snapshot;
    if (!snapshot) return nothing;
    const t = this.t;
    const ctx = snapshot.context;
    const interactive = this.game!.interactive;
    const name = (who: number) => this.names[who] ?? '';
    const colour = (who: number) => wikingerColour(ctx.players, who);
    const location = ctx.turn.rewardLocation ?? 1;
    const choices = rewardChoices(ctx);
    const step = this.step;
    const me = ctx.wikinger[ctx.current];
    // Location 5: a Wikinger with 2 dice in Wollhalla is no Wollhalla target; say so rather than leave them out silently.
    const full = location === 5 ? wollhallaFull(ctx) : [];
    const fullHint = full.length
      ? html`<p class="hint why-not wollhalla-full">${t.wollhallaFull(full.map(name).join(` ${t.and} `), full.length > 1)}</p>`
      : nothing;
    /** A step's panel: its title, its choices, and Back to the list of options. */
    const stepPanel = (title: string, content: unknown) =>
      html`<h3 id="act">${title}</h3>${content}<div class="buttons back"><button class="btn" @click=${() => this.go(undefined)}>${t.back}</button></div>`;
    /** A choice drawn as a die of Wikinger `who` showing `face` (with a shield when `shield`); the first of a step is its primary. */
    const dieButton = (first: boolean, face: number, who: number, label: string, click: () => void, shield = false, die?: number, target?: number) =>
      html`<button class="btn" ?data-primary=${first} data-target=${target ?? nothing} data-die=${die ?? nothing} aria-label=${label} @click=${click}>
        <vg-die face=${face} colour=${colour(who)} decorative></vg-die>${shield ? icon('shield') : nothing}
      </button>`;
    let body: TemplateResult;
    const choice = step ? choices.find((c) => c.option === step.option) : undefined;
    const dice = choice ? [...new Set(choice.events.map((e) => e.die!))] : [];
    if (step && choice && step.option === 'destiny') {
      // First the die to turn, then its new face.
      const die = step.die;
      body = stepPanel(
        die === undefined ? t.chooseDestinyDie : t.chooseDestinyFace(me.dice[die].face),
        html`<div class="faces">
          ${
            die === undefined
              ? dice.map((id, i) =>
                  dieButton(i === 0, me.dice[id].face, ctx.current, t.dieLabel(me.dice[id].face, false), () => this.go({ option: 'destiny', die: id })),
                )
              : choice.events.filter((e) => e.die === die).map((e, i) => dieButton(i === 0, e.face!, ctx.current, t.chooseFace(e.face!), () => this.choose(e)))
          }
        </div>`,
      );
    } else if (step && choice && step.option === 'relocate' && step.die === undefined && dice.length > 1) {
      // Several 3s were placed this turn: the player picks which one moves (a shield goes with its die).
      body = stepPanel(
        t.chooseRelocateDie,
        html`<div class="faces">
          ${dice.map((id, i) => dieButton(i === 0, 3, ctx.current, t.relocateDie(!!me.dice[id].shielded, i + 1, dice.length), () => this.go({ option: 'relocate', die: id }), !!me.dice[id].shielded, id))}
        </div>`,
      );
    } else if (step && choice && (step.option === 'attack' || step.option === 'wollhalla')) {
      // Every legal target in a row per Wikinger, a die showing the Location it sits on. Dice of one Wikinger
      // at one Location are alike here (Attack takes a shield, Wollhalla a die without one): one button each.
      let k = 0;
      body = stepPanel(
        t.options[step.option],
        html`<p class="hint">${t.targetHint}</p>
          ${step.option === 'wollhalla' ? fullHint : nothing}
          <div class="targets">
            ${ctx.wikinger.map((_, who) => {
              const at = new Set<number | undefined>();
              const events = choice.events.filter((e) => {
                const loc = e.target === who ? ctx.wikinger[who].dice[e.die!].location : undefined;
                return loc !== undefined && !at.has(loc) && !!at.add(loc);
              });
              const n = name(who);
              return events.length
                ? html`<div class="target-row" role="group" aria-label=${n}>
                    <vg-player-badge name=${n} colour=${colour(who)}></vg-player-badge>
                    <div class="faces">
                      ${events.map((e) => {
                        const loc = ctx.wikinger[who].dice[e.die!].location!;
                        const attack = e.option === 'attack';
                        return dieButton(
                          k++ === 0,
                          loc,
                          who,
                          attack ? t.attackTarget(n, loc) : who === ctx.current ? t.wollhallaOwnTarget(loc) : t.wollhallaTarget(n, loc),
                          () => this.choose(e),
                          attack,
                          e.die,
                          who,
                        );
                      })}
                    </div>
                  </div>`
                : nothing;
            })}
          </div>`,
      );
    } else if (step && choice) {
      // Redistribution: one button per Location; Relocate: the chosen 3 (or the only one) to each other Location.
      const events = step.option === 'relocate' ? choice.events.filter((e) => step.die === undefined || e.die === step.die) : choice.events;
      body = stepPanel(
        t.options[step.option],
        html`<div class="choices">
          ${events.map((e, i) => {
            const label =
              e.option === 'redistribution'
                ? t.redistributeFrom(e.location!, me.dice.filter((d) => d.place === 'location' && d.location === e.location).length)
                : t.relocateTo(e.location!);
            return html`<button class="btn" ?data-primary=${i === 0} @click=${() => this.choose(e)}>${icon(optionIcon(e.option))}${label}</button>`;
          })}
        </div>`,
      );
    } else {
      body = html`<h3 id="act">${t.rewardTitle(location)}</h3>
        <div class="choices">
          ${choices.map((c, i) => {
            const direct = c.events.length === 1 && !STEPPED.includes(c.option);
            return html`<button class="btn ${i === 0 ? 'primary' : ''}" ?data-primary=${i === 0} ?disabled=${!interactive}
              @click=${() => (direct ? this.choose(c.events[0]) : this.go({ option: c.option }))}>${icon(optionIcon(c.option))}${t.options[c.option]}</button>`;
          })}
        </div>
        ${fullHint}`;
    }
    return html`<section part="action" class="action" aria-labelledby="act">${body}</section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wikingerschafe-reward-picker': WikingerschafeRewardPicker;
  }
  interface HTMLElementEventMap {
    'reward-choose': CustomEvent<RewardChooseDetail>;
    'reward-step': CustomEvent<RewardStepDetail>;
  }
}
