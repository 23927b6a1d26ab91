/**
 * The context a game element provides to its child elements (@lit/context): the running actor, the
 * latest snapshot, the reader's locale and a `send` that goes through the element (so bots, persistence
 * and DOM events see every move). Children consume it with `@consume({ context: gameContext, subscribe: true })`.
 * Every board provides it, so a child element whose script a site loads after the board's still finds the game.
 */
import { createContext } from '@lit/context';
import type { AnyActorRef } from 'xstate';
import type { Locale } from './i18n.js';

export interface GameContextValue<TSnapshot = unknown, TMove extends { type: string } = { type: string }> {
  /** The running actor; undefined while the element is detached. */
  readonly actor: AnyActorRef | undefined;
  readonly snapshot: TSnapshot;
  readonly locale: Locale;
  /** True while a person may act (the seat to act is human and no bot is thinking). */
  readonly interactive: boolean;
  /** Sends a move as a person's; returns whether the machine accepted it. */
  send(move: TMove): boolean;
}

export const gameContext = createContext<GameContextValue>(Symbol('viking-games/game'));
