import { LitElement, css, html, render as renderInto, svg, nothing, type PropertyValues, type SVGTemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import {
  AIM_CONE,
  BALL_RADIUS,
  HOLES,
  MIN_STRENGTH,
  RAMP_ANGLES,
  VIKINGS,
  FRAME_SECONDS,
  freeHoles,
  launchPoint,
  type BarrelHoles,
  type BarrelPose,
  type BowlFrame,
  type VikingId,
} from '@viking-games/core/viking-valley/board';
import { customElement } from '../shared/define.js';
import { cssProps } from '../shared/css-props.js';
import { playFrames, type FramePlayback } from '../shared/frame-player.js';
import { controlStyles } from '../shared/theme.js';
import { SQUARE_VIEW, ballArt, barrelArt, rampArt, squareGround, valleyDefs } from './viking-valley.art.js';
import { clearPoses } from './viking-valley.lying.js';

/** No barrel in a hole: while a bowl plays, every barrel that stood is in the frame's poses. */
const NO_BARRELS: BarrelHoles = { finn: null, tjarne: null, magnus: null, inga: null };

/** What the square shows: idle, a person aims, a person puts a barrel back, a bowl plays, or the game is over. */
export type VikingValleySquareState = 'idle' | 'aiming' | 'placing' | 'animating' | 'disabled';

/** A bowl as aimed: degrees off the ramp axis (positive counter-clockwise, the bowler's left) and strength MIN_STRENGTH..1. */
export interface SquareAim {
  readonly angle: number;
  readonly strength: number;
}

/** A ramp with the seat that bowls from it: its colour (a CSS colour) and the mark drawn on it (the Viking's initial). */
export interface SquareRamp {
  readonly ramp: number;
  readonly colour: string;
  readonly mark: string;
}

/** Detail of `hole-pick`: the hole chosen (index into HOLES). */
export interface HolePickDetail {
  readonly hole: number;
}

/** How far (cm) a drag must pull back from the ball before letting go bowls: less is a tap. */
const PULL_SLOP = 1.2;
/** The pull (cm) that gives full strength, back from the ball or towards where it should roll. */
const FULL_PULL = 9;
/**
 * Room (px) a pull back from the ball keeps from the screen's edge at full strength: a ball in a corner of a phone
 * (the bottom-left ramp at 360 px) reached 100% only 5 px from the edge, where phones keep their back gesture.
 */
const EDGE_ROOM = 40;
/** The shortest pull (px) that gives full strength, however little room the screen leaves. */
const SHORTEST_FULL_PULL = 32;

/**
 * How a drag aims, decided by where the finger first leaves the ball (beyond PULL_SLOP) and kept until it comes
 * back onto it: `back` pulls back like a sling (the ball rolls the other way), `toward` drags the way the ball
 * should roll. A ball on a ramp in a corner of the screen has no room behind it for a strong pull (on a phone
 * that is where the back gesture lives); towards the square there is always room.
 */
type PullMode = 'back' | 'toward';
/** The guide's length (cm) at no and at full strength. */
const GUIDE_MIN = 4;
const GUIDE_MAX = 16;

const round = (v: number, step: number) => Math.round(v / step) * step;

/**
 * The side (cm) of the little SVG each moving piece is drawn in while a bowl plays: a ball with its shadow,
 * a barrel lying at full length in any direction.
 */
const BALL_BOX = 7;
const BARREL_BOX = 12;

/**
 * Where a piece of side `box` (cm) centred on (x, y) (cm, physics) sits in the square: a CSS transform in
 * percent of the piece's own size, so a frame moves it without reading any layout.
 */
function moverAt(x: number, y: number, box: number): string {
  const v = SQUARE_VIEW;
  return `translate(${(((x - v.x) / box - 0.5) * 100).toFixed(2)}%, ${(((-y - v.y) / box - 0.5) * 100).toFixed(2)}%)`;
}

/**
 * One of the square's events: bubbling and composed (the board listens outside the square's shadow root).
 * Built here, not in the class, so the manifest lists the events of the class JSDoc only (not a `name`).
 */
const squareEvent = <T>(name: string, detail: T) => new CustomEvent<T>(name, { detail, bubbles: true, composed: true });

/** The direction (degrees, counter-clockwise) a bowl from `ramp` at `angle` rolls. */
export function bowlHeading(ramp: number, angle: number): number {
  return RAMP_ANGLES[ramp] + 180 + angle;
}

/**
 * The round village square from above: the 13 holes (the 4 start holes circled and starred), the four ramps
 * with the ball's hole (a ramp a seat bowls from carries that Viking's colour and initial), the barrels in
 * the Vikings' colours with their initials, and the ball.
 *
 * - `state="aiming"`: the ball waits on `ramp`; drag back from it like a sling, or from it towards where it
 *   should roll (mouse, pen or touch: only the grab area round the ball takes the touch, so the page still
 *   scrolls elsewhere) to aim; a guide shows the direction and its length the strength. Letting go after a real pull fires `aim-release`; `pointercancel` fires
 *   `aim-cancel` and never bowls.
 * - `state="placing"`: every free hole is a button (`hole-pick`); arrow keys move between them by where
 *   they lie, Enter or Space chooses.
 * - `play(frames)` animates a recorded bowl (requestAnimationFrame; at once with `instant`): the ball rolls
 *   and barrels tilt and topple as the simulation had them. Fallen barrels then lie where they stopped
 *   until they are put back.
 *
 * @summary The village square of Valley of the Vikings, top view.
 * @fires {CustomEvent<SquareAim>} aim-change - the aim changed while a pointer drags from the ball
 * @fires {CustomEvent<SquareAim>} aim-release - the pointer let go after a real drag: bowl with this aim
 * @fires {CustomEvent<void>} aim-cancel - the drag was cancelled (`pointercancel`, Escape, or let go back on the ball): no bowl
 * @fires {CustomEvent<HolePickDetail>} hole-pick - a free hole was chosen while placing a barrel
 * @csspart square - the SVG scene
 * @csspart holes - the layer of hole buttons while placing
 * @csspart grab - the area round the ball a drag starts from while aiming
 * @cssprop --vv-grass - the square's grass (likewise --vv-grass-light)
 * @cssprop --vv-field - the board round the square (likewise --vv-field-light)
 */
@customElement('viking-valley-square')
export class VikingValleySquare extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        display: block;
        position: relative;
        aspect-ratio: 1;
        container-type: inline-size;
        /* What changes inside (a bowl's frames) never lays out or repaints the page around it. */
        contain: layout paint;
      }
      svg {
        display: block;
        inline-size: 100%;
        block-size: 100%;
      }
      .mark {
        font: 800 1px var(--vg-font-display, Georgia, serif);
        text-anchor: middle;
        fill: #2b1d12;
        pointer-events: none;
      }
      .ramp .mark {
        fill: #fffaf0;
      }
      .guide {
        pointer-events: none;
      }
      .guide .line {
        stroke: var(--vg-focus, #1d5fd1);
        stroke-width: 0.5;
        stroke-linecap: round;
        stroke-dasharray: 1.1 0.9;
        fill: none;
        /* The dashes march for a few seconds, then rest: a dash offset repaints the square on the main thread each
           frame, which a board waiting for its person must not do for as long as they are away. */
        animation: march 0.8s linear 6;
        animation-play-state: var(--vg-motion, running);
      }
      .guide .head {
        fill: var(--vg-focus, #1d5fd1);
      }
      .guide .cone {
        fill: rgb(255 250 240 / 0.16);
        stroke: rgb(255 250 240 / 0.5);
        stroke-width: 0.12;
        stroke-dasharray: 0.4 0.4;
      }
      .band {
        stroke: #4f3016;
        stroke-width: 0.35;
        stroke-linecap: round;
      }
      @keyframes march {
        to {
          stroke-dashoffset: -2;
        }
      }
      :host([state='aiming']) .ball-g {
        filter: drop-shadow(0 0 0.6px var(--vg-focus, #1d5fd1));
      }
      .overlay,
      .movers {
        position: absolute;
        inset: 0;
        pointer-events: none;
      }
      /* The layer of hole buttons covers the square, so the part has the square's box (a tutorial points at it). */
      [part~='holes'] {
        position: absolute;
        inset: 0;
      }
      /* While a bowl plays, the ball and the standing barrels move on layers of their own (the compositor moves
         them; the square under them is not repainted each frame). */
      .movers {
        overflow: hidden;
      }
      .mover {
        position: absolute;
        inset-inline-start: 0;
        inset-block-start: 0;
        overflow: visible;
        will-change: transform;
      }
      .mover.barrel-m.down {
        z-index: 0;
      }
      .mover.ball-g {
        z-index: 2;
        inline-size: calc(100% * ${BALL_BOX} / ${SQUARE_VIEW.size});
        block-size: calc(100% * ${BALL_BOX} / ${SQUARE_VIEW.size});
      }
      .mover.barrel-m {
        z-index: 1;
        inline-size: calc(100% * ${BARREL_BOX} / ${SQUARE_VIEW.size});
        block-size: calc(100% * ${BARREL_BOX} / ${SQUARE_VIEW.size});
      }
      .hole-btn,
      .grab {
        position: absolute;
        pointer-events: auto;
        transform: translate(-50%, -50%);
        border-radius: 50%;
      }
      .hole-btn {
        inline-size: max(44px, 11cqi);
        block-size: max(44px, 11cqi);
        max-inline-size: 15cqi;
        max-block-size: 15cqi;
        min-inline-size: 44px;
        min-block-size: 44px;
        border: 3px dashed rgb(255 250 240 / 0.9);
        background: rgb(255 250 240 / 0.14);
        padding: 0;
        /* A few breaths, then at rest: a box-shadow animation repaints on the main thread every frame. */
        animation: beckon 1.4s ease-in-out 6 alternate;
        animation-play-state: var(--vg-motion, running);
      }
      .hole-btn:hover,
      .hole-btn:focus-visible {
        background: rgb(255 250 240 / 0.38);
        border-style: solid;
        border-color: var(--vg-focus, #1d5fd1);
        outline: 3px solid #fffaf0;
        outline-offset: 1px;
      }
      @keyframes beckon {
        to {
          box-shadow: 0 0 0 4px rgb(255 250 240 / 0.35);
        }
      }
      .grab {
        inline-size: 28cqi;
        block-size: 28cqi;
        min-inline-size: 64px;
        min-block-size: 64px;
        touch-action: none;
        cursor: grab;
        border: 2px dashed rgb(255 250 240 / 0.75);
      }
      .grab.dragging {
        cursor: grabbing;
        border-color: var(--vg-focus, #1d5fd1);
      }
      .splash {
        fill: none;
        stroke: #fffaf0;
        stroke-width: 0.3;
        animation: thud 520ms ease-out forwards;
      }
      @keyframes thud {
        from {
          opacity: 0.9;
          transform: scale(0.4);
        }
        to {
          opacity: 0;
          transform: scale(1.6);
        }
      }
    `,
  ];

  /** Where each barrel stands (index into HOLES) or null while it lies fallen. */
  @property({ attribute: false }) barrels: BarrelHoles = { finn: 5, tjarne: 3, magnus: 2, inga: 6 };
  /** The ramps seats bowl from, with their colour and mark. */
  @property({ attribute: false }) ramps: readonly SquareRamp[] = [];
  /** The ramp the ball waits on; null: no ball on a ramp. */
  @property({ type: Number }) ramp: number | null = null;
  /** The aim to show (a guide) while `state` is aiming; null: none. */
  @property({ attribute: false }) aim: SquareAim | null = null;
  @property({ reflect: true }) state: VikingValleySquareState = 'idle';
  /** The barrel to put back while placing (it is drawn under the focused hole). */
  @property() placing: VikingId | '' = '';
  /** Accessible names of the 13 holes, in HOLES order. */
  @property({ attribute: false }) holeNames: readonly string[] = [];
  /** The square's accessible name (what stands where). */
  @property() label = '';
  /** Name of the grab area round the ball. */
  @property({ attribute: 'grab-label' }) grabLabel = '';
  /** Play bowls at once (prefers-reduced-motion, tests). */
  @property({ type: Boolean }) instant = false;

  /** Fallen barrels lie where the last bowl left them (by Viking), until they are put back. */
  @state() private lying: Partial<Record<VikingId, BarrelPose>> = {};
  /** The hole button that takes Tab (roving tabindex). */
  @state() private focusHole = -1;
  /** The pull back from the ball (cm) that gives full strength in the drag under way (see fullPullHere). */
  private fullPull = FULL_PULL;
  /** The pointer pulling back from the ball, and where it is (cm, physics). */
  @state() private pull: { id: number; x: number; y: number; mode: PullMode | null } | null = null;

  @query('svg') private svgEl?: SVGSVGElement;

  private playback?: FramePlayback;
  /** The bowl playing: its frames and where the barrels stood before it. */
  private playFrom?: { frames: readonly BowlFrame[]; before: BarrelHoles };
  private frameNodes?: { ball: SVGSVGElement | null; barrels: Map<VikingId, SVGSVGElement> };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.finish();
    this.pull = null;
    window.removeEventListener('keydown', this.onDragKey, true);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('barrels')) {
      // A barrel put back no longer lies on the grass.
      const lying = { ...this.lying };
      let dirty = false;
      for (const v of VIKINGS) {
        if (this.barrels[v] !== null && lying[v]) {
          delete lying[v];
          dirty = true;
        }
      }
      if (dirty) this.lying = lying;
    }
    if ((changed.has('state') || changed.has('barrels')) && this.state === 'placing') {
      const free = freeHoles(this.barrels);
      if (!free.includes(this.focusHole)) this.focusHole = free[0] ?? -1;
    }
    if (changed.has('state') && this.state !== 'aiming') this.pull = null;
  }

  /** True while a bowl plays. */
  get playing(): boolean {
    return !!this.playback;
  }

  /**
   * Animates a recorded bowl (the frames of one simulation) from `before` (where the barrels stood); resolves
   * when the last frame has shown. Fallen barrels then lie where the last frame has them.
   * @throws (the promise rejects) what drawing a frame threw: the playback ends there, the square at rest as
   * after any bowl, and the board shows its error panel.
   */
  play(frames: readonly BowlFrame[], before: BarrelHoles): Promise<void> {
    this.finish();
    let failure: { error: unknown } | undefined;
    const end = frames[frames.length - 1];
    this.lying = {};
    this.playFrom = { frames, before };
    this.requestUpdate();
    const run = this.updateComplete.then(() => {
      if (this.playFrom?.frames !== frames) return;
      const barrels = new Map<VikingId, SVGSVGElement>();
      for (const node of this.renderRoot.querySelectorAll<SVGSVGElement>('.mover[data-viking]')) barrels.set(node.dataset.viking as VikingId, node);
      this.frameNodes = { ball: this.renderRoot.querySelector<SVGSVGElement>('.mover.ball-g'), barrels };
      this.drawFrame(frames, 0, 0);
      const onError = (error: unknown) => void (failure ??= { error });
      const playback = playFrames(
        frames.length,
        (i, f) => this.drawFrame(frames, i, f),
        { fps: 1 / FRAME_SECONDS, maxMs: 4500, holdMs: 250, onError },
        this.instant,
      );
      this.playback = playback;
      return playback.done;
    });
    return run.then(() => {
      if (this.playFrom?.frames !== frames) return;
      this.playback = undefined;
      this.frameNodes = undefined;
      this.playFrom = undefined;
      const lying: Partial<Record<VikingId, BarrelPose>> = {};
      for (const v of VIKINGS) if (end?.barrels[v] && (end.barrels[v]!.tilt >= 0.5 || this.barrels[v] === null)) lying[v] = end.barrels[v];
      // Where the last frame drew them (clear of the others and the rim), so nothing jumps when the bowl ends.
      const clear = clearPoses(end?.barrels ?? {}, NO_BARRELS);
      for (const v of VIKINGS) if (lying[v] && clear[v]) lying[v] = clear[v];
      this.lying = lying;
      if (failure) throw failure.error;
    });
  }

  /** Stops a bowl that is playing and shows the square at rest. */
  finish(): void {
    const playback = this.playback;
    this.playback = undefined;
    playback?.finish();
  }

  /** A point of the screen in the square's terms (cm, physics, y up); null before the first render. */
  pointAt(clientX: number, clientY: number): { readonly x: number; readonly y: number } | null {
    const ctm = this.svgEl?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: -p.y };
  }

  /** A point of the square (cm, physics) on the screen. */
  clientPointOf(x: number, y: number): { readonly clientX: number; readonly clientY: number } | null {
    const ctm = this.svgEl?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(x, -y).matrixTransform(ctm);
    return { clientX: p.x, clientY: p.y };
  }

  /** Puts focus on the hole button that takes Tab (placing), without scrolling. */
  focusHoles(): boolean {
    const button = this.renderRoot.querySelector<HTMLButtonElement>('.hole-btn[tabindex="0"]');
    button?.focus({ preventScroll: true });
    return !!button;
  }

  private drawFrame(frames: readonly BowlFrame[], i: number, f: number): void {
    const nodes = this.frameNodes;
    if (!nodes) return;
    const a = frames[i];
    const b = frames[Math.min(frames.length - 1, i + 1)];
    const mix = (p: number, q: number) => p + (q - p) * f;
    // Transforms only: each piece is a layer of its own, so a frame is composited, not painted.
    nodes.ball?.style.setProperty('transform', moverAt(mix(a.ball.x, b.ball.x), mix(a.ball.y, b.ball.y), BALL_BOX));
    // The barrel's own drawing follows its tilt (a few shapes: redrawn only when it changes visibly). A standing
    // barrel looks the same from above whichever way it faces, and a leaning one is redrawn every 5°: a barrel
    // spinning on its hole no longer repaints every frame.
    const poses: Partial<Record<VikingId, BarrelPose>> = {};
    for (const v of nodes.barrels.keys()) {
      const p = a.barrels[v];
      const q = b.barrels[v] ?? p;
      if (!p || !q) continue;
      const tilt = Math.round(mix(p.tilt, q.tilt) * 12) / 12;
      poses[v] = { x: mix(p.x, q.x), y: mix(p.y, q.y), tilt, heading: tilt === 0 ? 0 : Math.round(q.heading / 5) * 5 };
    }
    // A falling barrel is drawn clear of the others and of the rim (see clearPoses), under the standing ones.
    const drawn = clearPoses(poses, NO_BARRELS);
    for (const [v, node] of nodes.barrels) {
      const pose = drawn[v];
      if (!pose) continue;
      node.style.setProperty('transform', moverAt(pose.x, pose.y, BARREL_BOX));
      node.classList.toggle('down', pose.tilt > 0);
      const { tilt, heading } = pose;
      const key = `${tilt}|${heading}`;
      if (node.dataset.pose !== key) {
        node.dataset.pose = key;
        this.renderBarrelInto(node, v, tilt, heading);
      }
    }
  }

  /** Draws a barrel's pose into its group (the group's `.pose` child, which only the playback fills). */
  private renderBarrelInto(node: SVGSVGElement, viking: VikingId, tilt: number, heading: number): void {
    const pose = node.querySelector<SVGGElement>('.pose');
    if (pose) renderInto(barrelArt(viking, tilt, heading), pose);
  }

  // Aiming by drag

  private onGrabDown(event: PointerEvent): void {
    if (this.state !== 'aiming' || this.ramp === null || event.button !== 0) return;
    event.preventDefault();
    const at = this.pointAt(event.clientX, event.clientY);
    if (!at) return;
    this.pull = { id: event.pointerId, ...at, mode: this.pullMode(at, null) };
    this.fullPull = this.fullPullHere();
    // Escape abandons the drag wherever focus is (a press on the ball does not move focus).
    window.addEventListener('keydown', this.onDragKey, true);
    try {
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or finished pointers cannot be captured; the drag still follows this element's events.
    }
  }

  private onGrabMove(event: PointerEvent): void {
    if (!this.pull || this.pull.id !== event.pointerId) return;
    const at = this.pointAt(event.clientX, event.clientY);
    if (!at) return;
    this.pull = { id: event.pointerId, ...at, mode: this.pullMode(at, this.pull.mode) };
    const aim = this.aimOfPull(this.pull);
    if (aim) this.fire('aim-change', aim);
  }

  private onGrabUp(event: PointerEvent): void {
    if (!this.pull || this.pull.id !== event.pointerId) return;
    const point = this.pointAt(event.clientX, event.clientY);
    const at = point ? { ...point, mode: this.pullMode(point, this.pull.mode) } : this.pull;
    this.pull = null;
    window.removeEventListener('keydown', this.onDragKey, true);
    const aim = this.aimOfPull(at);
    // Let go back on the ball (a pull too short to bowl): no bowl, and the aim from before the drag comes back.
    if (aim) this.fire('aim-release', aim);
    else this.fire('aim-cancel', undefined);
  }

  private readonly onDragKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.cancelAim()) return;
    event.preventDefault();
    event.stopPropagation();
  };

  private onGrabCancel(event: PointerEvent): void {
    if (!this.pull || this.pull.id !== event.pointerId) return;
    this.cancelAim();
  }

  /** Abandons a drag in progress (Escape, `pointercancel`): `aim-cancel`, no bowl. False when nothing was being dragged. */
  cancelAim(): boolean {
    window.removeEventListener('keydown', this.onDragKey, true);
    if (!this.pull) return false;
    this.pull = null;
    this.fire('aim-cancel', undefined);
    return true;
  }

  /**
   * The pull back from the ball (cm) that gives full strength here: {@link FULL_PULL}, or less where the screen's edge
   * behind the ball leaves less room ({@link EDGE_ROOM} px kept), never under {@link SHORTEST_FULL_PULL} px.
   */
  private fullPullHere(): number {
    if (this.ramp === null) return FULL_PULL;
    const start = launchPoint(this.ramp);
    const out = RAMP_ANGLES[this.ramp] * (Math.PI / 180);
    const ball = this.clientPointOf(start.x, start.y);
    const back = this.clientPointOf(start.x + Math.cos(out), start.y + Math.sin(out));
    if (!ball || !back) return FULL_PULL;
    // Screen px per cm along the pull, and the cm to EDGE_ROOM px from each edge that way.
    const vx = back.clientX - ball.clientX;
    const vy = back.clientY - ball.clientY;
    const perCm = Math.hypot(vx, vy);
    if (!perCm) return FULL_PULL;
    const rooms = [
      vx < 0 ? (ball.clientX - EDGE_ROOM) / -vx : vx > 0 ? (innerWidth - EDGE_ROOM - ball.clientX) / vx : Infinity,
      vy < 0 ? (ball.clientY - EDGE_ROOM) / -vy : vy > 0 ? (innerHeight - EDGE_ROOM - ball.clientY) / vy : Infinity,
    ];
    return Math.min(FULL_PULL, Math.max(SHORTEST_FULL_PULL / perCm, ...[Math.min(...rooms)]));
  }

  /**
   * The mode of a drag at `at` (cm): `mode` as it was while the finger stays off the ball; on the ball none;
   * leaving it, `back` behind the ball (away from the square) and `toward` in front of it.
   */
  private pullMode(at: { x: number; y: number }, mode: PullMode | null): PullMode | null {
    if (this.ramp === null) return null;
    const start = launchPoint(this.ramp);
    const dx = at.x - start.x;
    const dy = at.y - start.y;
    if (Math.hypot(dx, dy) < PULL_SLOP) return null;
    if (mode) return mode;
    // The ramp's axis points from the centre out to the ramp: a finger further out is behind the ball.
    const out = RAMP_ANGLES[this.ramp] * (Math.PI / 180);
    return dx * Math.cos(out) + dy * Math.sin(out) >= 0 ? 'back' : 'toward';
  }

  /**
   * The aim of a drag to `at` (cm): pulled back, the ball rolls the other way; dragged towards the square, it
   * rolls the way of the drag; harder the further either way. Null for a drag too short to bowl.
   */
  private aimOfPull(at: { x: number; y: number; mode: PullMode | null }): SquareAim | null {
    if (this.ramp === null || !at.mode) return null;
    const start = launchPoint(this.ramp);
    const sign = at.mode === 'back' ? 1 : -1;
    const dx = sign * (start.x - at.x);
    const dy = sign * (start.y - at.y);
    const length = Math.hypot(dx, dy);
    if (length < PULL_SLOP) return null;
    const heading = (Math.atan2(dy, dx) * 180) / Math.PI;
    let off = heading - (RAMP_ANGLES[this.ramp] + 180);
    off = ((((off + 180) % 360) + 360) % 360) - 180;
    const angle = round(Math.max(-AIM_CONE, Math.min(AIM_CONE, off)), 1);
    // Towards the square there is always room; back from the ball, full strength comes sooner near the screen's edge.
    const full = at.mode === 'back' ? this.fullPull : FULL_PULL;
    const strength = round(Math.max(MIN_STRENGTH, Math.min(1, length / full)), 0.05);
    return { angle, strength: Math.round(strength * 100) / 100 };
  }

  private fire<T>(name: string, detail: T): void {
    this.dispatchEvent(squareEvent(name, detail));
  }

  // Placing by keys

  private onHoleKey(event: KeyboardEvent, from: number): void {
    const dirs: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    const dir = dirs[event.key];
    const free = freeHoles(this.barrels);
    let next: number | undefined;
    if (dir) {
      const p = HOLES[from];
      let best = Infinity;
      for (const i of free) {
        if (i === from) continue;
        const dx = HOLES[i].x - p.x;
        const dy = HOLES[i].y - p.y;
        const along = dx * dir[0] + dy * dir[1];
        if (along <= 0.5) continue;
        const across = Math.abs(dx * dir[1] - dy * dir[0]);
        const score = along + across * 2;
        if (score < best) {
          best = score;
          next = i;
        }
      }
    } else if (event.key === 'Home') next = free[0];
    else if (event.key === 'End') next = free[free.length - 1];
    else return;
    event.preventDefault();
    event.stopPropagation();
    if (next === undefined) return;
    this.focusHole = next;
    void this.updateComplete.then(() => this.focusHoles());
  }

  private pick(hole: number): void {
    this.focusHole = hole;
    this.fire<HolePickDetail>('hole-pick', { hole });
  }

  // Rendering

  private renderGuide(): SVGTemplateResult | typeof nothing {
    if (this.state !== 'aiming' || this.ramp === null || !this.aim) return nothing;
    const start = launchPoint(this.ramp);
    const axis = RAMP_ANGLES[this.ramp] + 180;
    const heading = ((axis + this.aim.angle) * Math.PI) / 180;
    const length = GUIDE_MIN + (GUIDE_MAX - GUIDE_MIN) * this.aim.strength;
    const x0 = start.x + Math.cos(heading) * (BALL_RADIUS + 0.4);
    const y0 = start.y + Math.sin(heading) * (BALL_RADIUS + 0.4);
    const x1 = start.x + Math.cos(heading) * (BALL_RADIUS + length);
    const y1 = start.y + Math.sin(heading) * (BALL_RADIUS + length);
    const cone = (a: number) => {
      const r = ((axis + a) * Math.PI) / 180;
      return `${(start.x + Math.cos(r) * 20).toFixed(2)},${(-(start.y + Math.sin(r) * 20)).toFixed(2)}`;
    };
    const deg = -((axis + this.aim.angle) as number);
    return svg`<g class="guide" aria-hidden="true">
      <polygon class="cone" points="${start.x.toFixed(2)},${(-start.y).toFixed(2)} ${cone(AIM_CONE)} ${cone(-AIM_CONE)}" />
      <path class="line" d="M${x0.toFixed(2)} ${(-y0).toFixed(2)} L${x1.toFixed(2)} ${(-y1).toFixed(2)}" />
      <path class="head" d="M0 -1.1 L1.8 0 L0 1.1 Z" transform="translate(${x1.toFixed(2)} ${(-y1).toFixed(2)}) rotate(${deg.toFixed(1)})" />
      ${this.pull?.mode === 'back' ? svg`<path class="band" d="M${start.x.toFixed(2)} ${(-start.y).toFixed(2)} L${this.pull.x.toFixed(2)} ${(-this.pull.y).toFixed(2)}" />` : ''}
    </g>`;
  }

  private renderBarrels(): SVGTemplateResult[] {
    // While a bowl plays, the barrels that stood are drawn by renderMovers instead.
    if (this.playFrom) return [];
    // Fallen barrels first, clear of the standing ones, of each other and of the rim (clearPoses): a standing barrel
    // is taller, so it is drawn over them.
    const lying = clearPoses(this.lying, this.barrels);
    const fallen = VIKINGS.filter((v) => this.barrels[v] === null && lying[v]).map((v) => {
      const lie = lying[v]!;
      return svg`<g class="lying" data-lying=${v} transform="translate(${lie.x} ${-lie.y})">${barrelArt(v, lie.tilt, lie.heading)}</g>`;
    });
    const standing = VIKINGS.filter((v) => this.barrels[v] !== null).map((v) => {
      const p = HOLES[this.barrels[v]!];
      return svg`<g data-viking=${v} transform="translate(${p.x} ${-p.y})">${barrelArt(v)}</g>`;
    });
    return [...fallen, ...standing];
  }

  /** While a bowl plays: the ball and every barrel that stood, each a small SVG the frames move (a transform) and redraw (its tilt). */
  private renderMovers() {
    const play = this.playFrom;
    if (!play) return nothing;
    const first = play.frames[0];
    const ball = first?.ball;
    return html`<div class="movers" aria-hidden="true">
      ${VIKINGS.filter((v) => play.before[v] !== null).map((v) => {
        const p = HOLES[play.before[v]!];
        return html`<svg class="mover barrel-m" data-viking=${v} viewBox="${-BARREL_BOX / 2} ${-BARREL_BOX / 2} ${BARREL_BOX} ${BARREL_BOX}" ${cssProps({ transform: moverAt(p.x, p.y, BARREL_BOX) })}><g class="pose"></g></svg>`;
      })}
      ${
        ball
          ? html`<svg class="mover ball-g" viewBox="${-BALL_BOX / 2} ${-BALL_BOX / 2} ${BALL_BOX} ${BALL_BOX}" ${cssProps({ transform: moverAt(ball.x, ball.y, BALL_BOX) })}>${ballArt('sq')}</svg>`
          : nothing
      }
    </div>`;
  }

  protected override render() {
    const v = SQUARE_VIEW;
    const ball = this.playFrom ? null : this.ramp !== null ? launchPoint(this.ramp) : null;
    const placing = this.state === 'placing';
    const free = placing ? freeHoles(this.barrels) : [];
    const pos = (x: number, y: number) => ({ left: `${(((x - v.x) / v.size) * 100).toFixed(2)}%`, top: `${(((-y - v.y) / v.size) * 100).toFixed(2)}%` });
    const start = this.ramp !== null ? launchPoint(this.ramp) : null;
    return html`<svg part="square" viewBox="${v.x} ${v.y} ${v.size} ${v.size}" role="img" aria-label=${this.label}>
        <defs>${valleyDefs('sq')}</defs>
        ${squareGround('sq')}
        ${[0, 1, 2, 3].map((r) => {
          const owner = this.ramps.find((o) => o.ramp === r);
          return rampArt(r, owner?.colour ?? null, owner?.mark ?? null, 'sq');
        })}
        ${this.renderGuide()}
        <g class="barrels">${this.renderBarrels()}</g>
        ${ball ? svg`<g class="ball-g" transform="translate(${ball.x.toFixed(2)} ${(-ball.y).toFixed(2)})">${ballArt('sq')}</g>` : nothing}
      </svg>
      ${this.renderMovers()}
      <div class="overlay">
        ${
          placing
            ? html`<div part="holes" role="group" aria-label=${this.label}>
              ${free.map(
                (i) => html`<button class="hole-btn" tabindex=${i === this.focusHole ? '0' : '-1'} aria-label=${this.holeNames[i] ?? `${i + 1}`} data-hole=${i}
                  ${cssProps(pos(HOLES[i].x, HOLES[i].y))} @click=${() => this.pick(i)} @keydown=${(e: KeyboardEvent) => this.onHoleKey(e, i)}></button>`,
              )}
            </div>`
            : nothing
        }
        ${
          this.state === 'aiming' && start
            ? html`<div part="grab" class="grab ${this.pull ? 'dragging' : ''}" role="img" aria-label=${this.grabLabel} ${cssProps(pos(start.x, start.y))}
              @pointerdown=${this.onGrabDown} @pointermove=${this.onGrabMove} @pointerup=${this.onGrabUp} @pointercancel=${this.onGrabCancel}></div>`
            : nothing
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'viking-valley-square': VikingValleySquare;
  }
}
