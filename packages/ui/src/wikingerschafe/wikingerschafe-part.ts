import { LitElement, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { consume } from '@lit/context';
import type { WikingerschafeMove, WikingerschafeSnapshot } from '@viking-games/core/wikingerschafe';
import { gameContext, type GameContextValue } from '../shared/game-context.js';
import { wikingerschafeMessages, type WikingerschafeMessages } from './wikingerschafe.messages.js';

/**
 * What the parts of `<wikingerschafe-board>` (a Location, the round board, a player panel, the reward picker, the
 * scoring) share: the game the board provides through its context (snapshot, locale, whether a person may act),
 * and the board's words in its language. Not an element of its own.
 */
export class WikingerschafePart extends LitElement {
  /** The board's game; undefined outside a board (a part on its own speaks English). */
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  protected game?: GameContextValue<WikingerschafeSnapshot, WikingerschafeMove>;

  /**
   * The part reads the game (its snapshot, whether a person may act), not only its language: it updates for every
   * new snapshot. Those that do not (a Location, a player panel, the round board: they draw their own properties)
   * update for a new snapshot only when the language changed (issue 27, moves: the board hands every part each
   * snapshot through the context, and each of them re-rendered after every move).
   */
  protected get readsGame(): boolean {
    return false;
  }

  protected override shouldUpdate(changed: PropertyValues): boolean {
    if (!this.hasUpdated || this.readsGame || changed.size !== 1 || !changed.has('game')) return true;
    const before = changed.get('game') as GameContextValue | undefined;
    return (before?.locale ?? 'en') !== (this.game?.locale ?? 'en');
  }

  /** The messages in the board's language. */
  protected get t(): WikingerschafeMessages {
    return wikingerschafeMessages(this.game?.locale ?? 'en');
  }
}
