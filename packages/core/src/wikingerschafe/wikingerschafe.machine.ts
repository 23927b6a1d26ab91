/**
 * The Wikingerschafe statechart. Every rule lives in the rules files beside it (legality and setup in
 * ./wikingerschafe.rules.ts, the moves in ./wikingerschafe.moves.ts, scoring in ./wikingerschafe.scoring.ts);
 * the machine orders the steps of a round and guards every event, so an illegal event leaves the snapshot
 * unchanged.
 *
 * - `turn`: one Wikinger's turn. `rolling` (roll, place, the 6s rule, the extra action), `rewarding`
 *   (choose the reward of `turn.rewardLocation`), `redistributing` (assign re-rolled 6s and shields), `turnEnd`
 *   (extra action still possible, then `player.endTurn`).
 * - `roundScoring` and `influenceScoring` show their results and wait for `game.continue`.
 * - `gameOver` is not final: `game.restart` works from here and from anywhere.
 * @see ./RULES.md "Game Flow"
 */
import { assign, setup } from 'xstate';
import { applyReward, assignSixes, endTurn, forfeitSixes, place, rerollSixes, retrieveDie, roll, unlockDie } from './wikingerschafe.moves.js';
import {
  canAssignSixes,
  canForfeitSixes,
  canPlace,
  canRerollSixes,
  canRetrieveDie,
  canRoll,
  canUnlockDie,
  createContext,
  isInfluenceRound,
  isLastRound,
  isLegalReward,
  isRoundOver,
  restartContext,
  startRound,
  supplyDice,
} from './wikingerschafe.rules.js';
import { scoreFinal, scoreInfluence, scoreRound } from './wikingerschafe.scoring.js';
import type { WikingerschafeContext, WikingerschafeEvent, WikingerschafeInput } from './wikingerschafe.types.js';

export const wikingerschafeMachine = setup({
  types: {
    context: {} as WikingerschafeContext,
    events: {} as WikingerschafeEvent,
    input: {} as WikingerschafeInput,
  },
  guards: {
    isLegalRoll: ({ context, event }) => event.type === 'player.roll' && canRoll(context, event.dice),
    isLegalPlace: ({ context, event }) => event.type === 'player.place' && canPlace(context, event.value, event.sixes, event.shields),
    /** A placement on Location 4 resolves its Great Celebration at once: no choice to make. */
    isLegalPlaceOnCelebration: ({ context, event }) =>
      event.type === 'player.place' && event.value === 4 && canPlace(context, event.value, event.sixes, event.shields),
    canRerollSixes: ({ context }) => canRerollSixes(context),
    canForfeitSixes: ({ context }) => canForfeitSixes(context),
    canUnlockDie: ({ context }) => canUnlockDie(context),
    canRetrieveDie: ({ context }) => canRetrieveDie(context),
    isLegalReward: ({ context, event }) => event.type === 'player.reward' && isLegalReward(context, event),
    /** Relocate onto a Location with a reward to choose (all but 4, whose Celebration is automatic). */
    isRelocateToChoice: ({ context, event }) =>
      event.type === 'player.reward' && event.option === 'relocate' && event.location !== 4 && isLegalReward(context, event),
    isRedistribution: ({ context, event }) => event.type === 'player.reward' && event.option === 'redistribution' && isLegalReward(context, event),
    isLegalAssignSixes: ({ context, event }) => event.type === 'player.assignSixes' && canAssignSixes(context, event.sixes, event.shields),
    isSupplyEmpty: ({ context }) => supplyDice(context.wikinger[context.current]).length === 0,
    /** A Redistribution whose 6s and shields had only one place to go (or none) leaves nothing to choose. */
    hasNoPendingSixes: ({ context }) => !context.turn.pendingSixes?.length && !context.turn.pendingShields,
    isRoundOver: ({ context }) => isRoundOver(context),
    isInfluenceRound: ({ context }) => isInfluenceRound(context),
    isLastRound: ({ context }) => isLastRound(context),
    /** `seed`, when given, must be a finite number (the generator refuses anything else). */
    isValidRestart: ({ event }) =>
      event.type === 'game.restart' && (event.seed === undefined || (typeof event.seed === 'number' && Number.isFinite(event.seed))),
  },
  actions: {
    rollDice: assign(({ context, event }) => (event.type === 'player.roll' ? roll(context, event.dice) : context)),
    placeDice: assign(({ context, event }) => (event.type === 'player.place' ? place(context, event.value, event.sixes, event.shields) : context)),
    rerollSixes: assign(({ context }) => rerollSixes(context)),
    forfeitSixes: assign(({ context }) => forfeitSixes(context)),
    unlockDie: assign(({ context }) => unlockDie(context)),
    retrieveDie: assign(({ context }) => retrieveDie(context)),
    chooseReward: assign(({ context, event }) => (event.type === 'player.reward' ? applyReward(context, event) : context)),
    assignSixes: assign(({ context, event }) => (event.type === 'player.assignSixes' ? assignSixes(context, event.sixes, event.shields) : context)),
    endTurn: assign(({ context }) => endTurn(context)),
    scoreRound: assign(({ context }) => scoreRound(context)),
    scoreInfluence: assign(({ context }) => scoreInfluence(context)),
    scoreFinal: assign(({ context }) => scoreFinal(context)),
    startRound: assign(({ context }) => startRound(context)),
    restart: assign(({ context, event }) => (event.type === 'game.restart' ? restartContext(context, event.seed) : context)),
  },
}).createMachine({
  id: 'wikingerschafe',
  context: ({ input }) => createContext(input),
  initial: 'turn',
  on: {
    'game.restart': { guard: 'isValidRestart', target: '.turn', reenter: true, actions: 'restart' },
  },
  states: {
    turn: {
      tags: ['turn'],
      initial: 'rolling',
      states: {
        rolling: {
          tags: ['rolling'],
          always: { guard: 'isSupplyEmpty', target: 'turnEnd' },
          on: {
            'player.roll': { guard: 'isLegalRoll', actions: 'rollDice' },
            'player.place': [
              { guard: 'isLegalPlaceOnCelebration', target: 'turnEnd', actions: 'placeDice' },
              { guard: 'isLegalPlace', target: 'rewarding', actions: 'placeDice' },
            ],
            'player.rerollSixes': { guard: 'canRerollSixes', actions: 'rerollSixes' },
            'player.forfeitSixes': { guard: 'canForfeitSixes', target: 'turnEnd', actions: 'forfeitSixes' },
            'player.unlockDie': { guard: 'canUnlockDie', actions: 'unlockDie' },
            'player.retrieveDie': { guard: 'canRetrieveDie', actions: 'retrieveDie' },
          },
        },
        rewarding: {
          tags: ['rewarding'],
          on: {
            'player.reward': [
              { guard: 'isRelocateToChoice', actions: 'chooseReward' },
              { guard: 'isRedistribution', target: 'redistributing', actions: 'chooseReward' },
              { guard: 'isLegalReward', target: 'turnEnd', actions: 'chooseReward' },
            ],
          },
        },
        redistributing: {
          tags: ['redistributing'],
          always: { guard: 'hasNoPendingSixes', target: 'turnEnd' },
          on: {
            'player.assignSixes': { guard: 'isLegalAssignSixes', target: 'turnEnd', actions: 'assignSixes' },
          },
        },
        turnEnd: {
          tags: ['turnEnd'],
          on: {
            'player.unlockDie': { guard: 'canUnlockDie', actions: 'unlockDie' },
            'player.retrieveDie': { guard: 'canRetrieveDie', actions: 'retrieveDie' },
            'player.endTurn': [
              { guard: 'isRoundOver', target: '#wikingerschafe.roundScoring', actions: ['endTurn', 'scoreRound'] },
              { target: 'rolling', actions: 'endTurn' },
            ],
          },
        },
      },
    },
    roundScoring: {
      tags: ['scoring', 'roundScoring'],
      on: {
        'game.continue': [
          { guard: 'isInfluenceRound', target: 'influenceScoring', actions: 'scoreInfluence' },
          { target: 'turn', actions: 'startRound' },
        ],
      },
    },
    influenceScoring: {
      tags: ['scoring', 'influenceScoring'],
      on: {
        'game.continue': [
          { guard: 'isLastRound', target: 'gameOver', actions: 'scoreFinal' },
          { target: 'turn', actions: 'startRound' },
        ],
      },
    },
    gameOver: {
      tags: ['gameOver'],
    },
  },
});

export type WikingerschafeMachine = typeof wikingerschafeMachine;
