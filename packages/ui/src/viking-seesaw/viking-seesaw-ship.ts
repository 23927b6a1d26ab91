import { LitElement, css, html, svg, nothing, type PropertyValues, type SVGTemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import {
  PLACEMENT_GRID,
  SHIP,
  raisedSide,
  type BalanceFeel,
  type CargoPose,
  type PieceKind,
  type Recording,
  type ShipState,
} from '@viking-games/core/viking-seesaw/board';
import { controlStyles, prefersReducedMotion } from '../shared/theme.js';
import { playFrames, type FramePlayback } from '../shared/frame-player.js';
import { artDefs, cabinChestsArt, hullArt, pieceArt, pieceOutline, poseTransform, postsArt, seaArt } from './viking-seesaw.art.js';
import type { VikingSeesawPieceState } from './viking-seesaw-piece.js';

const DEG = 180 / Math.PI;
/** The scene's box (cm, SVG y down): the ship, its flag and a stack of cargo above, the sea below. */
const VIEW = { x: -12.3, y: -6.4, width: 24.6, height: 10.6 } as const;
/** The raised half while aiming zoomed: from the mast to the scene's edge, from the pivot up (cm). */
const ZOOM_VIEW = { width: VIEW.width / 2, height: VIEW.height / 2 } as const;
/** Room (cm) kept above the highest point of a piece (its centre plus the reach of the tallest piece, a Viking) and above that. */
const PIECE_REACH = 1;
const TOP_MARGIN = 0.4;
/** Where the sea's surface is (cm below the pivot, SVG y down). A piece that falls below `PHYSICS.fallY` (-4 cm) is in the water. */
const SEA_Y = 3.1;
/** Recorded frames per second of simulated time, and the shortest and longest a placement may play (ms). */
const LOWER_MS = 260;
const HOLD_MS = 260;
const MAX_PLAY_MS = 3800;
/** How high (cm) above its drop pose the placed piece appears before it is lowered onto the deck. */
const LIFT = 1.4;

/** The piece being aimed: its kind, where it will be let go (hull frame, as `dropPose` gives it) and how close the ship is to tipping (0 to 1). */
export interface ShipAim {
  readonly kind: PieceKind;
  readonly pose: Omit<CargoPose, 'id'>;
  /** 0 (steady) to 1 (the piece lifts the low end): how strongly the ship trembles (core's `balanceHint`). Never a number on screen. */
  readonly wobble: number;
  /** What the hand feels here (core's `balanceFeel`): steady, trembles (may tip) or lifts (will tip). */
  readonly feel?: BalanceFeel;
}

interface Playback {
  readonly recording: Recording;
  /** The highest centre (cm above the pivot) any piece reaches in the recording, the placed piece lifted as it is lowered. */
  readonly highest: number;
  readonly cabin: readonly [number, number];
  readonly placedId: number;
  readonly nodes: Map<number, SVGGElement>;
  readonly splashed: Set<number>;
  /** The shared frame player's playback (its watchdog ends it when frame callbacks stop coming); set once the ship is drawn for it. */
  frames?: FramePlayback;
}

/** The highest centre (cm above the pivot) a piece reaches in `recording` before it is gone, `placedId` lifted as it is lowered onto the deck. */
function highestIn(recording: Recording, placedId: number): number {
  let top = 0;
  recording.frames.forEach((frame, index) => {
    recording.ids.forEach((id, k) => {
      const gone = recording.goneAt[id];
      if (gone !== undefined && index >= gone) return;
      top = Math.max(top, frame[2 + k * 3] + (id === placedId && index === 0 ? LIFT : 0));
    });
  });
  return top;
}

/**
 * The ship in side view: the longship on its pivot over the sea, the flag on the mast, the chests in the
 * cabin and the cargo on deck, each piece drawn in the very outline the physics uses.
 *
 * At rest it shows `ship` (a `ShipState` of the core). `play(recording, before)` animates the recorded
 * frames of a placement (the real simulation, 30 frames per simulated second, interpolated to the
 * display's rate with requestAnimationFrame; cancelled when the element is removed; skipped to the last
 * frame under prefers-reduced-motion). With `state="selectable"` the raised deck glows where a piece may
 * go; with `state="selected"` and an `aim`, a ghost of the piece shows where it will be let go, and the
 * ship trembles when the placement is close.
 *
 * @summary The Viking See-Saw ship, animated from the physics.
 * @csspart ship - the SVG scene
 * @cssprop --vs-sea-top - the sea's colour at the surface (likewise --vs-sea-bottom)
 * @cssprop --vs-hull-top - the hull's wood, top (likewise --vs-hull-bottom)
 * @cssprop --vs-flag - the flag
 * @cssprop --vs-sky - the sky behind the ship
 */
@customElement('viking-seesaw-ship')
export class VikingSeesawShip extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
        line-height: 0;
      }
      svg {
        display: block;
        inline-size: 100%;
        block-size: auto;
        border-radius: 12px;
        background: var(--vs-sky, linear-gradient(180deg, #bfe0ea 0%, #e6efe6 55%, #f4ead3 100%));
        touch-action: none;
        -webkit-user-select: none;
        user-select: none;
        /* Its own layer: each animation frame repaints the ship, not the board behind it. */
        will-change: transform;
      }
      .scene.wobble {
        animation: wobble var(--wob-period, 420ms) ease-in-out infinite alternate;
        animation-play-state: var(--vg-motion, running);
      }
      @keyframes wobble {
        from {
          transform: rotate(var(--wob, 0.5deg));
        }
        to {
          transform: rotate(calc(-1 * var(--wob, 0.5deg)));
        }
      }
      .deck-zone {
        fill: color-mix(in srgb, var(--vg-accent, #9e5518) 16%, transparent);
        stroke: var(--vg-accent, #9e5518);
        stroke-width: 0.06;
        stroke-dasharray: 0.3 0.2;
      }
      /* The deck beckons for a few breaths, then rests: a fill animation repaints the ship on the main thread each
         frame, which a board waiting for its person must not do for as long as they are away. */
      :host([state='selectable']) .deck-zone {
        animation: glow 1.3s ease-in-out 4 alternate;
        animation-play-state: var(--vg-motion, running);
      }
      @keyframes glow {
        to {
          fill: color-mix(in srgb, var(--vg-accent, #9e5518) 34%, transparent);
        }
      }
      .ghost-outline {
        fill: color-mix(in srgb, var(--vg-focus, #1d5fd1) 14%, transparent);
        stroke: var(--vg-focus, #1d5fd1);
        stroke-width: 0.07;
        stroke-dasharray: 0.18 0.12;
      }
      .ghost-piece {
        opacity: 0.62;
      }
      .drop-line {
        stroke: var(--vg-focus, #1d5fd1);
        stroke-width: 0.05;
        stroke-dasharray: 0.2 0.15;
      }
      :host([state='disabled']) svg {
        filter: saturate(0.55) brightness(0.96);
      }
      .splash {
        fill: none;
        stroke: #fff;
        stroke-width: 0.12;
        animation: splash 700ms ease-out forwards;
        transform-box: fill-box;
        transform-origin: center;
      }
      @keyframes splash {
        from {
          opacity: 0.95;
          transform: scale(0.2);
        }
        to {
          opacity: 0;
          transform: scale(1.6);
        }
      }
    `,
  ];

  /** The ship at rest (a core `ShipState`): hull angle, cabin chests, cargo poses. */
  @property({ attribute: false }) ship?: ShipState;
  /** The piece being aimed, shown as a ghost where it will be let go (with `state="selected"`). */
  @property({ attribute: false }) aim: ShipAim | null = null;
  /** `idle`, `selectable` (the raised deck glows), `selected` (aiming), `disabled` or `animating`. */
  @property({ reflect: true }) state: VikingSeesawPieceState = 'idle';
  /** Accessible name of the picture (the board words the ship's state). */
  @property() label = '';
  /** While aiming (`state="selected"`), show only the raised half, twice as large (for narrow screens, where the whole deck is ~75 px). */
  @property({ type: Boolean, reflect: true }) zoom = false;

  /**
   * The SVG view: the whole ship, or the raised half twice as large while aiming zoomed; either one widened, its
   * proportions kept (so nothing around it moves), until the highest point of the cargo fits in: the top of a tall
   * pile, the held piece's ghost, and while a placement plays every point its pieces pass (issue 29: a pile grew out
   * of the frame and a piece fell off it unseen).
   */
  private view(ship: ShipState): { readonly x: number; readonly y: number; readonly width: number; readonly height: number } {
    const top = this.highest(ship) + PIECE_REACH + TOP_MARGIN;
    if (!(this.zoom && this.state === 'selected' && !this.playback)) {
      const bottom = VIEW.y + VIEW.height;
      const scale = Math.max(1, (bottom + top) / VIEW.height);
      const width = VIEW.width * scale;
      return { x: -width / 2, y: bottom - VIEW.height * scale, width, height: VIEW.height * scale };
    }
    const scale = Math.max(1, top / ZOOM_VIEW.height);
    const width = ZOOM_VIEW.width * scale;
    const height = ZOOM_VIEW.height * scale;
    const x = raisedSide(ship.angle) === 1 ? 0 : -width;
    return { x, y: -height, width, height };
  }

  /** The highest centre (cm above the pivot) of any piece shown: cargo at rest, the ghost, or every frame of the placement playing. */
  private highest(ship: ShipState): number {
    const playback = this.playback;
    if (playback) return playback.highest;
    const c = Math.cos(ship.angle);
    const s = Math.sin(ship.angle);
    const poses = this.state === 'selected' && this.aim ? [...ship.cargo, this.aim.pose] : ship.cargo;
    return poses.reduce((top, p) => Math.max(top, p.x * s + p.y * c), 0);
  }

  @query('svg') private svgEl?: SVGSVGElement;
  private playback?: Playback;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.finish();
  }

  /** True while a placement is being played. */
  get playing(): boolean {
    return this.playback !== undefined;
  }

  /**
   * Plays a placement's recorded frames: the piece is lowered onto the deck, then the ship and its cargo
   * move exactly as the simulation recorded them. Resolves when the last frame has shown (at once under
   * prefers-reduced-motion, or when the element is removed or {@link finish} is called).
   * Rejects, with the ship shown at rest, when drawing a frame threw: the playback never hangs half-way.
   * @param recording the frames (`recordingOf(lastPlacement)`)
   * @param before the ship before the placement (its cabin chests stay in view while it plays)
   */
  play(recording: Recording, before: ShipState): Promise<void> {
    this.finish();
    if (recording.frames.length === 0 || prefersReducedMotion() || !this.isConnected) return Promise.resolve();
    const placedId = recording.ids[recording.ids.length - 1];
    const playback: Playback = { recording, highest: highestIn(recording, placedId), cabin: before.cabin, placedId, nodes: new Map(), splashed: new Set() };
    this.playback = playback;
    this.requestUpdate();
    let failure: { error: unknown } | undefined;
    return this.updateComplete
      .then(() => {
        if (this.playback !== playback) return;
        for (const node of this.renderRoot.querySelectorAll<SVGGElement>('[data-id]')) playback.nodes.set(Number(node.dataset.id), node);
        // The shared frame player: the piece is lowered in the lead-in, then the frames play (at least 1.5 times as fast
        // as simulated, within MAX_PLAY_MS) and the last one holds; a frame that throws ends it there.
        playback.frames = playFrames(recording.frames.length, (index, f, lowering) => this.drawFrame(playback, index, f, lowering), {
          fps: recording.fps,
          speed: 1.5,
          maxMs: MAX_PLAY_MS,
          leadMs: LOWER_MS,
          holdMs: HOLD_MS,
          onError: (error) => void (failure ??= { error }),
        });
        return playback.frames.done;
      })
      .then(() => {
        if (this.playback === playback) {
          this.playback = undefined;
          this.requestUpdate();
        }
        if (failure) throw failure.error;
      });
  }

  /** Stops a placement that is playing and shows the ship at rest. */
  finish(): void {
    const playback = this.playback;
    if (!playback) return;
    this.playback = undefined;
    this.requestUpdate();
    playback.frames?.finish();
  }

  /**
   * A point of the screen in the raised deck's terms: `along` = cm from the pivot along the raised deck
   * (not clamped), `above` = cm above the deck surface (negative below it). Null before the first render.
   */
  deckPointAt(clientX: number, clientY: number): { readonly along: number; readonly above: number } | null {
    const ship = this.ship;
    const ctm = this.svgEl?.getScreenCTM();
    if (!ship || !ctm) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    const wx = point.x;
    const wy = -point.y;
    const hx = wx * Math.cos(ship.angle) + wy * Math.sin(ship.angle);
    const hy = -wx * Math.sin(ship.angle) + wy * Math.cos(ship.angle);
    return { along: raisedSide(ship.angle) * hx, above: hy - SHIP.deckY };
  }

  /** The screen point (client px) `along` cm from the pivot on the raised half, `above` cm over the deck: {@link deckPointAt}'s inverse. */
  clientPointOf(along: number, above: number): { readonly x: number; readonly y: number } | null {
    const ship = this.ship;
    const ctm = this.svgEl?.getScreenCTM();
    if (!ship || !ctm) return null;
    const hx = raisedSide(ship.angle) * along;
    const hy = SHIP.deckY + above;
    const wx = hx * Math.cos(ship.angle) - hy * Math.sin(ship.angle);
    const wy = hx * Math.sin(ship.angle) + hy * Math.cos(ship.angle);
    const point = new DOMPoint(wx, -wy).matrixTransform(ctm);
    return { x: point.x, y: point.y };
  }

  /** The top (client px) of the held piece's ghost while aiming; null when none is shown. */
  heldTop(): number | null {
    return this.renderRoot.querySelector('.ghost')?.getBoundingClientRect().top ?? null;
  }

  /**
   * Where a point of the screen is along the raised deck: cm from the pivot, clamped to the placement
   * grid (4 to 9); null before the first render.
   */
  deckXAt(clientX: number, clientY: number): number | null {
    const point = this.deckPointAt(clientX, clientY);
    if (!point) return null;
    const { along } = point;
    return Math.min(PLACEMENT_GRID.max, Math.max(PLACEMENT_GRID.min, along));
  }

  /** Draws frame `index` blended by `f` towards the next; `lowering` (0 to 1): the placed piece coming down onto the deck. */
  private drawFrame(playback: Playback, index: number, f: number, lowering: number): void {
    // A playback that was finished (the ship shows its rest) draws nothing more.
    if (this.playback !== playback) return;
    const { recording, nodes } = playback;
    const last = recording.frames.length - 1;
    const position = index + f;
    const a = recording.frames[index];
    const b = recording.frames[Math.min(last, index + 1)];
    const mix = (i: number) => a[i] + (b[i] - a[i]) * f;
    const hull = `rotate(${(-mix(0) * DEG).toFixed(2)})`;
    for (const g of this.renderRoot.querySelectorAll('.hull-g, .posts-g')) g.setAttribute('transform', hull);
    recording.ids.forEach((id, k) => {
      const node = nodes.get(id);
      if (!node) return;
      const gone = recording.goneAt[id];
      if (gone !== undefined && position >= gone) {
        if (!playback.splashed.has(id)) {
          playback.splashed.add(id);
          node.style.display = 'none';
          this.splash(a[1 + k * 3]);
        }
        return;
      }
      const base = 1 + k * 3;
      const lift = id === playback.placedId ? (1 - lowering) * LIFT : 0;
      node.setAttribute('transform', poseTransform(mix(base), mix(base + 1) + lift, mix(base + 2)));
      if (id === playback.placedId) node.style.opacity = String(0.5 + 0.5 * lowering);
    });
  }

  private splash(x: number): void {
    const layer = this.renderRoot.querySelector('.splashes');
    if (!layer) return;
    const ring = document.createElementNS('http://www.w3.org/2000/svg', 'ellipse');
    ring.setAttribute('class', 'splash');
    ring.setAttribute('cx', x.toFixed(2));
    ring.setAttribute('cy', String(SEA_Y + 0.1));
    ring.setAttribute('rx', '0.9');
    ring.setAttribute('ry', '0.3');
    layer.append(ring);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('ship') && this.playback === undefined) this.renderRoot.querySelector('.splashes')?.replaceChildren();
  }

  private renderCargo(ship: ShipState): SVGTemplateResult[] {
    const c = Math.cos(ship.angle);
    const s = Math.sin(ship.angle);
    return ship.cargo.map(
      (p) => svg`<g class="cargo" transform=${poseTransform(p.x * c - p.y * s, p.x * s + p.y * c, ship.angle + p.a)}>${pieceArt(p.kind)}</g>`,
    );
  }

  private renderAim(ship: ShipState): SVGTemplateResult | typeof nothing {
    const side = raisedSide(ship.angle);
    const zone = svg`<rect class="deck-zone" x=${Math.min(side * PLACEMENT_GRID.min, side * PLACEMENT_GRID.max) - 0.5} y=${-(SHIP.deckY + 1.6)} width=${PLACEMENT_GRID.max - PLACEMENT_GRID.min + 1} height="1.6" rx="0.25" />`;
    if (this.state === 'selectable') return zone;
    const aim = this.aim;
    if (this.state !== 'selected' || !aim) return nothing;
    const { pose } = aim;
    return svg`${zone}
      <line class="drop-line" x1=${pose.x} y1=${-(SHIP.deckY + 5.6)} x2=${pose.x} y2=${-pose.y - 0.6} />
      <g class="ghost" transform=${poseTransform(pose.x, pose.y, pose.a)}>
        <g class="ghost-piece">${pieceArt(aim.kind)}</g>
        <g class="ghost-outline">${pieceOutline(aim.kind)}</g>
      </g>`;
  }

  protected override render() {
    const ship = this.ship;
    if (!ship) return html`<svg part="ship" viewBox="${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}" role="img" aria-label=${this.label}></svg>`;
    const playback = this.playback;
    const angle = playback ? playback.recording.frames[0][0] : ship.angle;
    const cabin = playback ? playback.cabin : ship.cabin;
    const wobble = !playback && this.state === 'selected' && this.aim && this.aim.wobble > 0.12 ? this.aim.wobble : 0;
    const frame0 = playback?.recording.frames[0];
    const cargo = playback
      ? playback.recording.ids.map((id, k) => {
          const lift = id === playback.placedId ? LIFT : 0;
          return svg`<g data-id=${id} ${cssProps({ opacity: id === playback.placedId ? '0.5' : null })} transform=${poseTransform(frame0![1 + k * 3], frame0![2 + k * 3] + lift, frame0![3 + k * 3])}>${pieceArt(playback.recording.kinds[k])}</g>`;
        })
      : this.renderCargo(ship);
    const view = this.view(ship);
    return html`<svg part="ship" viewBox="${view.x} ${view.y} ${view.width} ${view.height}" role="img" aria-label=${this.label}>
      <defs>${artDefs()}</defs>
      <g class="scene ${wobble ? 'wobble' : ''}" ${cssProps(wobble ? { '--wob': `${(0.35 + 1.3 * wobble).toFixed(2)}deg`, '--wob-period': `${Math.round(520 - 260 * wobble)}ms` } : {})}>
        <path d="M-1.1 ${SEA_Y + 0.6} L0 0.25 L1.1 ${SEA_Y + 0.6} Z" fill="#5b3818" stroke="#2e1a09" stroke-width="0.06" />
        <g class="hull-g" transform="rotate(${(-angle * DEG).toFixed(2)})">
          ${hullArt('vs', { posts: false })} ${cabinChestsArt(cabin)} ${playback ? nothing : this.renderAim(ship)}
        </g>
        <g class="cargo-layer">${cargo}</g>
        <g class="posts-g" transform="rotate(${(-angle * DEG).toFixed(2)})">${postsArt()}</g>
      </g>
      ${seaArt(Math.min(VIEW.x, view.x), Math.max(VIEW.x + VIEW.width, view.x + view.width), SEA_Y)}
      <g class="splashes"></g>
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'viking-seesaw-ship': VikingSeesawShip;
  }
}
