/**
 * Wilde Wikinger machen fette Beute: the pieces and numbers (pure data).
 * FACT lines come from the box; DEFAULT lines are our own choices, recorded in RULINGS.md.
 * @see ./RULINGS.md "Components" (C1 to C3)
 * @see ./RULES.md "Contents"
 */

/** The three Viking ships, in the order the board shows them. */
export const VIKING_SHIPS = ['yellow', 'red', 'blue'] as const;
export type VikingShip = (typeof VIKING_SHIPS)[number];

/** Every ship on the track: the three Viking ships and the black pirate ship of pirate Lars. */
export const SHIPS = [...VIKING_SHIPS, 'pirate'] as const;
export type Ship = (typeof SHIPS)[number];

/**
 * FACT: all four ships start on the same square, 3 squares from the landing stage.
 * Positions are 0 (start) to {@link LANDING_STAGE}; a ship moved onto the landing stage arrives at the village.
 */
export const LANDING_STAGE = 3;

/** FACT: treasure die faces, in face order 1 to 6 (`grey` twice: any Viking ship). */
export const TREASURE_DIE = ['yellow', 'red', 'blue', 'grey', 'grey', 'cards'] as const;
export type TreasureFace = (typeof TREASURE_DIE)[number];

/** FACT: ship die faces, in face order 1 to 6 (`grey`: any ship; `nessie`: a jewel onto Nessie). */
export const SHIP_DIE = ['yellow', 'red', 'blue', 'grey', 'pirate', 'nessie'] as const;
export type ShipFace = (typeof SHIP_DIE)[number];

/** FACT: jewel colours and their points (white 3, green 2, purple 1). */
export const JEWEL_POINTS = { white: 3, green: 2, purple: 1 } as const;
export type JewelColour = keyof typeof JEWEL_POINTS;
export const JEWEL_COLOURS: readonly JewelColour[] = ['white', 'green', 'purple'];
/** FACT: 12 jewels of each colour, 36 in all, in the bag at the start. */
export const JEWELS_PER_COLOUR = 12;

/** FACT: jewels drawn onto the yellow, red and blue ship at setup, one each. */
export const SETUP_JEWELS_PER_SHIP = 1;

/** Equipment card kinds: the three ship colours and the tri-coloured joker (any colour in an auction). */
export const CARD_KINDS = ['yellow', 'red', 'blue', 'joker'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** One equipment card. Cards are identified by their index in {@link CARDS}. */
export interface Card {
  readonly id: number;
  readonly kind: CardKind;
  /** Printed value, 1 to 3. */
  readonly value: 1 | 2 | 3;
}

/**
 * DEFAULT: per kind, 8 cards of value 1, 7 of value 2, 5 of value 3 (20 per kind, 80 in all).
 * Index = value - 1.
 */
export const CARDS_PER_VALUE = [8, 7, 5] as const;

/** FACT: each player is dealt six cards at setup. */
export const HAND_SIZE = 6;
/** Cards each player draws when the treasure die shows the card symbol. */
export const CARDS_PER_DRAW = 2;

/** Every equipment card, id = index: kinds in {@link CARD_KINDS} order, values ascending. 80 cards. */
export const CARDS: readonly Card[] = CARD_KINDS.flatMap((kind) =>
  CARDS_PER_VALUE.flatMap((count, i) => Array.from({ length: count }, () => ({ kind, value: (i + 1) as 1 | 2 | 3 }))),
).map((card, id) => ({ id, ...card }));

/** DEFAULT: 15 pirate tiles, 3 each of -2, -3, -4, -5, -6. Id = index; the value is the penalty (positive). */
export const PIRATE_TILES: readonly number[] = [2, 3, 4, 5, 6].flatMap((penalty) => [penalty, penalty, penalty]);

/** Player counts the box supports. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
