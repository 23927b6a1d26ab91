import { LitElement } from 'lit';
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

  /** The messages in the board's language. */
  protected get t(): WikingerschafeMessages {
    return wikingerschafeMessages(this.game?.locale ?? 'en');
  }
}
