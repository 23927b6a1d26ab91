/**
 * The declarations that hide an element from the eye but not from screen readers: the one source of the pattern.
 * The elements' styles interpolate it as Lit CSS (`visuallyHidden` in `theme.ts`: the `.visually-hidden` class, the
 * announcer's host, a game's parts said but not shown on a narrow board); the docs site adopts it for its own
 * selectors (`@viking-games/ui/visually-hidden`, read by `apps/docs/src/layout.ts`). Plain text, no Lit, so a page that
 * uses only this carries nothing more.
 */
export const visuallyHiddenRules = `
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
