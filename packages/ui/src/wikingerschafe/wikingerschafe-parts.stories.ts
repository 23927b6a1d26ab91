import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ContextProvider } from '@lit/context';
import { createActor } from 'xstate';
import { phaseOf, wikingerschafe, type WikingerschafeSnapshot } from '@viking-games/core/wikingerschafe';
import { gameContext } from '../shared/game-context.js';
// Constructed, not created by tag name: a value import keeps the modules that define them in the build.
import { WikingerschafeRewardPicker } from './wikingerschafe-reward-picker.js';
import { WikingerschafeScoring } from './wikingerschafe-scoring.js';
import { LOCATION_5, type Move } from './wikingerschafe.fixtures.js';
import './wikingerschafe-location.js';
import './wikingerschafe-player-panel.js';
import './wikingerschafe-round-board.js';
import type { InfluenceMarker, LocationStack } from './wikingerschafe-location.js';
import type { RoundBoardColour } from './wikingerschafe-round-board.js';

/**
 * The parts of the Wikingerschafe board on their own, in each of their visual states. Inside the board
 * they read the game through @lit/context; here they get plain properties, and the reward picker and the
 * scoring a context of their own with a position reached by real moves.
 */
const meta: Meta = {
  title: 'Wikingerschafe/Parts',
  parameters: { layout: 'centered' },
};
export default meta;

type Story = StoryObj;

const stacks: LocationStack[] = [
  {
    who: 0,
    name: 'Astrid',
    colour: 'red',
    dice: [
      { id: 0, shielded: true },
      { id: 3, shielded: false },
    ],
  },
  { who: 1, name: 'Bjarne', colour: 'blue', dice: [{ id: 1, shielded: false }] },
  {
    who: 2,
    name: 'Björn Blökson',
    colour: 'bjorn',
    dice: [
      { id: 2, shielded: false },
      { id: 4, shielded: false },
      { id: 5, shielded: false },
    ],
  },
];
const influence: InfluenceMarker[] = [
  { who: 0, name: 'Astrid', colour: 'red', value: 8 },
  { who: 1, name: 'Bjarne', colour: 'blue', value: 3 },
  { who: 2, name: 'Björn Blökson', colour: 'bjorn', value: 12 },
];
const location = (value: number, state: { legal?: boolean; selected?: boolean; dimmed?: boolean; empty?: boolean }) =>
  html`<div style="inline-size: 180px">
    <wikingerschafe-location
      value=${value}
      ?legal=${state.legal}
      ?selected=${state.selected}
      ?dimmed=${state.dimmed}
      .stacks=${state.empty ? [] : stacks}
      .influence=${influence}
    ></wikingerschafe-location>
  </div>`;

/** A Location with dice of three Wikinger (one shielded) and their Sheeple on the influence track. */
export const LocationIdle: Story = { render: () => location(2, {}) };
/** Nobody has placed here yet this round. */
export const LocationEmpty: Story = { render: () => location(4, { empty: true }) };
/** The reader may place here: it offers its button. */
export const LocationLegal: Story = { render: () => location(3, { legal: true }) };
/** The placement being prepared. */
export const LocationSelected: Story = { render: () => location(5, { legal: true, selected: true }) };
/** Others are legal, this one is not. */
export const LocationDimmed: Story = { render: () => location(1, { dimmed: true }) };

const panel = (active: boolean, kind: 'human' | 'bot' | 'neutral', shields: string[]) =>
  html`<div style="inline-size: 280px">
    <wikingerschafe-player-panel
      name=${kind === 'neutral' ? 'Björn Blökson' : 'Astrid'}
      colour=${kind === 'neutral' ? 'bjorn' : 'green'}
      ?active=${active}
      kind=${kind}
      mead=${2}
      coins=${7}
      glory=${kind === 'neutral' ? 10 : 14}
      .shields=${shields}
      .supply=${kind === 'neutral' ? [] : [1, 3, 3, 6]}
    ></wikingerschafe-player-panel>
  </div>`;

export const PlayerPanelIdle: Story = { render: () => panel(false, 'human', ['ready', 'board']) };
/** The Wikinger to act. */
export const PlayerPanelActive: Story = { render: () => panel(true, 'human', ['placed', 'fresh']) };
export const PlayerPanelBot: Story = { render: () => panel(false, 'bot', ['destroyed', 'board']) };
/** Björn Blökson, the neutral Wikinger of a 2-player game. */
export const PlayerPanelBjorn: Story = { render: () => panel(false, 'neutral', ['board', 'board']) };

const colours: RoundBoardColour[] = [
  { who: 0, name: 'Astrid', colour: 'red', lockedShields: 1, lockedDie: false, wollhalla: [4] },
  { who: 1, name: 'Bjarne', colour: 'blue', lockedShields: 2, lockedDie: true, wollhalla: [] },
  { who: 2, name: 'Cnut', colour: 'green', lockedShields: 0, lockedDie: true, wollhalla: [6, 6] },
];
const roundBoard = (round: number, wollhalla: boolean) =>
  html`<div style="inline-size: 300px">
    <wikingerschafe-round-board round=${round} starter="Bjarne" .colours=${wollhalla ? colours : colours.map((c) => ({ ...c, wollhalla: [] }))}></wikingerschafe-round-board>
  </div>`;

export const RoundBoardFirstRound: Story = { render: () => roundBoard(1, false) };
/** Round 4, with dice in Wollhalla and shields and dice already unlocked. */
export const RoundBoardLastRound: Story = { render: () => roundBoard(4, true) };

const human = { kind: 'human' } as const;

/** The position after `moves` from `seed` with people in every seat; `until` plays on (each turn places at once) to that phase. */
function position(players: number, seed: number, moves: readonly Move[], until?: string): WikingerschafeSnapshot {
  const actor = createActor(wikingerschafe.machine, {
    input: wikingerschafe.createInput({ players, seats: Array.from({ length: players }, () => human), seed }),
  }).start();
  for (const move of moves) actor.send(move as never);
  for (let i = 0; until && i < 3000 && phaseOf(actor.getSnapshot()) !== until; i++) {
    const legal = wikingerschafe.legalMoves(actor.getSnapshot()) as Move[];
    actor.send((legal.find((m) => m.type !== 'player.roll') ?? legal[0]) as never);
  }
  return actor.getSnapshot();
}

/** `child` under a context provider as the board gives it (a person may act when `interactive`). */
function inGame(snapshot: WikingerschafeSnapshot, child: HTMLElement & { names: readonly string[] }, width: number, interactive = true): HTMLElement {
  const host = document.createElement('div');
  host.style.inlineSize = `min(${width}px, calc(100vw - 2rem))`;
  new ContextProvider(host, { context: gameContext, initialValue: { actor: undefined, snapshot, locale: 'en', interactive, send: () => false } });
  child.names = ['Astrid', 'Bjarne', 'Cnut', 'Dagny']
    .slice(0, snapshot.context.players.length)
    .concat(snapshot.context.wikinger.length > snapshot.context.players.length ? ['Björn Blökson'] : []);
  host.append(child);
  return host;
}

/** The rewards of Location 5 (Attack and Wollhalla open a second step with every target). */
export const RewardPicker: Story = { render: () => inGame(position(3, 227, LOCATION_5), new WikingerschafeRewardPicker(), 560) };
/** Another Wikinger chooses: the options show, disabled. */
export const RewardPickerDisabled: Story = { render: () => inGame(position(3, 227, LOCATION_5), new WikingerschafeRewardPicker(), 560, false) };
/** Round scoring of a 4-player game: a card per Wikinger, ties marked. */
export const ScoringRound: Story = { render: () => inGame(position(4, 44, [], 'roundScoring'), new WikingerschafeScoring(), 900) };
/** Influence scoring of a 2-player game with Björn Blökson. */
export const ScoringInfluence: Story = { render: () => inGame(position(2, 42, [], 'influenceScoring'), new WikingerschafeScoring(), 360) };
/** The final scoring, best first, glory by where it came from. */
export const ScoringFinal: Story = {
  render: () => {
    const scoring = new WikingerschafeScoring();
    scoring.final = true;
    return inGame(position(3, 43, [], 'gameOver'), scoring, 560);
  },
};
