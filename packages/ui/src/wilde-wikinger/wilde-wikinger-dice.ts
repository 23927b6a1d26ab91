import { LitElement, css, html, nothing, type PropertyValues, type SVGTemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { SHIP_DIE, TREASURE_DIE, type ShipFace, type TreasureFace } from '@viking-games/core/wilde-wikinger';
import type { Locale } from '../shared/i18n.js';
import { prefersReducedMotion, forcedColorStates } from '../shared/theme.js';
import { shipFaceArt, treasureFaceArt } from './wilde-wikinger.art.js';
import { wildeWikingerMessages } from './wilde-wikinger.messages.js';
import type { PieceState } from './wilde-wikinger-ship.js';

/** Faces flashed per roll, and how long each shows (ms): about as long as the tumble animation. */
const SPIN_STEPS = 7;
const SPIN_STEP_MS = 90;

/**
 * The two dice of Wilde Wikinger side by side: the treasure die (chests and the card symbol) and the ship
 * die (ships, the pirate and Nessie). Each face shows an icon AND a written label, so faces are told apart
 * without colour. `state="animating"` tumbles both through random faces for a moment (a still fade under
 * prefers-reduced-motion); before the first roll they show a blank face.
 *
 * @summary The treasure die and the ship die.
 * @csspart die - each die (the treasure die first)
 * @csspart label - each die's written face
 */
@customElement('wilde-wikinger-dice')
export class WildeWikingerDice extends LitElement {
  static override styles = [
    forcedColorStates,
    css`
    :host {
      display: flex;
      gap: 9.6px;
      justify-content: center;
      flex-wrap: wrap;
    }
    figure {
      margin: 0;
      display: grid;
      justify-items: center;
      gap: 4px;
      inline-size: var(--ww-die-label-width, 115.2px);
      text-align: center;
    }
    .die {
      inline-size: var(--ww-die-size, 56px);
      block-size: var(--ww-die-size, 56px);
      border-radius: 22%;
      background: linear-gradient(145deg, #fffdf6, #eadcc0);
      border: 2px solid #5b3818;
      box-shadow: inset 0 -4px 0 rgb(0 0 0 / 0.12), 0 3px 6px rgb(0 0 0 / 0.25);
      display: grid;
      place-items: center;
    }
    .die svg {
      inline-size: 78%;
      block-size: 78%;
    }
    figcaption {
      font-size: 12.8px;
      line-height: 1.2;
      font-weight: 600;
    }
    .kind {
      display: block;
      font-weight: 500;
      font-size: 11.52px;
      color: var(--vg-ink-soft, #5e4a36);
      text-transform: uppercase;
      letter-spacing: 0.05em;
    }
    :host([state='animating']) .die {
      animation: tumble 650ms cubic-bezier(0.3, 0.7, 0.4, 1);
    }
    :host([state='animating']) .die + figcaption .face {
      opacity: 0.35;
    }
    :host([state='disabled']) .die {
      opacity: 0.5;
      filter: grayscale(0.7);
    }
    :host([state='selectable']) .die {
      box-shadow: 0 0 0 3px var(--vg-accent, #9e5518), 0 3px 6px rgb(0 0 0 / 0.25);
    }
    :host([state='selected']) .die {
      outline: 3px dashed var(--vg-focus, #1d5fd1);
      outline-offset: 3px;
    }
    @keyframes tumble {
      0% { transform: translate(-40%, -50%) rotate(-240deg) scale(0.6); }
      55% { transform: translate(8%, 6%) rotate(25deg) scale(1.06); }
      80% { transform: rotate(-6deg); }
      100% { transform: none; }
    }
    @media (prefers-reduced-motion: reduce) {
      :host([state='animating']) .die { animation: none; }
    }
  `,
  ];

  @property({ reflect: true }) treasure?: TreasureFace;
  @property({ reflect: true }) ship?: ShipFace;
  @property({ reflect: true }) state: PieceState = 'idle';
  @property() locale: Locale = 'en';

  /** Spin steps shown so far; the faces flash for {@link SPIN_STEPS} steps, then the real faces show. */
  private tick = 0;
  private timer?: ReturnType<typeof setInterval>;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Decided before rendering, so the render that follows a roll's end already draws the rolled faces.
    // One tumble per roll: it starts when `state` becomes `animating`, never again while it stays so.
    if (this.state !== 'animating') this.stop();
    else if (changed.has('state') && this.timer === undefined && !prefersReducedMotion()) this.spin();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
  }

  /** Flashes through faces so the dice visibly roll; the last step redraws the real faces. */
  private spin(): void {
    this.timer = setInterval(() => {
      this.tick += 1;
      if (this.tick >= SPIN_STEPS) this.stop();
      this.requestUpdate();
    }, SPIN_STEP_MS);
  }

  private stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.tick = 0;
  }

  protected override render() {
    const t = wildeWikingerMessages(this.locale, this);
    const spinning = this.timer !== undefined;
    const treasure = spinning ? TREASURE_DIE[(this.tick * 5 + 1) % 6] : this.treasure;
    const ship = spinning ? SHIP_DIE[(this.tick * 7 + 3) % 6] : this.ship;
    const rolling = this.state === 'animating';
    // Each die: its picture (the face shown, a flashing one while it tumbles) and its written face (the rolled one).
    const die = (name: string, face: string | undefined, art: SVGTemplateResult | undefined) => html`<figure>
      <div part="die" class="die" role="img" aria-label=${t.dieLabel(name, rolling ? t.rolling : (face ?? t.notRolled))}>
        ${art ? html`<svg viewBox="0 0 40 40" aria-hidden="true">${art}</svg>` : nothing}
      </div>
      <figcaption part="label" aria-hidden="true"><span class="kind">${name}</span><span class="face">${face ?? '–'}</span></figcaption>
    </figure>`;
    return html`${die(t.treasureDie, this.treasure && t.treasureFace[this.treasure], treasure && treasureFaceArt(treasure))}
      ${die(t.shipDie, this.ship && t.shipFace[this.ship], ship && shipFaceArt(ship))}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wilde-wikinger-dice': WildeWikingerDice;
  }
}
