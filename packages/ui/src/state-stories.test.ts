/**
 * The generated state stories really show their state: each story's events, replayed into the real
 * element in Chromium, leave the game's actor in the state node the story is named after. A story whose
 * events no longer lead there (a machine changed, the file was not regenerated) fails here.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { AnyActorRef, AnyStateMachine, StateValue } from 'xstate';
import { activeStateIds } from '@viking-games/core/kit';
import { replayStory, replayed, type ReplayArgs } from './shared/story-replay.js';
import * as wikingerschafeStories from './wikingerschafe/wikingerschafe-board.states.stories.js';
import * as wildeWikingerStories from './wilde-wikinger/wilde-wikinger-board.states.stories.js';
import * as vikingSeesawStories from './viking-seesaw/viking-seesaw.states.stories.js';
import * as vikingValleyStories from './viking-valley/viking-valley-board.states.stories.js';

interface StoryModule {
  default: { component?: string };
  [name: string]: unknown;
}

const modules: Record<string, StoryModule> = {
  wikingerschafe: wikingerschafeStories as unknown as StoryModule,
  'wilde-wikinger': wildeWikingerStories as unknown as StoryModule,
  'viking-seesaw': vikingSeesawStories as unknown as StoryModule,
  'viking-valley': vikingValleyStories as unknown as StoryModule,
};

for (const [game, module] of Object.entries(modules)) {
  describe(`${game} state stories`, () => {
    const tag = module.default.component!;
    for (const [exportName, story] of Object.entries(module)) {
      if (exportName === 'default') continue;
      const { name, args } = story as { name: string; args: ReplayArgs };
      it(`${exportName} reaches ${name}`, async () => {
        const host = await fixture<HTMLElement>(html`<div></div>`);
        const element = replayStory(tag, args) as HTMLElement & { actor?: AnyActorRef; updateComplete: Promise<unknown> };
        host.append(element);
        await customElements.whenDefined(tag);
        await element.updateComplete;
        await replayed(element);
        const snapshot = element.actor!.getSnapshot() as { value: StateValue; machine: AnyStateMachine };
        expect(activeStateIds(snapshot.machine, snapshot.value)).to.include(`${snapshot.machine.id}.${name}`);
        element.remove();
      });
    }
  });
}
