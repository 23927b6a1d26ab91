/**
 * Wilde Wikinger machen fette Beute as an XState v5 statechart. Every rule lives in
 * ./wilde-wikinger.rules.ts; the machine orders the steps of a turn and guards every move, so an illegal
 * event leaves the snapshot unchanged.
 *
 * A turn: `rolling` (the roller throws both dice), `treasureDie` (a jewel onto a ship, cards for everyone,
 * or the end of the game; the grey chest waits in `choosingChestShip`), `shipDie` (a ship moves; the grey
 * ship waits in `choosingShip`, Nessie in `feedingNessie`), `shipMoved` (a ship at the village opens an
 * `auction` or, the pirate ship, a `raid`), then back to `rolling` with `passTurn`: the next turn. The
 * passing states (`treasureDie`, `shipDie`, `shipMoved`) decide by eventless transitions and are never
 * rested in, so the phase of a snapshot is always one of the resting states ({@link PHASES}). The next
 * turn is an action on the way back to `rolling` rather than a state of its own: one microstep less per
 * event (replaying a game costs about a sixth less).
 * @see ./RULES.md "How to Play"
 */
import { and, assign, setup } from 'xstate';
import {
  awardNessie,
  bagSize,
  bidError,
  chestShipError,
  commitRaidBid,
  drawCardsForAll,
  feedNessie,
  hasLoadedShip,
  isAuctionComplete,
  isRaidComplete,
  loadJewel,
  moveShip,
  nessieJewelError,
  passError,
  passTurn,
  placeAuctionBid,
  raidBidError,
  returnEmptyShip,
  revealRaid,
  rollDice,
  rollError,
  settleAuction,
  setupGame,
  shipAtVillage,
  shipChoiceError,
  startAuction,
  startRaid,
} from './wilde-wikinger.rules.js';
import type { Ship, VikingShip } from './wilde-wikinger.components.js';
import type { WildeWikingerContext, WildeWikingerEvent, WildeWikingerInput } from './wilde-wikinger.types.js';

export { PHASES } from './wilde-wikinger.rules.js';

const dice = (context: WildeWikingerContext) => context.dice!;

export const wildeWikingerMachine = setup({
  types: {
    context: {} as WildeWikingerContext,
    events: {} as WildeWikingerEvent,
    input: {} as WildeWikingerInput,
  },
  guards: {
    isRoller: ({ context, event }) => event.type === 'player.roll' && rollError(context, event.seat) === null,
    showsCardSymbol: ({ context }) => dice(context).treasure === 'cards',
    /** End of the Game: a chest (any colour) rolled with no jewel left in the bag (RULINGS R15). */
    isBagEmpty: ({ context }) => bagSize(context) === 0,
    showsGreyChest: ({ context }) => dice(context).treasure === 'grey',
    isLegalChestShip: ({ context, event }) => event.type === 'player.chooseShip' && chestShipError(context, event.seat, event.ship) === null,
    showsGreyShip: ({ context }) => dice(context).ship === 'grey',
    showsNessie: ({ context }) => dice(context).ship === 'nessie',
    hasLoadedShip: ({ context }) => hasLoadedShip(context),
    isLegalShipChoice: ({ context, event }) => event.type === 'player.chooseShip' && shipChoiceError(context, event.seat, event.ship) === null,
    isLegalNessieJewel: ({ context, event }) => event.type === 'player.feedNessie' && nessieJewelError(context, event.seat, event.ship, event.jewel) === null,
    isPirateAtVillage: ({ context }) => shipAtVillage(context) === 'pirate',
    isEmptyShipAtVillage: ({ context }) => {
      const ship = shipAtVillage(context);
      return ship !== undefined && ship !== 'pirate' && context.cargo[ship].length === 0;
    },
    isShipAtVillage: ({ context }) => shipAtVillage(context) !== undefined,
    isLegalBid: ({ context, event }) => event.type === 'player.bid' && bidError(context, event.seat, event.cards) === null,
    isBidderToAct: ({ context, event }) => event.type === 'player.pass' && passError(context, event.seat) === null,
    hasEverySeatBid: ({ context }) => isAuctionComplete(context),
    isLegalRaidBid: ({ context, event }) => event.type === 'player.commitBid' && raidBidError(context, event.seat, event.cards) === null,
    hasEverySeatCommitted: ({ context }) => isRaidComplete(context),
  },
  actions: {
    rollDice: assign(({ context }) => rollDice(context)),
    drawCardsForAll: assign(({ context }) => drawCardsForAll(context)),
    loadRolledChest: assign(({ context }) => loadJewel(context, dice(context).treasure as VikingShip)),
    loadChosenShip: assign(({ context, event }) => (event.type === 'player.chooseShip' ? loadJewel(context, event.ship as VikingShip) : context)),
    moveRolledShip: assign(({ context }) => moveShip(context, dice(context).ship as Ship)),
    moveChosenShip: assign(({ context, event }) => (event.type === 'player.chooseShip' ? moveShip(context, event.ship) : context)),
    feedNessie: assign(({ context, event }) => (event.type === 'player.feedNessie' ? feedNessie(context, event.ship, event.jewel) : context)),
    returnEmptyShip: assign(({ context }) => returnEmptyShip(context)),
    startAuction: assign(({ context }) => startAuction(context)),
    placeBid: assign(({ context, event }) => (event.type === 'player.bid' ? placeAuctionBid(context, event.seat, event.cards) : context)),
    passBid: assign(({ context, event }) => (event.type === 'player.pass' ? placeAuctionBid(context, event.seat, []) : context)),
    settleAuction: assign(({ context }) => settleAuction(context)),
    startRaid: assign(({ context }) => startRaid(context)),
    commitRaidBid: assign(({ context, event }) => (event.type === 'player.commitBid' ? commitRaidBid(context, event.seat, event.cards) : context)),
    revealRaid: assign(({ context }) => revealRaid(context)),
    passTurn: assign(({ context }) => passTurn(context)),
    awardNessie: assign(({ context }) => awardNessie(context)),
  },
}).createMachine({
  id: 'wilde-wikinger',
  context: ({ input }) => setupGame(input),
  initial: 'rolling',
  states: {
    rolling: {
      tags: ['rolling'],
      on: { 'player.roll': { guard: 'isRoller', target: 'treasureDie', actions: 'rollDice' } },
    },
    /** "Always look at the treasure die first." */
    treasureDie: {
      always: [
        { guard: 'showsCardSymbol', target: 'shipDie', actions: 'drawCardsForAll' },
        { guard: 'isBagEmpty', target: 'gameOver', actions: 'awardNessie' },
        { guard: 'showsGreyChest', target: 'choosingChestShip' },
        { target: 'shipDie', actions: 'loadRolledChest' },
      ],
    },
    choosingChestShip: {
      tags: ['choosing'],
      on: { 'player.chooseShip': { guard: 'isLegalChestShip', target: 'shipDie', actions: 'loadChosenShip' } },
    },
    /** "Then look at the ship die." */
    shipDie: {
      always: [
        { guard: 'showsGreyShip', target: 'choosingShip' },
        { guard: and(['showsNessie', 'hasLoadedShip']), target: 'feedingNessie' },
        { guard: 'showsNessie', target: 'rolling', actions: 'passTurn' },
        { target: 'shipMoved', actions: 'moveRolledShip' },
      ],
    },
    choosingShip: {
      tags: ['choosing'],
      on: { 'player.chooseShip': { guard: 'isLegalShipChoice', target: 'shipMoved', actions: 'moveChosenShip' } },
    },
    feedingNessie: {
      tags: ['choosing'],
      on: { 'player.feedNessie': { guard: 'isLegalNessieJewel', target: 'rolling', actions: ['feedNessie', 'passTurn'] } },
    },
    /** Has the ship reached the landing stage of the Viking village? */
    shipMoved: {
      always: [
        { guard: 'isPirateAtVillage', target: 'raid', actions: 'startRaid' },
        { guard: 'isEmptyShipAtVillage', target: 'rolling', actions: ['returnEmptyShip', 'passTurn'] },
        { guard: 'isShipAtVillage', target: 'auction', actions: 'startAuction' },
        { target: 'rolling', actions: 'passTurn' },
      ],
    },
    /** Ship Reaches the Viking Village: each seat bids or passes once, the mover first. */
    auction: {
      tags: ['bidding'],
      always: { guard: 'hasEverySeatBid', target: 'rolling', actions: ['settleAuction', 'passTurn'] },
      on: {
        'player.bid': { guard: 'isLegalBid', actions: 'placeBid' },
        'player.pass': { guard: 'isBidderToAct', actions: 'passBid' },
      },
    },
    /** Pirate Ship Reaches the Viking Village: every seat yet to commit acts at once; the reveal follows the last. */
    raid: {
      tags: ['bidding', 'simultaneous'],
      always: { guard: 'hasEverySeatCommitted', target: 'rolling', actions: ['revealRaid', 'passTurn'] },
      on: { 'player.commitBid': { guard: 'isLegalRaidBid', actions: 'commitRaidBid' } },
    },
    gameOver: { type: 'final', tags: ['gameOver'] },
  },
});

export type WildeWikingerMachine = typeof wildeWikingerMachine;
