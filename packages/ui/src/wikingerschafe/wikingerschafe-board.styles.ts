import { css } from 'lit';
import { boardChromeStyles } from '../shared/board-chrome.styles.js';
import { controlStyles, themeTokens } from '../shared/theme.js';

/** Styles of `<wikingerschafe-board>`: the shared board chrome, then the dice tray, Locations and side column. */
export const boardStyles = [
  themeTokens,
  controlStyles,
  boardChromeStyles,
  css`
    .hero-sheep {
      inline-size: 64px;
      block-size: 54px;
      flex: none;
    }
    .prompt vg-player-badge {
      --vg-ink: #fffaf0;
    }
    /* One column whose track may shrink below its content's width (minmax(0, 1fr), not auto): in a
       narrow column the parts reflow inside the board instead of pushing past its edge. */
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.75rem;
    }
    .main,
    .side {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.75rem;
      align-content: start;
      min-width: 0;
    }
    /* The Locations' columns follow the main column's width, not the board's (the side column takes 290px). */
    .main {
      container: main / inline-size;
    }
    /* Wide: the log fills the space under the Locations; the side column keeps the round board and players. */
    @container (min-width: 860px) {
      .layout {
        grid-template-columns: minmax(0, 1fr) 290px;
        grid-template-areas: 'main side' 'log side';
        grid-template-rows: auto 1fr;
      }
      .main {
        grid-area: main;
      }
      .side {
        grid-area: side;
      }
      .log-area {
        grid-area: log;
        align-self: start;
      }
    }
    .action {
      padding: 0.7rem;
      border-radius: var(--vg-radius);
      border: 2px solid var(--vg-wood-dark);
      background: var(--vg-surface);
      box-shadow: var(--vg-shadow);
    }
    /* The heading and the keyboard hint share a line where they fit: the Locations come up on a wide screen. */
    .action-head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: 0.1rem 1rem;
      margin-block-end: 0.4rem;
    }
    .action-head h3,
    .action-head .hint {
      margin: 0;
    }
    .action h3 {
      margin: 0 0 0.5rem;
      font-family: var(--vg-font-display);
      font-size: 1.08rem;
    }
    .tray {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      padding: 0.3rem 0.45rem;
      margin-block-end: 0.5rem;
      border-radius: 14px;
      background:
        radial-gradient(ellipse at 50% 0%, rgb(255 255 255 / 0.12), transparent 70%),
        linear-gradient(180deg, #6b4424 0%, #4a2c14 100%);
      box-shadow: inset 0 3px 10px rgb(0 0 0 / 0.45);
      min-height: 56px;
      align-items: center;
    }
    .die-btn {
      padding: 3px;
      border: none;
      border-radius: 14px;
      background: transparent;
      /* 38 px and the padding: a 44 px touch target in a 320 px board, up to 54 px on a wide one. */
      --vg-die-size: clamp(38px, 8cqi, 48px);
    }
    .die-btn:disabled {
      cursor: default;
    }
    .die-btn[aria-pressed='true'] {
      background: rgb(255 255 255 / 0.22);
    }
    /* Squeezed (a narrow column, large text), the cost goes under the words instead of a word per line. */
    .btn.small {
      flex-wrap: wrap;
      min-height: 44px;
      padding: 0.3em 0.65em;
      font-size: 0.82rem;
      font-weight: 600;
      box-shadow: 0 1px 0 var(--vg-wood-dark);
    }
    .cost {
      font-weight: 400;
      opacity: 0.85;
    }
    .hint {
      margin: 0 0 0.5rem;
      font-size: 0.8rem;
      color: var(--vg-ink-soft);
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: 0.45rem;
    }
    /* The Back button under a step's choices (a class, not a style attribute: see shared/css-props.ts). */
    .buttons.back {
      margin-top: 0.5rem;
    }
    .choices {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
      gap: 0.45rem;
    }
    .choices .icon,
    .buttons .icon {
      inline-size: 1.6rem;
      block-size: 1.6rem;
      flex: none;
    }
    .faces {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .faces .btn {
      padding: 0.2rem;
      border-radius: 12px;
      --vg-die-size: 38px;
    }
    .targets {
      display: grid;
      gap: 0.4rem;
    }
    .target-row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.35rem 0.6rem;
    }
    .target-row vg-player-badge {
      min-inline-size: 7rem;
    }
    .faces .btn .icon {
      inline-size: 1.3rem;
      block-size: 1.3rem;
    }
    .stepper {
      display: flex;
      align-items: center;
      gap: 0.4rem;
      margin-block: 0.35rem;
      flex-wrap: wrap;
    }
    .stepper .btn {
      min-width: 44px;
      padding: 0;
      font-size: 1.2rem;
    }
    .stepper output {
      min-width: 2ch;
      text-align: center;
      font-weight: 800;
      font-size: 1.2rem;
    }
    .locations {
      display: grid;
      gap: 0.55rem;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    /* A main column under 16rem (a sidebar, or large text) gives each Location the whole width: two
       would cut their titles and buttons. */
    @container main (max-width: 16rem) {
      .locations {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    @container main (min-width: 480px) {
      .locations {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    }
    @container main (min-width: 760px) {
      .locations {
        grid-template-columns: repeat(5, minmax(0, 1fr));
      }
    }
    .players {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.5rem;
    }
    @container (min-width: 560px) and (max-width: 859px) {
      .players {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }
    th[scope='row'],
    thead th:first-child {
      text-align: start;
    }
    .removed {
      color: var(--vg-warn);
      font-size: 0.78rem;
    }
    /* Round and influence scoring: a card per Wikinger, side by side where they fit, stacked on a phone. */
    .score-cards {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 11.5rem), 1fr));
      gap: 0.5rem;
    }
    .score-card,
    .final-card {
      min-width: 0;
      padding: 0.45rem 0.55rem 0.5rem;
      border-radius: 10px;
      border: 1px solid var(--vg-line);
      border-inline-start: 6px solid var(--c);
      background: var(--vg-bg);
    }
    .score-head,
    .final-head {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      min-width: 0;
    }
    /* A long name goes first: the sum moves under it before the name is cut. */
    .score-head {
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0 0.5rem;
      margin-block-end: 0.35rem;
    }
    /* The total stays beside the name at any width: a name too long for the card is cut (its title has it all). */
    .final-head vg-player-badge {
      flex: 1 1 auto;
    }
    .score-head vg-player-badge::part(turn),
    .final-head vg-player-badge::part(turn) {
      display: none;
    }
    .score-sum,
    .final-total {
      flex: none;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .score-sum {
      display: inline-flex;
      align-items: center;
      gap: 0.2rem;
      font-size: 1.05rem;
    }
    .score-sum .icon {
      inline-size: 1.35rem;
      block-size: 1.2rem;
    }
    .final-total .unit {
      font-size: 0.75rem;
      font-weight: 600;
      color: var(--vg-ink-soft);
    }
    .score-cells {
      display: grid;
      grid-template-columns: repeat(5, minmax(0, 1fr));
      gap: 0.25rem;
      margin: 0;
    }
    .score-cell {
      display: grid;
      justify-items: center;
      gap: 0.15rem;
      min-width: 0;
      padding: 0.25rem 0 0.2rem;
      border-radius: 6px;
      background: var(--vg-surface);
    }
    .score-cell dt {
      display: flex;
    }
    .score-cell vg-die {
      --vg-die-size: 20px;
    }
    .score-cell dd {
      margin: 0;
      font-weight: 800;
      font-variant-numeric: tabular-nums;
      line-height: 1.2;
    }
    .score-cell.gain {
      background: color-mix(in srgb, var(--c) 20%, var(--vg-surface));
    }
    .score-cell.none dd {
      color: var(--vg-ink-soft);
      font-weight: 600;
    }
    .score-cell.tie {
      background: color-mix(in srgb, var(--vg-warn) 12%, var(--vg-surface));
    }
    .score-cell.tie dd {
      color: var(--vg-warn);
    }
    .milestone {
      display: flex;
      align-items: center;
      gap: 0.3rem;
      margin: 0.35rem 0 0;
      font-size: 0.8rem;
      font-weight: 700;
    }
    .milestone .icon,
    .part .icon {
      inline-size: 1.1rem;
      block-size: 1.1rem;
      flex: none;
    }
    .legend {
      margin-block: 0.5rem 0;
    }
    /* The final scoring: best first, the total beside the name, the glory by where it came from. */
    .final {
      display: grid;
      gap: 0.5rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .final-card.win {
      border-color: var(--vg-mead);
      border-inline-start-color: var(--c);
      background: color-mix(in srgb, var(--vg-mead) 22%, var(--vg-bg));
    }
    .rank {
      flex: none;
      min-inline-size: 2ch;
      font-weight: 800;
    }
    .final-total {
      font-size: 1.12rem;
    }
    /* Glory from play beside glory at the end where two columns fit; one under the other on a phone. */
    .parts {
      display: flex;
      flex-wrap: wrap;
      gap: 0 1.2rem;
      margin-block-start: 0.35rem;
      font-size: 0.85rem;
    }
    .parts dl {
      flex: 1 1 14rem;
      min-width: 0;
      margin: 0;
    }
    .final ~ p {
      margin-block: 0.6rem 0;
    }
    .part {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem;
      min-width: 0;
      padding-block: 0.12rem;
      border-block-end: 1px dotted var(--vg-line);
    }
    .part dt {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0 0.3rem;
      min-width: 0;
    }
    .part .detail {
      color: var(--vg-ink-soft);
      font-size: 0.78rem;
      white-space: nowrap;
    }
    .part dd {
      margin: 0;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .part.zero dd {
      font-weight: 400;
    }
    .end-actions {
      display: flex;
      gap: 0.5rem;
      flex-wrap: wrap;
      margin-block-start: 0.6rem;
    }
  `,
];
