import type { Meta } from '@storybook/web-components-vite';
import type { GameModule } from '@viking-games/core/kit';

/**
 * The attributes a site owner sets on any board, keyed as the page writes them; each story is one table a reader
 * might sit at. The controls and the render come from custom-elements.json (.storybook/custom-element-args.ts):
 * every public attribute and property of the element is an arg, applied as an attribute or a property. A game with
 * attributes of its own (Valley's `vikings`, Wikingerschafe's `friendly`) extends this.
 */
export interface BoardArgs {
  players: number;
  seats: string;
  seed: number;
  locale: 'en' | 'de';
  theme: 'auto' | 'light' | 'dark';
  names?: string;
  instant?: boolean;
  persist?: string;
  'bot-delay'?: number;
}

/**
 * The `args` and `argTypes` of a game's board stories, spread into the meta object beside its literal `title` and
 * `component` (Storybook's indexer reads those two statically): the default table (seed 7, English, the page's
 * theme; `args` adds to or overrides it) and radio controls whose player counts are the rules module's `minPlayers`
 * to `maxPlayers`.
 * @param game the game's rules module (`vikingSeesaw` from `@viking-games/core/viking-seesaw`)
 */
export function boardControls<A extends BoardArgs>(
  game: GameModule,
  args: Partial<A> & Pick<BoardArgs, 'players' | 'seats'>,
): Pick<Meta<A>, 'args' | 'argTypes'> {
  const players = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  return {
    args: { seed: 7, locale: 'en', theme: 'auto', ...args } as Partial<A>,
    argTypes: {
      players: { control: { type: 'inline-radio' }, options: players },
      locale: { control: { type: 'inline-radio' }, options: ['en', 'de'] },
      theme: { control: { type: 'inline-radio' }, options: ['auto', 'light', 'dark'] },
    } as Meta<A>['argTypes'],
  };
}
