import { css } from 'lit';
import { boardChromeStyles } from '../shared/board-chrome.styles.js';
import { controlStyles, darkTheme, themeTokens } from '../shared/theme.js';

/** The board's own layout on top of the shared chrome: the square and its controls, the dock, the ships and hoard, the log. */
export const boardStyles = [
  themeTokens,
  controlStyles,
  boardChromeStyles,
  css`
    :host {
      --vv-grass: #6e9c42;
      --vv-grass-light: #a9cf6f;
      --vv-field: #b89558;
      --vv-field-light: #dcc48e;
      --vv-water-top: #4f9fb3;
      --vv-water-bottom: #235a6b;
    }
    ${darkTheme(css`
      --vv-grass: #3f6a2a;
      --vv-grass-light: #6a9a48;
      --vv-field: #6f5634;
      --vv-field-light: #94774a;
      --vv-water-top: #2a6b7c;
      --vv-water-bottom: #0f3440;
    `)}
    .logo {
      inline-size: 64px;
      block-size: auto;
      flex: none;
    }
    .layout {
      display: grid;
      gap: 11.2px;
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'square' 'dock' 'ships' 'log';
    }
    .square-panel {
      grid-area: square;
      display: grid;
      gap: 7.2px;
      justify-items: center;
    }
    .dock-panel {
      grid-area: dock;
    }
    .ships-panel {
      grid-area: ships;
    }
    details.log {
      grid-area: log;
    }
    @container (min-width: 760px) {
      .layout {
        grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
        grid-template-areas: 'square dock' 'square ships' 'square log';
        grid-template-rows: auto auto 1fr;
        align-items: start;
      }
    }
    h3 {
      margin: 0 0 4.8px;
      font: 700 16px var(--vg-font-display);
    }
    .stage {
      position: relative;
      inline-size: min(100%, 62vh, 560px);
      min-inline-size: min(100%, 280px);
      border-radius: 18px;
      border: 3px solid var(--vg-wood-dark);
      box-shadow: var(--vg-shadow);
      overflow: hidden;
      background: var(--vv-field);
    }
    .stage.aiming {
      border-color: var(--vg-focus);
    }
    .stage:focus-visible {
      outline: 3px solid var(--vg-focus);
      outline-offset: 3px;
    }
    .controls {
      inline-size: 100%;
      display: grid;
      gap: 5.6px;
      min-block-size: 48px;
    }
    .controls.idle {
      min-block-size: 0;
    }
    .controls p {
      margin: 0;
    }
    .controls .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: 6.4px;
      align-items: center;
      justify-content: center;
    }
    .btn.icon {
      inline-size: 48px;
      padding: 0;
      font-size: 20.8px;
    }
    .btn.bowl {
      min-inline-size: 112px;
      font-size: 16.8px;
    }
    .strength {
      display: flex;
      align-items: center;
      gap: 8px;
      font-size: 13.6px;
      font-weight: 600;
    }
    .meter {
      position: relative;
      flex: 1;
      block-size: 14px;
      border-radius: 999px;
      border: 2px solid var(--vg-wood-dark);
      background: var(--vg-surface-2);
      overflow: hidden;
    }
    .meter .fill {
      position: absolute;
      inset: 0 auto 0 0;
      inline-size: calc(var(--s, 0.5) * 100%);
      background: linear-gradient(90deg, #7da453, #e5bd3c 60%, #c23b2e);
      transition: inline-size 120ms ease;
    }
    /* Room for "100%" in the bar's bold figures: "60%" touched the screen's edge at 360 px in 3ch (issue 26). */
    .strength {
      box-sizing: border-box;
      padding-inline: 6px;
    }
    .pct {
      flex: none;
      inline-size: 4.5ch;
      white-space: nowrap;
      text-align: end;
    }
    .aim-words {
      text-align: center;
      font-weight: 600;
    }
    /*
     * A phone (one column): the row with Bowl! goes above the square, so the prompt, Bowl! and the ball on its ramp
     * are all in a 360 x 740 first view; the strength, the aim in words and the hints stay under the square. The
     * aim bar's box gives way to its rows for this (display: contents), and the order is visual only: the keyboard
     * still meets the square first, then its buttons.
     */
    @container (max-width: 759px) {
      .aim-bar {
        display: contents;
      }
      .aim-bar .buttons {
        order: -1;
      }
      .aim-bar > * {
        inline-size: 100%;
      }
      .btn.icon {
        inline-size: 44px;
      }
      .btn.bowl {
        min-inline-size: 88px;
      }
    }
    /* The keys only where a keyboard is likely (a fine pointer that hovers), or once the square has keyboard focus:
       a phone is told to drag, never to press keys it does not have. */
    .key-list {
      display: none;
    }
    @media (hover: hover) and (pointer: fine) {
      .key-list {
        display: inline;
      }
    }
    .stage:focus-visible ~ * .key-list,
    .stage:focus-visible ~ .keys .key-list {
      display: inline;
    }
    /* In the tutorial on a phone the bubble says how to bowl: the same hint under the square would push the square, the
       prompt and the bubble beyond 740 px (it still describes the square to a screen reader: aria-describedby). */
    @media (max-width: 480px) {
      :host([tutorial]) .keys {
        display: none;
      }
      /* The aim in words on one line at 360 px. */
      .aim-words {
        margin-block: 4px;
        font-size: 0.9rem;
      }
    }
    .keys,
    .hint {
      color: var(--vg-ink-soft);
      font-size: 13.12px;
      text-align: center;
    }
    .label {
      font-weight: 700;
      text-align: center;
    }
    .mini {
      inline-size: 25.6px;
      block-size: 25.6px;
      flex: none;
    }
    .barrel-btn.chosen {
      border-color: var(--vg-focus);
      box-shadow: 0 0 0 2px var(--vg-focus);
    }
    .viking-btn {
      border-color: var(--c);
    }
    .initial {
      display: inline-grid;
      place-items: center;
      inline-size: 25.6px;
      block-size: 25.6px;
      border-radius: 50%;
      background: var(--c);
      color: #fffaf0;
      font: 800 15.2px var(--vg-font-display);
      border: 2px solid #2b1d12;
    }
    .dock-panel viking-valley-dock {
      border-radius: 14px;
      overflow: hidden;
      border: 3px solid var(--vg-wood-dark);
      background: linear-gradient(180deg, #cfe6ea, #f4ead3 60%);
      box-shadow: var(--vg-shadow);
    }
    ${darkTheme(css`background: linear-gradient(180deg, #1a2b33, #2a2119 60%);`, '.dock-panel viking-valley-dock')}
    .ships-panel {
      display: grid;
      gap: 8px;
    }
    .ships {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 8px;
    }
    /* A board under 288px (a sidebar) gives each ship the whole width,
       so its owner's name is read rather than cut to a letter or two. */
    @container (max-width: 288px) {
      .ships {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    .hoard {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 4.8px 11.2px;
      border-radius: var(--vg-radius);
      border: 2px solid var(--vg-line);
      background: var(--vg-surface);
      justify-self: start;
    }
    .hoard svg {
      inline-size: 46px;
      block-size: 30px;
    }
    .hoard strong {
      font: 800 22.4px var(--vg-font-display);
    }
    .jarl.all-lose {
      color: var(--vg-warn);
      font-weight: 800;
    }
    tr.unclaimed {
      font-style: italic;
    }
    /* "(unclaimed)" under the Viking's name: its words whole (the badge's name may break inside a long word). */
    table.final .note {
      display: block;
      font-size: 0.85em;
      font-weight: 600;
      overflow-wrap: normal;
    }
    /* The final table fits a 320 px dialog: fixed columns, the name column takes the rest and wraps long names
       between words (the badge's wrap). */
    table.final {
      table-layout: fixed;
    }
    table.final col.rank {
      inline-size: 2.6em;
    }
    table.final col.coins {
      inline-size: 3.6em;
    }
    table.final col.dock {
      inline-size: 4.6em;
    }
    /* A 320 px phone: smaller type and a narrower rank, so a name breaks between words, not inside one. */
    @container (max-width: 340px) {
      table.final {
        font-size: 0.88em;
      }
      table.final col.rank {
        inline-size: 2.2em;
      }
      /* The column heads in smaller type, so the longest (German "Münzen") keeps clear of its neighbour. */
      table.final thead th {
        font-size: 0.85em;
      }
    }
    table.final th[scope='row'] {
      overflow: hidden;
      text-align: start;
    }
  `,
];
