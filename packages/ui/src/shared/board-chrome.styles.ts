import { css } from 'lit';
import { darkTheme } from './theme.js';

/**
 * The end screen's headline (`.jarl`, who won), the winners' crown (`.crown`) and what decided a tie for the win
 * (`.tie-decided`, right under the headline; its bar takes the game's accent `--tie-accent`): in the chrome's
 * score tables, and in a child element that draws a final score table in its own shadow root (Wikingerschafe's scoring).
 */
export const winnerStyles = css`
  .jarl {
    font-family: var(--vg-font-display);
    font-size: 19.2px;
    margin: 3.2px 0 9.6px;
  }
  .crown {
    color: var(--vg-mead);
  }
  .tie-decided {
    margin: -4.8px 0 9.6px;
    padding: 4.8px 11.2px;
    border-inline-start: 4px solid var(--tie-accent, var(--vg-focus));
    border-radius: var(--vg-radius);
    background: var(--vg-surface);
    font-weight: 600;
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
       leaves (flex: 1 1 auto) and at least 320px, or the whole row where that is narrower: in a narrow column
       (a 200 px sidebar) it still reflows inside it, never past it. In block layout neither changes anything;
       a page gives it another width with width, flex or grid, as for any element. */
    flex: 1 1 auto;
    min-inline-size: min(320px, 100%);
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
  /* A dialog before its element's chunk has loaded (see BoardChromeController): closed, its content unseen. */
  vg-dialog:not(:defined) {
    display: none;
  }
  .frame {
    position: relative;
    padding: 12px;
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
    gap: 8px 12px;
    margin-block-end: 9.6px;
  }
  .titles {
    flex: 1 1 160px;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-family: var(--vg-font-display);
    font-size: clamp(21.6px, 4cqi, 32px);
    letter-spacing: 0.02em;
    color: var(--vg-wood-dark);
    line-height: 1.05;
  }
  ${darkTheme(css`color: var(--vg-accent);`, 'h2')}
  .tagline {
    margin: 1.6px 0 0;
    font-size: 13.6px;
    color: var(--vg-ink-soft);
  }
  .tools {
    display: flex;
    gap: 6.4px;
    flex-wrap: wrap;
  }
  .tools .btn {
    min-height: 44px;
    padding-inline: 12.8px;
    font-size: 14.4px;
  }
  /* A phone's column keeps the three tools (Learn to play, Rules, New game) on one row, above the prompt. */
  @container (max-width: 400px) {
    .tools {
      gap: 0.3rem;
    }
    .tools .btn {
      padding-inline: 0.5rem;
      font-size: 0.85rem;
    }
  }
  .notice {
    display: flex;
    align-items: center;
    gap: 9.6px;
    justify-content: space-between;
    margin-block-end: 9.6px;
    padding: 8px 12px;
    border-radius: var(--vg-radius);
    border: 2px solid var(--vg-warn);
    background: color-mix(in srgb, var(--vg-warn) 12%, var(--vg-surface));
  }
  .prompt {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 9.6px;
    padding: 8.8px 12.8px;
    border-radius: var(--vg-radius);
    background: var(--vg-wood-dark);
    color: #fffaf0;
    font-weight: 600;
    line-height: 1.3;
    outline-offset: 3px;
  }
  .prompt .dot {
    inline-size: 12.8px;
    block-size: 12.8px;
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
    margin: -4.8px 0 9.6px;
    padding: 4px 11.2px;
    border-radius: var(--vg-radius);
    background: var(--vg-surface);
    border: 1px solid var(--vg-line);
    font-size: 13.12px;
    line-height: 1.25;
  }
  /* Each turn after a dot in its player's colour, one after the other (no line of its own: four lines of text
     hold two bots' turns); the newest sentence in bold. */
  .recent .turn::before {
    content: '';
    display: inline-block;
    inline-size: 7.2px;
    block-size: 7.2px;
    margin-inline-end: 4.8px;
    border-radius: 50%;
    vertical-align: 0.1em;
    background: var(--marker, var(--vg-line));
  }
  .recent .turn:last-child .line:last-of-type {
    font-weight: 600;
  }
  /* A game that sums each turn up in one line: each turn on a line of its own, read down like a list. */
  .recent .turn.summary {
    display: block;
  }
  .recent .more {
    color: var(--vg-ink-soft);
  }
  /* Why Ctrl+Z took nothing back: under the prompt, where the eyes are. */
  .why-not {
    margin: -4.8px 0 9.6px;
    padding: 5.6px 12.8px;
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
    padding: 9.6px 11.2px;
    font-weight: 700;
    cursor: pointer;
  }
  table {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 14.08px;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 4.8px 5.6px;
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
  /* The guided first game (TutorialController): a ring around the pointed control and a bubble beside it, placed by
     the controller through --x, --y, --w, --h (the ring) and --top, --left (the bubble), relative to the frame. */
  .coach-ring {
    display: none;
    position: absolute;
    z-index: 20;
    inset-inline-start: var(--x, 0);
    inset-block-start: var(--y, 0);
    inline-size: var(--w, 0);
    block-size: var(--h, 0);
    box-sizing: border-box;
    border: 3px solid var(--vg-focus);
    border-radius: var(--vg-radius);
    box-shadow: 0 0 0 4px color-mix(in srgb, var(--vg-focus) 25%, transparent);
    pointer-events: none;
  }
  .coach-ring.on {
    display: block;
  }
  /* The step count goes beside the buttons, under the sentence: a bubble one line shorter, which fits beside a tall
     control on a phone (Valley's square with its aiming bar, the prompt and the bubble in 740 px). */
  .coach {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.5rem;
    position: absolute;
    z-index: 21;
    inset-inline-start: var(--left, 0.5rem);
    inset-block-start: var(--top, 0.5rem);
    box-sizing: border-box;
    inline-size: min(22rem, calc(100% - 1rem));
    margin: 0;
    padding: 0.6rem 0.8rem;
    border-radius: var(--vg-radius);
    border: 2px solid var(--vg-focus);
    background: var(--vg-surface);
    color: var(--vg-ink);
    box-shadow: var(--vg-shadow);
    font-size: 0.95rem;
    line-height: 1.35;
  }
  .coach p,
  .coach-end p {
    margin: 0 0 0.45rem;
  }
  /* The closing words at the top of a tutorial game's end screen. */
  .coach-end {
    margin-block-end: 0.6rem;
    padding: 0.6rem 0.8rem;
    border-radius: var(--vg-radius);
    border: 2px solid var(--vg-focus);
  }
  .coach > * {
    flex: 1 1 100%;
  }
  .coach .coach-count {
    order: 1;
    flex: 1 1 auto;
    margin: 0;
    font-size: 0.75rem;
    color: var(--vg-ink-soft);
  }
  :is(.coach, .coach-end) .coach-say {
    font-weight: 600;
  }
  .coach .coach-hint {
    padding-inline-start: 0.5rem;
    border-inline-start: 4px solid var(--vg-warn);
  }
  .coach .coach-buttons {
    order: 2;
    flex: 0 1 auto;
    margin-inline-start: auto;
  }
  .coach-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    justify-content: flex-end;
  }
  ${winnerStyles}
  .rules li {
    margin-block-end: 6.4px;
  }
`;
