// Compile-time checks of the generated JSX typings (`tsc --noEmit` in tools/examples-smoke.ts): each element
// below must be refused, so a typo in a prop is caught before the page runs. Not imported by the app.
import '@viking-games/ui/wikingerschafe';

export const refused = (
  <>
    {/* @ts-expect-error players is a number (or its digits), not a word */}
    <wikingerschafe-board players="two" />
    {/* @ts-expect-error seed is a number (or its digits) */}
    <wikingerschafe-board seed={{ value: 1 }} />
    {/* @ts-expect-error an event handler gets the event, typed by its name */}
    <wikingerschafe-board ongame-over={(e: CustomEvent<{ nope: true }>) => e.detail.nope} />
  </>
);
