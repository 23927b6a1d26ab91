/**
 * The context a game element provides to its child elements (@lit/context): the running actor, the
 * latest snapshot, the reader's locale and a `send` that goes through the element (so bots, persistence
 * and DOM events see every move). Children consume it with `@consume({ context: gameContext, subscribe: true })`.
 *
 * Importing this module is what makes the boards provide it (see `provideGameContext`): a child element that
 * reads the game imports `gameContext` from here, so its board provides it, and a game whose child elements
 * never read it carries no provider.
 */
import { ContextProvider, createContext } from '@lit/context';
import type { AnyActorRef } from 'xstate';
import { provideGameContext } from './game-board-element.js';
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

provideGameContext((board, initialValue) => new ContextProvider(board, { context: gameContext, initialValue }));
