import { css } from 'lit';
import { boardChromeStyles } from '../shared/board-chrome.styles.js';
import { controlStyles, darkTheme, themeTokens, visuallyHidden } from '../shared/theme.js';
import { tallyStyles } from './wilde-wikinger.art.js';

/** Game colours of Wilde Wikinger, light and dark (ships, cards, jewels, the sea, Nessie). */
const gameTokens = css`
  :host {
    --ww-yellow: #e3ad22;
    --ww-red: #c8402f;
    --ww-blue: #2f6fb8;
    --ww-joker: #8a5cc2;
    --ww-pirate: #26262c;
    --ww-grey: #8d8d94;
    --ww-sea: #2f8aa3;
    --ww-sea-deep: #1b5870;
    --ww-lake: #3f8fae;
    --ww-nessie: #3f9a7a;
    --ww-nessie-dark: #1f5a45;
    --ww-hull: #a8713a;
    --ww-hull-dark: #4e2e12;
    --ww-jewel-white: #f5f9ff;
    --ww-jewel-green: #2fa35a;
    --ww-jewel-purple: #9a58d1;
  }
  ${darkTheme(css`
    --ww-sea: #1e5f76;
    --ww-sea-deep: #0f3446;
    --ww-lake: #2a6f8a;
  `)}
`;

/** Styles of `<wilde-wikinger-board>`: the shared board chrome, then the sea, the table, the hand and the players. */
export const boardStyles = [
  themeTokens,
  gameTokens,
  controlStyles,
  boardChromeStyles,
  tallyStyles,
  css`
    .logo {
      inline-size: 72px;
      block-size: 44px;
      flex: none;
      overflow: visible;
    }
    .tagline {
      font-style: italic;
    }
    .layout {
      display: grid;
      gap: 12px;
      grid-template-columns: minmax(0, 1fr);
      align-items: start;
    }
    /*
     * One column: the column boxes step aside and the parts take their places in reading order: the track,
     * the panel of the current choice right under it with what explains it, then the dice. The panel's box
     * (.decision) begins under the track, so the panel that stays in view (sticky, below) never rises over it.
     */
    .main,
    .side,
    .play {
      display: contents;
    }
    .decision {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 12px;
      align-content: start;
      min-width: 0;
      order: 2;
    }
    .board {
      order: 1;
    }
    .table {
      order: 3;
    }
    .result {
      order: 4;
    }
    .details {
      order: 5;
    }
    .hand {
      order: 6;
    }
    .players {
      order: 7;
    }
    details.log {
      order: 8;
    }
    /*
     * The panel of a choice a person at this screen makes stays in view at the bottom of the screen while the
     * reader reads on below the track, inside the board (never fixed to the host page), and never over the
     * track: its place is the end of its box (after what explains the choice), which begins under the track,
     * so it rises no higher than that
     * (issue 26: on a phone it covered the sea's bottom row, or the whole sea while a docs page pushed the
     * board down). While the track's bottom is low on the screen, the panel waits under it, partly below.
     */
    .dock.sticky {
      position: sticky;
      inset-block-end: 0;
      z-index: 3;
      order: 9;
      box-shadow: 0 -4px 14px rgb(0 0 0 / 0.22), var(--vg-shadow);
    }
    /*
     * Wide: the track and the current choice on the left, dice, players and log on the right; each column
     * stacks on its own, so neither waits for the other's height (no gap under the legend).
     */
    @container (min-width: 860px) {
      .layout {
        grid-template-columns: minmax(0, 1fr) 290px;
      }
      .main,
      .side {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 12px;
        align-content: start;
        align-items: start;
        min-width: 0;
      }
      .layout .table {
        grid-template-columns: minmax(0, 1fr);
      }
      .layout .table wilde-wikinger-dice {
        grid-column: auto;
      }
      .layout .bag {
        justify-content: center;
      }
    }
    .board {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 9.6px;
    }
    .table {
      display: grid;
      /* Narrow: the dice on top, Nessie and the bag side by side under them. */
      grid-template-columns: minmax(0, 1fr) auto;
      justify-items: center;
      gap: 8px;
      align-items: center;
      padding: 8px;
      border-radius: var(--vg-radius);
      border: 2px solid var(--vg-line);
      background:
        radial-gradient(ellipse at 50% 0%, rgb(255 255 255 / 0.25), transparent 70%),
        repeating-linear-gradient(0deg, transparent 0 18px, rgb(90 55 20 / 0.06) 18px 19px),
        var(--vg-surface-2);
    }
    .table wilde-wikinger-dice {
      grid-column: 1 / -1;
      --ww-die-size: 52px;
    }
    @container (min-width: 560px) {
      .table {
        grid-template-columns: auto minmax(140px, 1fr) auto;
      }
      .table wilde-wikinger-dice {
        grid-column: auto;
      }
    }
    /* Under 288px (a sidebar, or large text) Nessie and the bag stack: side by side, Nessie shrank to a speck. */
    @container (max-width: 288px) {
      .table {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    .nessie {
      max-inline-size: 150px;
      justify-self: center;
      inline-size: 100%;
    }
    @container (max-width: 559px) {
      .bag {
        flex-direction: column;
        text-align: center;
      }
    }
    @container (min-width: 560px) {
      .nessie {
        max-inline-size: 220px;
      }
    }
    .bag {
      display: flex;
      align-items: center;
      gap: 6.4px;
      font-size: 12.48px;
      color: var(--vg-ink-soft);
    }
    /* In px, as its count is: the number stays on the bag. */
    .bag-art {
      position: relative;
      inline-size: 56px;
      block-size: 56px;
      flex: none;
    }
    .bag-art svg {
      inline-size: 100%;
      block-size: 100%;
    }
    .bag-art .count {
      position: absolute;
      inset: 0;
      display: grid;
      place-items: center;
      padding-block-start: 16px;
      font-weight: 800;
      font-size: 16px;
      color: #fffaf0;
      text-shadow: 0 1px 2px rgb(0 0 0 / 0.7);
    }
    .piles {
      list-style: none;
      margin: 0;
      padding: 0;
      line-height: 1.35;
    }
    .legend {
      margin: 0;
      font-size: 12px;
      color: var(--vg-ink-soft);
    }
    .legend-icons {
      display: none;
      align-items: center;
      flex-wrap: wrap;
      gap: 3.2px 11.2px;
      font-size: 13.6px;
      font-weight: 700;
      color: var(--vg-ink);
    }
    .legend-item {
      display: inline-flex;
      align-items: center;
      gap: 2.4px;
    }
    /*
     * Where the sentence shows, it heads the track: under it, the sticky action panel covered it in the
     * first view of a 900 px tall screen.
     */
    @container (min-width: 480px) {
      .legend {
        order: -1;
      }
    }
    /* A narrow column: the jewels' points as pictures on one line; the sentence stays for screen readers. */
    @container (max-width: 479px) {
      .legend-icons {
        display: flex;
      }
    }
    .action,
    .details,
    .result,
    .hand {
      padding: 11.2px;
      border-radius: var(--vg-radius);
      border: 2px solid var(--vg-wood-dark);
      background: var(--vg-surface);
      box-shadow: var(--vg-shadow);
      min-width: 0;
    }
    .action.raid,
    .details.raid,
    .result.raid {
      border-color: #1b1b1f;
      background:
        repeating-linear-gradient(135deg, transparent 0 16px, rgb(0 0 0 / 0.04) 16px 18px),
        var(--vg-surface);
    }
    .details {
      border-width: 1px;
      box-shadow: none;
    }
    .details > :last-child {
      margin-block-end: 0;
    }
    .result {
      border-style: dashed;
      background: var(--vg-surface-2);
    }
    .action h3,
    .result h3,
    .hand h3 {
      display: flex;
      align-items: center;
      gap: 6.4px;
      flex-wrap: wrap;
      margin: 0 0 8px;
      font-family: var(--vg-font-display);
      font-size: 17.28px;
    }
    .result p {
      margin: 0;
    }
    .mini-ship {
      inline-size: 48px;
      block-size: 29px;
      flex: none;
      overflow: visible;
    }
    .hint {
      margin: 0 0 8px;
      font-size: 13.12px;
      color: var(--vg-ink-soft);
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
    }
    .buttons .hint,
    .buttons .chosen {
      margin: 0;
    }
    .buttons .chosen {
      font-size: 13.6px;
      color: var(--vg-ink-soft);
    }
    /*
     * "or press R" only where a keyboard is likely (a fine pointer that hovers), or once a key was pressed
     * on the board: a phone is never told to press a key it does not have. The roll button names its key
     * for assistive technology (aria-keyshortcuts).
     */
    .key-hint {
      display: none;
    }
    .layout.keys .key-hint {
      display: inline;
    }
    @media (hover: hover) and (pointer: fine) {
      .key-hint {
        display: inline;
      }
    }
    /* The hand inside the panel of a bid: no box of its own; cards that cannot be bid now shrink and grey. */
    .hand.docked {
      padding: 0;
      border: none;
      box-shadow: none;
      background: none;
      margin-block-end: 8px;
    }
    .hand.docked .cards {
      align-items: flex-end;
    }
    .hand.docked wilde-wikinger-card.minor {
      --ww-card-width: 22px;
      margin-inline-start: -3.2px;
    }
    /* A ship to choose: the ship, its name and, at the end of the line, its cargo. */
    .choices .ship-btn {
      gap: 6.4px;
      padding-inline: 8px 11.2px;
    }
    .ship-btn .ship-cargo {
      margin-inline-start: auto;
    }
    .ship-btn .tally-count {
      font-size: 15.2px;
    }
    .choices.ships {
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
      gap: 5.6px;
    }
    .nessie-choices {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 6.4px;
    }
    .ship-row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 5.6px;
    }
    .row-ship {
      display: inline-flex;
      align-items: center;
      gap: 4.8px;
      min-inline-size: 120px;
      font-weight: 700;
    }
    .ship-btn .mini-ship,
    .row-ship .mini-ship {
      inline-size: 40px;
      block-size: 24px;
    }
    .jewel-btn {
      padding-inline: 0.55em 0.8em;
    }
    .jewel-btn .gems {
      gap: 0;
    }
    .dock .high .tally {
      margin-inline-end: 4.8px;
      font-weight: 400;
    }

    .btn.big {
      min-height: 52px;
      padding-inline: 1.4em;
      font-size: 17.6px;
    }
    .btn .icon {
      inline-size: 22.4px;
      block-size: 22.4px;
    }
    .choices {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 176px), 1fr));
      gap: 7.2px;
    }
    .gems {
      display: inline-flex;
      flex-wrap: wrap;
      gap: 1px;
      vertical-align: middle;
    }
    .gem {
      flex: none;
    }
    .cargo,
    .high,
    .chosen,
    .own-bid {
      margin: 0 0 7.2px;
    }
    .high {
      font-weight: 700;
    }
    .bids,
    .reveal {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 4px;
    }
    .bids {
      margin-block-end: 8px;
    }
    .bids li,
    .reveal li {
      display: flex;
      align-items: center;
      flex-wrap: wrap;
      gap: 4.8px 9.6px;
      padding: 4px 6.4px;
      border-radius: 8px;
      background: var(--vg-surface-2);
    }
    .bids li.next {
      outline: 2px solid var(--vg-accent);
    }
    .status {
      font-size: 13.6px;
      color: var(--vg-ink-soft);
    }
    .mini-cards {
      display: inline-flex;
      gap: 2px;
      --ww-card-width: 24px;
    }
    .reveal li.lowest {
      background: color-mix(in srgb, var(--vg-warn) 16%, var(--vg-surface-2));
    }
    .tile-note {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      color: var(--vg-warn);
    }
    .tile {
      inline-size: 22px;
      block-size: 22px;
      flex: none;
    }
    .hand h3 .total {
      font-family: var(--vg-font);
      font-size: 13.12px;
      font-weight: 500;
      color: var(--vg-ink-soft);
    }
    .hand.hidden {
      background: repeating-linear-gradient(45deg, var(--vg-bg-2) 0 14px, var(--vg-bg) 14px 28px);
    }
    .hand.hidden .hint {
      margin: 0;
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 5.6px;
      padding-block-start: 10px;
      --ww-card-width: clamp(44px, 11cqi, 60px);
    }
    .players ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 7.2px;
    }
    @container (min-width: 560px) and (max-width: 859px) {
      .players ul {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }
    .player {
      padding: 7.2px 9.6px;
      border-radius: var(--vg-radius);
      border: 2px solid var(--vg-line);
      border-inline-start: 6px solid var(--c, var(--vg-line));
      background: var(--vg-surface);
    }
    .player.active {
      border-color: var(--vg-accent);
      border-inline-start-color: var(--c, var(--vg-accent));
      box-shadow: 0 0 0 2px color-mix(in srgb, var(--vg-accent) 35%, transparent);
    }
    .player p {
      margin: 0;
    }
    /* The name whole (it wraps rather than ending in "Mic…" beside the computer's note), the note on a line of its own below. */
    .who {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0 6.4px;
      min-width: 0;
    }
    .bot {
      flex-basis: 100%;
      font-weight: 400;
      font-size: 12.8px;
      color: var(--vg-ink-soft);
    }
    .points {
      font-variant-numeric: lining-nums tabular-nums;
      font-weight: 800;
      font-size: 20px;
    }
    .loot {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4.8px;
      margin-block-start: 4px;
      min-block-size: 20px;
    }
    .card-count {
      display: inline-flex;
      align-items: center;
      gap: 2px;
      font-size: 13.6px;
      font-weight: 700;
      margin-inline-end: 4px;
    }
    th[scope='row'],
    thead th:nth-child(2) {
      text-align: start;
    }
    /* Score table headings: an icon, with the name beside it on wider screens (always for screen readers). */
    .col-head {
      display: inline-flex;
      flex-direction: column;
      align-items: center;
      gap: 1px;
      font-size: 12.48px;
      line-height: 1.1;
    }
    .col-head svg {
      inline-size: 20px;
      block-size: 20px;
    }
    /* A jewel's points under its icon: only where the heading's name (which says them) is hidden. */
    .col-head .short {
      display: none;
      font-size: 11.52px;
    }
    /* A player's name in the score table is never broken inside a word ("Sebasti/an"): the numbers make room. */
    th[scope='row'] vg-player-badge {
      min-inline-size: max-content;
    }
    /*
     * A narrow column: the eight columns fit without sideways scrolling: icons head the categories (their
     * names stay for screen readers), the rank heading is read out but not shown (the crown and the
     * number say it), long names end in an ellipsis.
     */
    @container (max-width: 479px) {
      /*
       * Said, not shown, on a narrow board: the legend's sentence (its jewels show the points), a player's
       * name in a column head (the badge says it), the Bid line (the button says the total) and the jewel
       * words of Nessie's choice (each jewel button is named).
       */
      .legend-text,
      .col-head .name,
      .dock .buttons .chosen,
      .nessie-choices .word {
        ${visuallyHidden}
      }
      .col-head svg {
        inline-size: 16px;
        block-size: 16px;
      }
      .col-head .short {
        display: inline;
      }
      table {
        font-size: 12.8px;
      }
      th,
      td {
        padding-inline: 1.6px;
      }
      thead th {
        font-size: 11.52px;
      }
      thead th:first-child {
        font-size: 0;
      }
      tbody th vg-player-badge {
        max-inline-size: 92.8px;
      }
      tbody th vg-player-badge::part(turn) {
        display: none;
      }
      .action {
        padding: 8.8px;
      }
      .action h3 {
        font-size: 16px;
        margin-block-end: 5.6px;
      }
      .action .mini-ship {
        inline-size: 40px;
        block-size: 24px;
      }
      .dock .high {
        font-size: 14.72px;
        margin-block-end: 4.8px;
      }
      /* Nessie's choice: a row per ship, its jewels as big buttons (their names are read out). */
      .row-ship {
        min-inline-size: 0;
      }
      .ship-btn .ship-name {
        white-space: nowrap;
        font-size: 15.2px;
      }
      .ship-btn .mini-ship {
        inline-size: 34px;
        block-size: 21px;
      }
      .ship-btn .tally {
        gap: 3.2px;
      }
      .ship-btn .tally-gem {
        inline-size: 14px;
        block-size: 14px;
      }
      .jewel-btn {
        min-inline-size: 56px;
        padding-inline: 6.4px 8.8px;
        gap: 3.2px;
      }
    }
  `,
];
