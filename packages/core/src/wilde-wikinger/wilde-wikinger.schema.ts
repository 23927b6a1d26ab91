/**
 * The schema of {@link WildeWikingerContext} (valibot), checked when a saved game is restored: a save
 * that does not match is refused. Kept to the types in wilde-wikinger.types.ts; a test checks every
 * snapshot of seeded bot games against it.
 */
import * as v from 'valibot';
import { count, keyed, playerSchema, rngState, seatIndex } from '../kit/schema.js';
import { JEWEL_COLOURS, SHIP_DIE, SHIPS, TREASURE_DIE, VIKING_SHIPS } from './wilde-wikinger.components.js';
import type { WildeWikingerContext } from './wilde-wikinger.types.js';

const jewel = v.picklist(JEWEL_COLOURS);
const vikingShip = v.picklist(VIKING_SHIPS);
const ship = v.picklist(SHIPS);
const treasureFace = v.picklist(TREASURE_DIE);
const shipFace = v.picklist(SHIP_DIE);
const jewelCounts = keyed(JEWEL_COLOURS, count);
const cards = v.array(count);
const bids = v.array(v.nullable(cards));

const auctionResult = v.object({ ship: vikingShip, winner: v.nullable(seatIndex), total: count, jewels: v.array(jewel), bids: v.array(cards) });
const raidResult = v.object({ bids: v.array(cards), totals: v.array(count), lowest: v.array(seatIndex), tiles: v.array(v.nullable(count)) });

const at = { turn: count, who: seatIndex };
const logEntry = v.variant('kind', [
  v.object({ kind: v.literal('roll'), ...at, treasure: treasureFace, ship: shipFace }),
  v.object({ kind: v.literal('jewel'), ...at, ship: vikingShip, jewel }),
  v.object({ kind: v.literal('draw'), ...at, cards: count, reshuffled: v.boolean() }),
  v.object({ kind: v.literal('move'), ...at, ship, position: count }),
  v.object({ kind: v.literal('nessie'), ...at, ship: vikingShip, jewel }),
  v.object({ kind: v.literal('emptyArrival'), ...at, ship: vikingShip }),
  v.object({ kind: v.literal('bid'), ...at, ship: vikingShip, cards, total: count }),
  v.object({ kind: v.literal('pass'), ...at, ship: vikingShip }),
  v.object({ kind: v.literal('auction'), ...at, result: auctionResult }),
  v.object({ kind: v.literal('commit'), ...at }),
  v.object({ kind: v.literal('raid'), ...at, result: raidResult }),
  v.object({ kind: v.literal('gameOver'), ...at, nessieWinners: v.array(seatIndex), nessie: v.array(jewel) }),
]);

/** {@link WildeWikingerContext} as a schema. */
export const wildeWikingerContextSchema = v.object({
  players: v.array(playerSchema),
  rng: rngState,
  current: seatIndex,
  turn: count,
  dice: v.nullable(v.object({ treasure: treasureFace, ship: shipFace })),
  positions: keyed(SHIPS, count),
  cargo: keyed(VIKING_SHIPS, v.array(jewel)),
  bag: jewelCounts,
  nessie: v.array(jewel),
  hands: v.array(cards),
  provision: cards,
  discard: cards,
  pirateTiles: cards,
  jewels: v.array(jewelCounts),
  tiles: v.array(cards),
  auction: v.nullable(
    v.object({ ship: vikingShip, order: v.array(seatIndex), next: count, bids, high: v.nullable(v.object({ seat: seatIndex, total: count })) }),
  ),
  raid: v.nullable(v.object({ bids })),
  lastAuction: v.nullable(auctionResult),
  lastRaid: v.nullable(raidResult),
  nessieWinners: v.nullable(v.array(seatIndex)),
  stats: v.object({
    auctionsWon: count,
    auctionsNoBid: count,
    emptyArrivals: count,
    pirateRaids: count,
    pirateTilesDrawn: count,
    nessieAwards: count,
    reshuffles: count,
  }),
  log: v.array(logEntry),
});

// The schema's output must be a context: a field the types gain and the schema lacks fails the typecheck here.
export type WildeWikingerContextFromSchema = v.InferOutput<typeof wildeWikingerContextSchema>;
const _typesAgree: (c: WildeWikingerContextFromSchema) => WildeWikingerContext = (c) => c;
void _typesAgree;
