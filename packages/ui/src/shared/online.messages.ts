/** Words of a board's online play (the lobby, the room's line): in the online chunk, German loaded on demand. */
import { defineMessages } from './i18n.js';

const en = {
  playOnline: 'Play online',
  lobbyTitle: 'Play online',
  lobbyIntro: 'Play with friends on their own devices: start a room and share its link or code, or join a room with its code.',
  yourName: 'Your name',
  whoPlays: 'Who plays each seat',
  players: 'Players',
  seat: (n: number) => `Seat ${n}`,
  you: 'You',
  person: 'A friend',
  botRandom: 'Computer, random',
  create: 'Start a room',
  orJoin: 'Or join a room',
  /** Opened from a share link: the lobby asks the name before joining. */
  invited: (code: string) => `You have a link to room ${code}: type your name and join.`,
  /** A share link, or a code typed in the lobby, of a table whose seats are all taken: said before joining. */
  invitedFull: (code: string) => `Every seat at the table of room ${code} is taken. You can watch the game.`,
  watch: 'Watch',
  code: 'Code',
  join: 'Join',
  connecting: 'Connecting…',
  cannotReach: (server: string) => `The game server at ${server} cannot be reached.`,
  noRoom: 'No room has this code.',
  /** Why the server refused a move (core's `OnlineRefusal`). */
  refused: {
    malformed: 'The server did not understand that move.',
    stale: 'Someone moved first: the board shows the game as it is now.',
    notYourTurn: 'It is not your turn.',
    illegal: 'That move is not allowed now.',
    over: 'The game is over.',
  },
  online: 'Online',
  /** After this device's name in the room's seats. */
  youMark: 'you',
  shareLink: 'Link to share',
  copy: 'Copy link',
  copied: 'Link copied.',
  leave: 'Leave',
  spectating: 'The table is full: you watch.',
  seatsLabel: 'At the table',
  connected: 'connected',
  away: 'away',
  botSeat: 'bot',
  botStandIn: 'away: a bot plays for now',
  /** A person's seat nobody has taken yet. */
  openSeat: 'free seat: share the link',
  turn: 'to move',
  /**
   * The prompt while only people on other devices are to act (instead of the game's "… is thinking", which is a
   * bot's): `names` already joined into a list in the reader's language.
   */
  waitingFor: (name: string) => `Waiting for ${name} (on their device)…`,
  waitingForMany: (names: string) => `Waiting for ${names} (on their devices)…`,
  waitingAway: (name: string) => `Waiting for ${name}, who is away (not connected)…`,
  waitingJoin: (name: string) => `Waiting for a friend to take ${name}'s seat: share the link…`,
  standIn: (name: string) => `${name} is away: a bot plays for them for now…`,
  /** In the log and "Just now": the name of a person away in a line of a move the computer made for them. */
  standInName: (name: string) => `${name} (played by the computer while away)`,
  /**
   * After this device's person pressed Continue on a scoring: the others still reading it on their devices (the game
   * goes on when all have). `names` already joined into a list in the reader's language.
   */
  waitingRead: (names: string, _many: boolean) => `Waiting for ${names} to finish reading the scores…`,
  /** The computer's strongest level in the lobby (it thinks longest; on the server). */
  botStrongest: 'Computer, strongest',
  /** A table step ("Continue" after a scoring) another device took: the game went on for everyone. */
  movedOn: (name: string) => `${name} pressed Continue: the game goes on for everyone.`,
  /** After a game online: another game in the same room, same seats and link. */
  rematch: 'Rematch in this room',
  rematchIntro: 'Same room, same seats, a new deal: it starts when everyone connected says yes.',
  /** `names` already joined into a list in the reader's language. */
  rematchAsked: (names: string) => `Waiting for ${names} to say yes…`,
  /** @param many more than one name */
  rematchWants: (names: string, _many: boolean) => `${names} would like a rematch.`,
  rematchAllAsked: 'Starting the rematch…',
  /** The question "New game" asks online. */
  newGameTitle: 'New game',
  newGameOver: 'Play again with the same people in this room, or leave the room for a game on this device?',
  newGameRunning: 'This game is played in an online room. Leaving it starts a game on this device; your seat is free for someone else.',
  leaveRoom: 'Leave the room',
  stay: 'Stay in the room',
  /** The lobby: a friend's seat nobody has taken (or who is away) is played by the computer meanwhile. */
  standInOption: "When a friend's seat is still empty, or they are away, for 30 seconds: the computer plays for them until they are there",
  botLevel: (level: number) => `Computer, level ${level}`,
  reconnecting: 'Connection lost. Reconnecting…',
  reconnected: 'Connected again.',
  waitingServer: 'The game server is away. Trying again…',
  /** While this device is not connected: it cannot know who else is (a seat's status shows this instead). */
  unknown: 'not known until connected again',
  /** This device's own seat while it is not connected. */
  youOffline: 'not connected',
  /** A move made while this device is not connected: kept, and sent when it is connected again. */
  moveKept: 'Your move is kept: it is sent when the connection is back.',
};

export type OnlineMessages = typeof en;

declare module './i18n.js' {
  /** The words of online play in a language a site adds (see registerLocale); English when a site gives none. */
  interface LocaleTables {
    online: OnlineMessages;
  }
}

/** The online words in the reader's language (German loaded on demand). */
export const onlineMessages = defineMessages('online', en, () => import('./online.messages.de.js'));
