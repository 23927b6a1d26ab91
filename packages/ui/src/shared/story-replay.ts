/**
 * Renders a game element at a state reached by replaying real events from a seed: the generated
 * state stories (tools/generate-stories.ts) call this. Every seat is a person, so nothing moves by itself.
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
}

interface ActorHost extends HTMLElement {
  actor?: { send(event: { type: string }): void };
  updateComplete?: Promise<unknown>;
}

export function replayStory(tag: string, { players, seed, events, locale = 'en' }: ReplayArgs): HTMLElement {
  const element = document.createElement(tag) as ActorHost;
  element.setAttribute('players', String(players));
  element.setAttribute('seats', Array.from({ length: players }, () => 'human').join(','));
  element.setAttribute('seed', String(seed));
  element.setAttribute('locale', locale);
  void customElements.whenDefined(tag).then(async () => {
    await element.updateComplete;
    for (const event of events) element.actor?.send(event);
  });
  return element;
}
