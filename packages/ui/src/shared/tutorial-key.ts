/** localStorage key under which a game's tutorial is remembered as finished (value `done`). */
export const tutorialKey = (game: string): string => `viking-games:tutorial:${game}`;
