import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Two taps at most this far apart in time (ms) make a double tap: a little above Android's own double-tap timeout
 * (ViewConfiguration.DOUBLE_TAP_TIMEOUT, 300 ms), as a hurried second tap on a new screen comes later.
 */
export const DOUBLE_TAP_MS = 400;
/** ...and at most this far apart on the screen (CSS px): Android's double-tap slop (ViewConfiguration.DOUBLE_TAP_SLOP, 100 dp). */
export const DOUBLE_TAP_PX = 100;

interface Tap {
  readonly x: number;
  readonly y: number;
  /** `event.timeStamp` of its pointerup. */
  readonly at: number;
}

/**
 * Hot-seat play at one screen: when the turn passes from one person to another, input meant for the person
 * before never acts for the next one. A controller held by the board ({@link handover} is called when the
 * person to act changes); it listens on the host in the capture phase, before any control of the board:
 * - the second tap of a double tap (within {@link DOUBLE_TAP_MS} and {@link DOUBLE_TAP_PX} of the tap that
 *   passed the turn) is swallowed whole (pointerdown, pointerup, click), so it cannot press the button that
 *   appeared under the finger (the pass-device screen's "I'm ready", the next player's dice);
 * - a click whose press began before the handover is swallowed (a press held through the change);
 * - a held Enter key repeats nothing (a repeated keydown is swallowed).
 * A board with one person (or none) never calls {@link handover}, so nothing is ever swallowed there.
 */
export class HandoverGuard implements ReactiveController {
  private lastTap?: Tap;
  /** The tap before the handover that a double tap would repeat. */
  private guarded?: Tap;
  /** `performance.now()` of the latest handover. */
  private handedOverAt = -Infinity;
  /** `event.timeStamp` of the pointerdown whose click has not come yet. */
  private pressedAt?: number;
  /** The pointer whose events are swallowed until its click. */
  private swallowing?: number;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The person to act at this screen is now another person than the one who acted before. */
  handover(): void {
    this.handedOverAt = performance.now();
    this.guarded = this.lastTap;
  }

  hostConnected(): void {
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown'] as const) this.host.addEventListener(type, this.onInput, { capture: true });
  }

  hostDisconnected(): void {
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown'] as const) this.host.removeEventListener(type, this.onInput, { capture: true });
  }

  private readonly onInput = (event: Event): void => {
    if (event.type === 'keydown') {
      if ((event as KeyboardEvent).repeat && (event as KeyboardEvent).key === 'Enter') this.swallow(event);
      return;
    }
    const pointer = event as PointerEvent;
    if (event.type === 'pointerdown') {
      const guarded = this.guarded;
      this.guarded = undefined;
      if (guarded && pointer.timeStamp - guarded.at <= DOUBLE_TAP_MS && Math.hypot(pointer.clientX - guarded.x, pointer.clientY - guarded.y) <= DOUBLE_TAP_PX) {
        this.swallowing = pointer.pointerId;
        this.swallow(event);
        return;
      }
      this.swallowing = undefined;
      this.pressedAt = pointer.timeStamp;
      return;
    }
    if (event.type === 'pointerup') {
      if (this.swallowing === pointer.pointerId) return this.swallow(event);
      this.lastTap = { x: pointer.clientX, y: pointer.clientY, at: pointer.timeStamp };
      return;
    }
    // A click. One from a keyboard, or from code, has no press of its own: a deliberate press of a control.
    const pressedAt = this.pressedAt;
    this.pressedAt = undefined;
    if (this.swallowing !== undefined) {
      this.swallowing = undefined;
      return this.swallow(event);
    }
    if (pressedAt !== undefined && pressedAt < this.handedOverAt && event.timeStamp >= this.handedOverAt) this.swallow(event);
  };

  private swallow(event: Event): void {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}
