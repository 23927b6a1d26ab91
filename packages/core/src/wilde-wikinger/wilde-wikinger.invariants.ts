/**
 * Consistency checks on a Wilde Wikinger position, run by the simulator and the tests after every move (the
 * game module's `invariants`): every jewel, card and pirate tile exactly once, and what each phase needs.
 * @see ./RULES.md "Contents"
 */
import { CARDS, JEWEL_COLOURS, JEWELS_PER_COLOUR, LANDING_STAGE, PIRATE_TILES, SHIPS, VIKING_SHIPS } from './wilde-wikinger.components.js';
import { cardsTotal, isAuctionCard } from './wilde-wikinger.rules.js';
import type { Phase, WildeWikingerContext } from './wilde-wikinger.types.js';

/**
 * Conservation and consistency: 36 jewels (12 a colour), 80 cards and 15 pirate tiles each exactly once;
 * ships on the track; the auction, the raid and Nessie's award present exactly in their phase. One message
 * per violation.
 */
export function checkInvariants(context: WildeWikingerContext, phase: Phase): string[] {
  const errors: string[] = [];
  for (const colour of JEWEL_COLOURS) {
    const onShips = VIKING_SHIPS.reduce((sum, ship) => sum + context.cargo[ship].filter((j) => j === colour).length, 0);
    const held = context.jewels.reduce((sum, jewels) => sum + jewels[colour], 0);
    const total = context.bag[colour] + onShips + context.nessie.filter((j) => j === colour).length + held;
    if (total !== JEWELS_PER_COLOUR) errors.push(`${colour} jewels: ${total}, expected ${JEWELS_PER_COLOUR}`);
    if (context.bag[colour] < 0 || context.jewels.some((jewels) => jewels[colour] < 0)) errors.push(`${colour} jewels: a negative count`);
  }
  const cards = [
    ...context.hands.flat(),
    ...context.provision,
    ...context.discard,
    ...(context.auction?.bids.flatMap((bid) => bid ?? []) ?? []),
    ...(context.raid?.bids.flatMap((bid) => bid ?? []) ?? []),
  ];
  const seen = new Set(cards);
  if (cards.length !== CARDS.length || seen.size !== CARDS.length || cards.some((id) => !(id >= 0 && id < CARDS.length))) {
    errors.push(`cards: ${cards.length} placed, ${seen.size} distinct, expected each of ${CARDS.length} once`);
  }
  const tiles = [...context.pirateTiles, ...context.tiles.flat()];
  if (tiles.length !== PIRATE_TILES.length || new Set(tiles).size !== PIRATE_TILES.length) {
    errors.push(`pirate tiles: ${tiles.length} placed, expected each of ${PIRATE_TILES.length} once`);
  }
  for (const ship of SHIPS) {
    const position = context.positions[ship];
    const arrived = ship === 'pirate' ? context.raid !== null : context.auction?.ship === ship;
    if (!(position >= 0 && position <= LANDING_STAGE) || (position === LANDING_STAGE) !== arrived) {
      errors.push(`${ship} ship at ${position} ${arrived ? 'during' : 'without'} its arrival`);
    }
  }
  if (context.auction) {
    const { auction } = context;
    const totals = auction.bids.map((bid) => cardsTotal(bid ?? []));
    const high = auction.high?.total ?? 0;
    if (Math.max(...totals) !== high) errors.push(`auction: high bid ${high} but bids total ${totals.join(',')}`);
    if (auction.bids.some((bid) => bid?.some((id) => !isAuctionCard(CARDS[id], auction.ship)))) errors.push('auction: a card of another colour was bid');
  }
  if (context.raid && context.raid.bids.some((bid, seat) => bid !== null && bid.length === 0 && context.hands[seat].length > 0)) {
    errors.push('raid: an empty bid from a seat holding cards');
  }
  if ((phase === 'auction') !== (context.auction !== null)) errors.push(`${phase} ${context.auction ? 'with' : 'without'} an auction`);
  if ((phase === 'raid') !== (context.raid !== null)) errors.push(`${phase} ${context.raid ? 'with' : 'without'} a raid`);
  if ((phase === 'gameOver') !== (context.nessieWinners !== null)) errors.push(`${phase} ${context.nessieWinners ? 'with' : 'without'} Nessie's award`);
  if (!(context.current >= 0 && context.current < context.players.length)) errors.push(`current seat ${context.current} out of range`);
  return errors;
}
