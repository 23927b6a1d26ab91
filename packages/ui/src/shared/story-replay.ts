/**
 * Renders a game element at a state reached by replaying real events from a seed: the generated
 * state stories (tools/generate-stories.ts) call this. Every seat is a person, so nothing moves by itself;
 * a story may seat bots instead (`seats`), and then they wait an hour before each move. A physics board
 * resolves each move in its worker before it is sent (`resolveMove`), so the replay ends a moment later: {@link replayed}.
 */
export interface ReplayArgs {
  /** Number of seats. */
  players: number;
  /** The game's seed. */
  seed: number;
  /** Events sent to the game's actor in order, straight after it starts. */
  events: { type: string; [key: string]: unknown }[];
  /** Language of the element (en, de). */
  locale?: string;
  /**
   * Who plays each seat, as the element's `seats` (default: a person in every seat). With one person against
   * bots a game with hidden hands shows that person's hand, with no pass-the-device screen.
   */
  seats?: string;
}

/** A bot's pause in a replayed story (an hour): the replayed moment stays on screen. */
const STILL_BOTS_MS = 3_600_000;

interface ActorHost extends HTMLElement {
  actor?: { send(event: { type: string }): void };
  /** A physics board's: the move as its machine takes it (a bowl or placement with its outcome, from its worker). */
  resolveMove?(event: { type: string }): Promise<{ type: string }>;
  updateComplete?: Promise<unknown>;
}

const replays = new WeakMap<HTMLElement, Promise<void>>();

/** Settles once every event of the story has been sent to `element` (immediately for an element not replayed). */
export function replayed(element: HTMLElement): Promise<void> {
  return replays.get(element) ?? Promise.resolve();
}

export function replayStory(tag: string, { players, seed, events, locale = 'en', seats }: ReplayArgs): HTMLElement {
  const element = document.createElement(tag) as ActorHost;
  element.setAttribute('players', String(players));
  element.setAttribute('seats', seats ?? Array.from({ length: players }, () => 'human').join(','));
  if (seats) element.setAttribute('bot-delay', String(STILL_BOTS_MS));
  element.setAttribute('seed', String(seed));
  element.setAttribute('locale', locale);
  const replay = customElements.whenDefined(tag).then(async () => {
    await element.updateComplete;
    // A physics board's machine takes moves with their outcome: the board resolves each first, in its worker.
    for (const event of events) element.actor?.send(element.resolveMove ? await element.resolveMove(event) : event);
  });
  replays.set(element, replay);
  return element;
}
