import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ContextProvider } from '@lit/context';
import type { AnyActorRef } from 'xstate';
import { gameContext } from './game-context.js';
import type { Locale } from './i18n.js';

/** What the board hands its child elements, read when it changes (see {@link BoardContext.refresh}). */
export interface ContextSource {
  snapshot(): unknown;
  actor(): AnyActorRef | undefined;
  locale(): Locale;
  /** A person at this screen may act now in `snapshot`. */
  interactive(snapshot: unknown): boolean;
  /** Sends a move as a person's (through the board). */
  send(move: { type: string }): boolean;
}

/**
 * The board's `gameContext` (@lit/context) for its child elements, held by `GameBoardElement` as a field: one
 * provider per board, answering a child whose script the page loads later too, handed the latest snapshot,
 * actor and locale whenever one of them has changed ({@link refresh}, and when the board is put on a page).
 */
export class BoardContext implements ReactiveController {
  private readonly provider: ContextProvider<typeof gameContext>;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly source: ContextSource,
  ) {
    this.provider = new ContextProvider(host, {
      context: gameContext,
      initialValue: { actor: undefined, snapshot: undefined, locale: 'en', interactive: false, send: () => false },
    });
    host.addController(this);
  }

  hostConnected(): void {
    this.refresh();
  }

  /** Hands the latest snapshot and locale to the child elements, when either (or the actor) has changed. */
  refresh(): void {
    const snapshot = this.source.snapshot();
    const value = this.provider.value;
    const locale = this.source.locale();
    const actor = this.source.actor();
    if (snapshot && (value.snapshot !== snapshot || value.locale !== locale || value.actor !== actor)) {
      this.provider.setValue({ actor, snapshot, locale, interactive: this.source.interactive(snapshot), send: (move) => this.source.send(move) });
    }
  }
}
