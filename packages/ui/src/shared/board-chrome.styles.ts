import { css } from 'lit';
import { darkTheme } from './theme.js';

/**
 * The end screen's headline (`.jarl`, who won) and the winners' crown (`.crown`): in the chrome's score tables,
 * and in a child element that draws a final score table in its own shadow root (Wikingerschafe's scoring).
 */
export const winnerStyles = css`
  .jarl {
    font-family: var(--vg-font-display);
    font-size: 1.2rem;
    margin: 0.2rem 0 0.6rem;
  }
  .crown {
    color: var(--vg-mead);
  }
`;

/**
 * The chrome every game board shares, around the game's own table (see `GameBoardElement.renderFrame`):
 * the host box, the wooden `.frame`, the `.header` with `.titles` (`h2`, `.tagline`) and `.tools`,
 * dismissible `.notice`s, the `.prompt` bar (its `.dot` takes the colour `--c` of the seat to act and
 * pulses while a bot thinks: `.prompt.thinking`), the buttons of `.choices`, the `details.log`, the score
 * tables (`table`, `tr.win`, `.scroll`, `.jarl`, `.crown`) and the rules list (`.rules`) of the help dialog.
 *
 * A board's styles are `[themeTokens, controlStyles, boardChromeStyles, css`…the game's own…`]`: the
 * game's sheet comes last, so it may add to any of these rules (e.g. an italic `.tagline`).
 */
export const boardChromeStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    /* A board lays itself out by its own width (container queries), so it has no width of its own content: in a
       flex row with no width given it would shrink to its border (about 40 px). There it takes the room the row
       leaves (flex: 1 1 auto) and at least 20rem, or the whole row where that is narrower: in a narrow column
       (a 200 px sidebar) it still reflows inside it, never past it. In block layout neither changes anything;
       a page gives it another width with width, flex or grid, as for any element. */
    flex: 1 1 auto;
    min-inline-size: min(20rem, 100%);
    max-width: 1200px;
  }
  /* Nobody can see the board (off screen or in a hidden tab; a physics board sets this state): every animation
     of its parts that reads --vg-motion pauses, so the page draws no frames for it. */
  :host(:state(unseen)) {
    --vg-motion: paused;
  }
  :host([hidden]) {
    display: none;
  }
  /* Where the table comes in the frame after the chrome's first paint: about its height, so the page hardly moves. */
  .table-due {
    min-block-size: min(24rem, 70vh);
  }
  .frame {
    position: relative;
    padding: 0.75rem;
    border-radius: calc(var(--vg-radius) + 6px);
    border: 3px solid var(--vg-wood-dark);
    background:
      radial-gradient(ellipse at 10% 0%, rgb(255 255 255 / 0.35), transparent 55%),
      repeating-linear-gradient(92deg, transparent 0 22px, rgb(120 80 30 / 0.035) 22px 24px),
      var(--vg-bg);
    color: var(--vg-ink);
    box-shadow: var(--vg-shadow);
  }
  .header {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
    margin-block-end: 0.6rem;
  }
  .titles {
    flex: 1 1 10rem;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-family: var(--vg-font-display);
    font-size: clamp(1.35rem, 4cqi, 2rem);
    letter-spacing: 0.02em;
    color: var(--vg-wood-dark);
    line-height: 1.05;
  }
  ${darkTheme(css`color: var(--vg-accent);`, 'h2')}
  .tagline {
    margin: 0.1rem 0 0;
    font-size: 0.85rem;
    color: var(--vg-ink-soft);
  }
  .tools {
    display: flex;
    gap: 0.4rem;
    flex-wrap: wrap;
  }
  .tools .btn {
    min-height: 44px;
    padding-inline: 0.8rem;
    font-size: 0.9rem;
  }
  .notice {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    justify-content: space-between;
    margin-block-end: 0.6rem;
    padding: 0.5rem 0.75rem;
    border-radius: var(--vg-radius);
    border: 2px solid var(--vg-warn);
    background: color-mix(in srgb, var(--vg-warn) 12%, var(--vg-surface));
  }
  .prompt {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.6rem;
    padding: 0.55rem 0.8rem;
    border-radius: var(--vg-radius);
    background: var(--vg-wood-dark);
    color: #fffaf0;
    font-weight: 600;
    line-height: 1.3;
    outline-offset: 3px;
  }
  .prompt .dot {
    inline-size: 0.8rem;
    block-size: 0.8rem;
    border-radius: 50%;
    flex: none;
    background: var(--c, var(--vg-accent));
    box-shadow: 0 0 0 2px #fffaf0;
  }
  /* "Take back" at the end of the prompt: the move it undoes is the one the prompt follows. */
  .prompt .take-back {
    margin-inline-start: auto;
    flex: none;
  }
  /* What just happened, under the prompt: the log's newest lines since the person here last acted. */
  .recent {
    margin: -0.3rem 0 0.6rem;
    padding: 0.25rem 0.7rem;
    border-radius: var(--vg-radius);
    background: var(--vg-surface);
    border: 1px solid var(--vg-line);
    font-size: 0.85rem;
    line-height: 1.3;
  }
  /* Each sentence after a dot in its player's colour; the newest in bold. */
  .recent span:not(.more)::before {
    content: '';
    display: inline-block;
    inline-size: 0.45rem;
    block-size: 0.45rem;
    margin-inline-end: 0.3rem;
    border-radius: 50%;
    vertical-align: 0.1em;
    background: var(--marker, var(--vg-line));
  }
  .recent span:last-of-type {
    font-weight: 600;
  }
  /* Why Ctrl+Z took nothing back: under the prompt, where the eyes are. */
  .why-not {
    margin: -0.3rem 0 0.6rem;
    padding: 0.35rem 0.8rem;
    border-inline-start: 4px solid var(--vg-warn);
    border-radius: var(--vg-radius);
    background: color-mix(in srgb, var(--vg-warn) 12%, var(--vg-surface));
  }
  .prompt.thinking .dot {
    animation: pulse 900ms ease-in-out infinite alternate;
    animation-play-state: var(--vg-motion, running);
  }
  @keyframes pulse {
    to {
      transform: scale(0.55);
      opacity: 0.6;
    }
  }
  /* Buttons of a choice among options (the game sets the grid of .choices): left-aligned, easy to hit. */
  .choices .btn {
    justify-content: flex-start;
    text-align: start;
    border-radius: 12px;
    min-height: 48px;
  }
  details.log {
    border-radius: var(--vg-radius);
    border: 2px solid var(--vg-line);
    background: var(--vg-surface);
  }
  /* A touch target like every button: 44 px tall. */
  details.log summary {
    box-sizing: border-box;
    min-height: 44px;
    padding: 0.6rem 0.7rem;
    font-weight: 700;
    cursor: pointer;
  }
  table {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 0.88rem;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.3rem 0.35rem;
    border-block-end: 1px solid var(--vg-line);
    text-align: center;
  }
  tr.win {
    background: color-mix(in srgb, var(--vg-mead) 25%, transparent);
    font-weight: 700;
  }
  /* A wide table scrolls inside it. Positioned, so the table's visually hidden labels (absolutely positioned)
     are clipped with it instead of widening the board past its host. */
  .scroll {
    position: relative;
    overflow-x: auto;
  }
  /* A score table's names keep no room for the "to act" arrow. */
  tbody th vg-player-badge::part(turn) {
    display: none;
  }
  ${winnerStyles}
  .rules li {
    margin-block-end: 0.4rem;
  }
`;
