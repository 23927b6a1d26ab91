import { css } from 'lit';
import { boardChromeStyles } from '../shared/board-chrome.styles.js';
import { controlStyles, darkTheme, themeTokens } from '../shared/theme.js';

/** The board's own layout on top of the shared chrome: the ship stage, the aiming bar, the trays and the log. */
export const boardStyles = [
  themeTokens,
  controlStyles,
  boardChromeStyles,
  css`
    :host {
      --vs-sky: linear-gradient(180deg, #bfe0ea 0%, #e6efe6 55%, #f4ead3 100%);
      --vs-sea-top: #3f8fa3;
      --vs-sea-bottom: #1f5566;
    }
    ${darkTheme(css`
      --vs-sky: linear-gradient(180deg, #12202c 0%, #1d2a33 55%, #2a2119 100%);
      --vs-sea-top: #1f5f70;
      --vs-sea-bottom: #0e2f3a;
    `)}
    .logo {
      inline-size: 74px;
      block-size: auto;
      flex: none;
    }
    .layout {
      display: grid;
      gap: 11.2px;
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'ship' 'result' 'trays' 'log';
    }
    .ship-panel {
      grid-area: ship;
    }
    .result {
      grid-area: result;
    }
    .trays {
      grid-area: trays;
    }
    details.log {
      grid-area: log;
    }
    @container (min-width: 860px) {
      .layout {
        grid-template-columns: minmax(0, 1.8fr) minmax(0, 1fr);
        grid-template-areas: 'ship trays' 'result trays' 'log trays';
        grid-template-rows: auto auto 1fr;
        align-items: start;
      }
    }
    /* A phone turned sideways (740 x 360): the ship on the left with the aiming bar under it, the storage trays
       beside it, the person's own tray first, so "Set it down", the hint and the storage are in view with the ship. */
    @container (min-width: 560px) {
      @media (orientation: landscape) and (max-height: 540px) {
        .layout {
          /* Read by the element: the aiming bar goes under the ship here, not under the tray (a tray and the bar
             under it are taller than 360 px: the hint stayed under the screen's edge, issue 29 fifth pass). */
          --vs-aim-beside: 1;
          grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
          grid-template-areas: 'ship trays' 'result trays' 'log trays';
          grid-template-rows: auto auto 1fr;
          align-items: start;
        }
        .aim-bar .keys {
          display: none;
        }
        /* In the guided game the result card goes beside the ship, above the trays, and the ship's column is a little
           narrower (so shorter): the bubble, under the ship, covers neither the ship nor the result that says what
           happened (issue 29 point 7: at the computer's turn, ship, result and bubble did not fit stacked in 360 px,
           and the bubble stood over the result). */
        :host([tutorial]) .layout {
          grid-template-columns: minmax(0, 1fr) minmax(min(372px, 55%), 1fr);
        }
        /* (Only once there is a result: an empty row beside the ship would push the trays down.) */
        :host([tutorial]) .layout:has(> .result:not(.empty)) {
          grid-template-areas: 'ship result' 'ship trays' 'log trays';
        }
        /* Two lines kept for the hint, as on an upright phone: the pick's scroll brings up the room of the longest
           hint, not of "Checking…" (its verdict, a line longer, came after the scroll and ended under the edge). */
        .aim-bar .tremble {
          min-block-size: 2lh;
        }
      }
    }
    /* The person acting: their tray first, the aiming bar under it (issue 29: a picked piece's bar never moves a
       tray, and on a phone "Set it down" is in view under the tray tapped, whichever seat plays). */
    .trays viking-seesaw-tray.mine,
    .trays .aim-bar {
      order: -1;
    }
    /* On a phone the prompt keeps room for three lines, so that picking a piece (a longer prompt: which piece, and
       where to set it) moves nothing under the finger (issue 29). */
    @container (max-width: 559px) {
      .prompt {
        min-block-size: 3lh;
      }
      /* The line under the prompt tells one turn that the result box under the ship tells too: on an upright
         phone it is left out, so the ship does not move some 40 px as it comes and goes at each move (issue 29).
         Two or more turns (bots that moved one after the other) are shown. */
      .recent:not(:has(.turn + .turn)):has(~ .layout > .result:not(.empty)) {
        display: none;
      }
      /* The aiming hint keeps room for two lines: a longer hint, as the piece moves, never moves the buttons under a
         finger nudging it (issue 29). */
      .aim-bar .tremble {
        min-block-size: 2lh;
      }
    }
    .aim-bar .drag,
    .aim-bar .keys {
      order: 2;
    }
    .ship-panel {
      display: grid;
      gap: 7.2px;
    }
    .stage {
      position: relative;
      border-radius: 14px;
      border: 3px solid var(--vg-wood-dark);
      box-shadow: var(--vg-shadow);
      overflow: hidden;
      touch-action: none;
    }
    .stage.aiming {
      cursor: grab;
      border-color: var(--vg-focus);
    }
    .stage.dragging {
      cursor: grabbing;
    }
    .stage:focus-visible {
      outline: 3px solid var(--vg-focus);
      outline-offset: 3px;
    }
    /* The aiming bar: where the piece is (a readout), the moving buttons, and apart from them "Put back" and
       "Set it down" (a tap on the arrows never lands on "Set it down"). */
    .aim-bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6.4px 8px;
      min-block-size: 48px;
    }
    .aim-bar .readout {
      flex: 1 1 100%;
      font-size: 16px;
      font-variant-numeric: lining-nums tabular-nums;
    }
    .aim-bar .moves,
    .aim-bar .decide {
      display: flex;
      flex-wrap: wrap;
      gap: 6.4px 8px;
    }
    .aim-bar .decide {
      margin-inline-start: auto;
      gap: 6.4px 16px;
    }
    .aim-bar .btn {
      min-height: 44px;
    }
    /* A finger hides a small piece: while a touch drags it, a loupe shows it larger, above the finger. */
    .loupe {
      position: absolute;
      z-index: 2;
      display: grid;
      justify-items: center;
      gap: 2px;
      padding: 4px 6px;
      border-radius: 12px;
      border: 2px solid var(--vg-focus);
      background: color-mix(in srgb, var(--vg-surface) 92%, transparent);
      box-shadow: var(--vg-shadow);
      font-size: 12px;
      white-space: nowrap;
      pointer-events: none;
      transform: translate(-50%, calc(-100% - 56px));
      /* Set after each render to keep it whole inside the frame (fitLoupe). */
      translate: var(--loupe-dx, 0px) 0;
    }
    /* Too near the stage's top for the loupe to fit above the finger: beside it, away from the nearer edge. */
    .loupe.left {
      transform: translate(calc(-100% - 40px), -50%);
    }
    .loupe.right {
      transform: translate(40px, -50%);
    }
    .loupe svg {
      inline-size: 44px;
      block-size: 44px;
    }
    .aim-bar .btn.icon {
      inline-size: 48px;
      padding: 0;
    }
    .aim-bar p {
      margin: 0;
    }
    .aim-bar .hint,
    .tremble {
      color: var(--vg-ink-soft);
      font-size: 14.4px;
    }
    .tremble {
      flex: 1 1 192px;
    }
    .tremble.on {
      color: var(--vg-warn);
      font-weight: 700;
    }
    /* Steady: set down here, it should hold (issue 29: a heavy piece's safe band near the mast is shown, not only
       where it may tip). */
    .tremble.steady {
      color: var(--vg-good);
      font-weight: 700;
    }
    /* The physics is still checking the spot: a quiet line, no verdict yet (issue 29, fourth pass). */
    .tremble.feeling {
      font-style: italic;
    }
    .aim-bar .drag {
      flex: 1 1 100%;
      margin: 0;
    }
    /* In the tutorial on a phone the bubble says how to aim: the same words under the bar would push "Set it down" and
       the ship's hint past 740 px with the ship and the bubble (aria-hidden: nothing lost to a screen reader). */
    @media (max-width: 480px) {
      :host([tutorial]) .aim-bar .drag {
        display: none;
      }
    }
    .tremble .wave {
      display: inline-block;
      inline-size: 1.4em;
      block-size: 0.8em;
      vertical-align: middle;
      animation: shiver 240ms ease-in-out infinite alternate;
      animation-play-state: var(--vg-motion, running);
    }
    @keyframes shiver {
      to {
        transform: translateX(2px) rotate(4deg);
      }
    }
    .keys {
      flex: 1 1 100%;
      font-size: 12.8px;
      color: var(--vg-ink-soft);
    }
    /* The keys only where a keyboard is likely (a fine pointer that hovers), or once the ship has keyboard focus: a
       phone is told to drag, never to press keys it does not have (issue 26). */
    .keys {
      display: none;
    }
    @media (hover: hover) and (pointer: fine) {
      .keys {
        display: block;
      }
    }
    .layout:has(.stage:focus-visible) .keys {
      display: block;
    }
    .result {
      display: flex;
      align-items: center;
      gap: 9.6px;
      padding: 8px 12px;
      border-radius: var(--vg-radius);
      border: 2px solid var(--vg-line);
      background: var(--vg-surface);
      min-block-size: 38.4px;
    }
    .result.empty {
      display: none;
    }
    .result p {
      margin: 0;
      line-height: 1.35;
    }
    .result .icon {
      flex: none;
      display: grid;
      place-items: center;
      inline-size: 32px;
      block-size: 32px;
      border-radius: 50%;
      font-weight: 800;
      color: #fffaf0;
      background: var(--vg-good);
    }
    /* Whose placement it was, in their colour (the icon says how it went). */
    .result {
      border-color: var(--c, var(--vg-line));
      border-inline-start-width: 8px;
    }
    .result .why {
      margin-block-start: 4px;
      font-size: 14.4px;
      color: var(--vg-ink-soft);
    }
    .result .said {
      flex: 1 1 auto;
      min-inline-size: 0;
    }
    /* Beside the ship (a wide board, a phone turned sideways), while a piece is held, the result before it is one
       line: it moves nothing in the trays' column. On an upright phone it keeps its size (below): shrinking, it
       moved the tray up under the finger that picked, and "◀" landed where that finger was (issue 29). */
    @container (min-width: 560px) {
      .layout:has(.stage.aiming) .result .why {
        display: none;
      }
      .layout:has(.stage.aiming) .result .said p {
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
    }
    /* On an upright phone the result keeps the room of a long one (a tip: four lines of what happened, five of
       why; 210 px at 360 px), whether a placement is playing (one line), has settled (the why under it) or a piece
       is held: the trays under it do not jump at each move (issue 29). Before the first placement there is none
       (no empty band). */
    @container (max-width: 559px) {
      .result:not(.empty) {
        box-sizing: border-box;
        min-block-size: 13.2em;
        /* And never more (issue 29, second pass: a tip with several falls ran to 10 to 15 lines and pushed the aiming
           hint and "Set it down" under the screen's edge in 11 of 33 placements): what happened is cut at four lines,
           why at five, and "More in the log" leads to the whole of it. */
        max-block-size: 13.2em;
        overflow: hidden;
      }
      .result .said > p:first-child {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 4;
        overflow: hidden;
      }
      .result .why {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 5;
        overflow: hidden;
      }
      .result.clipped .said > p:first-child {
        -webkit-line-clamp: 3;
      }
      .result.clipped .more {
        display: inline-block;
      }
      /* Tighter gaps pay for that room: the ship, the result, the tray and the aiming bar to its hint fit 740 px. */
      .layout {
        gap: 8px;
      }
    }
    /* Shown only where the result is cut short (an upright phone, a long result): the log below says it whole. */
    .result .more {
      display: none;
      margin: 0;
      padding: 2px 0;
      border: 0;
      background: none;
      font: inherit;
      font-size: 14.4px;
      color: var(--vg-ink);
      text-decoration: underline;
      cursor: pointer;
    }
    .result.tilted .icon,
    .result.spilled .icon {
      background: var(--vg-warn);
    }
    /* A placement playing: whose it is, in their colour, until the ship shows what came of it. */
    .result.playing {
      border-color: var(--c, var(--vg-line));
    }
    .result.playing .icon {
      background: var(--c, var(--vg-ink-soft));
    }
    .mini {
      inline-size: 25.6px;
      block-size: 25.6px;
      flex: none;
      vertical-align: middle;
    }
    .trays {
      display: grid;
      /* One column that may shrink below the trays' content width (a 320 px phone). */
      grid-template-columns: minmax(0, 1fr);
      gap: 8px;
      align-content: start;
    }
    .weighed {
      display: block;
      font-weight: 400;
      font-size: 12.8px;
    }
    /* The end table fits a 320 px phone whole: rank, name, and the pieces left (their number, and under it the
       pieces with their counts, wrapping: no column per kind to scroll to). */
    table.final .total {
      display: block;
      font-size: 1.1em;
    }
    table.final tbody th {
      text-align: start;
    }
    /* The whole name: broken between words (or at a hyphen), inside a word only when that word alone is wider
       than the table (the column is as wide as the longest word). */
    table.final .who {
      white-space: normal;
      overflow-wrap: break-word;
    }
    table.final .kinds {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 1.6px 8px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    table.final .kinds li {
      white-space: nowrap;
    }
    table.final .kinds .mini {
      inline-size: 19.2px;
      block-size: 19.2px;
    }
    /* The end screen is as wide as the phone: narrower cells, so the four columns fit 320 px. */
    @media (max-width: 480px) {
      table.final {
        font-size: 14.4px;
      }
      table.final th,
      table.final td {
        padding-inline: 3.2px;
      }
    }
    .cut-short {
      font-weight: 650;
    }
    .hint {
      color: var(--vg-ink-soft);
      font-size: 13.6px;
    }
  `,
];
