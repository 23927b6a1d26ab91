import { css } from 'lit';
import { boardChromeStyles } from '../shared/board-chrome.styles.js';
import { controlStyles, themeTokens } from '../shared/theme.js';
import { actionStyles } from './wikingerschafe-action.styles.js';

/** Styles of `<wikingerschafe-board>`: the shared board chrome and action panel, then the dice tray, Locations and side column. */
export const boardStyles = [
  themeTokens,
  controlStyles,
  boardChromeStyles,
  actionStyles,
  css`
    .hero-sheep {
      inline-size: 64px;
      block-size: 54px;
      flex: none;
    }
    /* One column whose track may shrink below its content's width (minmax(0, 1fr), not auto): in a
       narrow column the parts reflow inside the board instead of pushing past its edge. */
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 12px;
    }
    .main,
    .side {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 12px;
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
    /* The heading and the keyboard hint share a line where they fit: the Locations come up on a wide screen. */
    .action-head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: 1.6px 16px;
      margin-block-end: 6.4px;
    }
    .action-head h3,
    .action-head .hint {
      margin: 0;
    }
    .tray {
      display: flex;
      flex-wrap: wrap;
      gap: 4.8px;
      padding: 4.8px 7.2px;
      margin-block-end: 8px;
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
      font-size: 13.12px;
      font-weight: 600;
      box-shadow: 0 1px 0 var(--vg-wood-dark);
    }
    .cost {
      font-weight: 400;
      opacity: 0.85;
    }
    /* A greyed-out extra action with why under it ("needs 6 Coins (you have 2)"). */
    .extra {
      display: inline-flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 2px;
      max-inline-size: 100%;
    }
    .extra-why {
      font-size: 12.16px;
      line-height: 1.2;
      color: var(--vg-ink-soft);
    }
    /* The Locations to place on, in the panel: only in a narrow column, where the Locations are below the first view. */
    .place-row {
      display: flex;
      flex-wrap: wrap;
      gap: 5.6px;
      margin-block-end: 8px;
    }
    .place-choice {
      flex: 1 1 136px;
      justify-content: flex-start;
      font-size: 14.72px;
      gap: 7.2px;
      min-height: 44px;
      padding: 0.25em 0.6em;
      text-align: start;
      --vg-die-size: 30px;
    }
    .place-words {
      display: grid;
      line-height: 1.15;
    }
    .place-words > span {
      white-space: nowrap;
    }
    .place-words small {
      font-weight: 400;
      font-size: 12.48px;
    }
    @container main (min-width: 480px) {
      .place-row {
        display: none;
      }
    }
    .place-reward {
      margin-block: 0 4.8px;
    }
    /* Keys are named where a keyboard is likely: not on a touch screen until a key is pressed on the board. */
    .key-hint {
      display: none;
    }
    .layout.keys .key-hint {
      display: block;
    }
    @media (hover: hover) and (pointer: fine) {
      .key-hint {
        display: block;
      }
    }
    .stepper {
      display: flex;
      align-items: center;
      gap: 6.4px;
      margin-block: 5.6px;
      flex-wrap: wrap;
    }
    /* "− 0 +" wrap as one: on a 360 px phone "+" alone on the next line read as a separate control (issue 26). */
    .stepper-controls {
      display: inline-flex;
      align-items: center;
      gap: 6.4px;
      flex: none;
    }
    .stepper .btn {
      min-width: 44px;
      padding: 0;
      font-size: 19.2px;
    }
    .stepper output {
      min-width: 2ch;
      text-align: center;
      font-weight: 800;
      font-size: 19.2px;
    }
    .locations {
      display: grid;
      gap: 8.8px;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    /* A main column under 256px (a sidebar, or large text) gives each Location the whole width: two
       would cut their titles and buttons. */
    @container main (max-width: 256px) {
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
      gap: 8px;
    }
    @container (min-width: 560px) and (max-width: 859px) {
      .players {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }
  `,
];
