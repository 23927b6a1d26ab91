import { css } from 'lit';
import { controlStyles, themeTokens } from '../shared/theme.js';

export const boardStyles = [
  themeTokens,
  controlStyles,
  css`
    :host {
      display: block;
      container-type: inline-size;
      min-width: 300px;
      max-width: 1200px;
    }
    :host([hidden]) {
      display: none;
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
    .hero-sheep {
      inline-size: 64px;
      block-size: 54px;
      flex: none;
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
    :host([theme='dark']) h2 {
      color: var(--vg-accent);
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) h2 {
        color: var(--vg-accent);
      }
    }
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
      min-height: 40px;
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
    .prompt vg-player-badge {
      --vg-ink: #fffaf0;
    }
    .prompt .dot {
      inline-size: 0.8rem;
      block-size: 0.8rem;
      border-radius: 50%;
      flex: none;
      background: var(--c, var(--vg-accent));
      box-shadow: 0 0 0 2px #fffaf0;
    }
    .prompt.thinking .dot {
      animation: pulse 900ms ease-in-out infinite alternate;
    }
    @keyframes pulse {
      to {
        transform: scale(0.55);
        opacity: 0.6;
      }
    }
    .layout {
      display: grid;
      gap: 0.75rem;
    }
    .main,
    .side {
      display: grid;
      gap: 0.75rem;
      align-content: start;
      min-width: 0;
    }
    @container (min-width: 860px) {
      .layout {
        grid-template-columns: minmax(0, 1fr) 290px;
      }
    }
    .action {
      padding: 0.7rem;
      border-radius: var(--vg-radius);
      border: 2px solid var(--vg-wood-dark);
      background: var(--vg-surface);
      box-shadow: var(--vg-shadow);
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
      padding: 0.45rem;
      margin-block-end: 0.55rem;
      border-radius: 14px;
      background:
        radial-gradient(ellipse at 50% 0%, rgb(255 255 255 / 0.12), transparent 70%),
        linear-gradient(180deg, #6b4424 0%, #4a2c14 100%);
      box-shadow: inset 0 3px 10px rgb(0 0 0 / 0.45);
      min-height: 64px;
      align-items: center;
    }
    .die-btn {
      padding: 3px;
      border: none;
      border-radius: 14px;
      background: transparent;
      --vg-die-size: clamp(32px, 9.5cqi, 56px);
    }
    .die-btn:disabled {
      cursor: default;
    }
    .die-btn[aria-pressed='true'] {
      background: rgb(255 255 255 / 0.22);
    }
    .btn.small {
      min-height: 40px;
      padding: 0.3em 0.8em;
      font-size: 0.85rem;
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
    .choices {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
      gap: 0.45rem;
    }
    .choices .btn {
      justify-content: flex-start;
      text-align: start;
      border-radius: 12px;
      min-height: 48px;
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
    @container (min-width: 560px) {
      .locations {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    }
    @container (min-width: 860px) {
      .locations {
        grid-template-columns: repeat(5, minmax(0, 1fr));
      }
    }
    .players {
      display: grid;
      gap: 0.5rem;
    }
    @container (min-width: 560px) and (max-width: 859px) {
      .players {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }
    details.log {
      border-radius: var(--vg-radius);
      border: 2px solid var(--vg-line);
      background: var(--vg-surface);
    }
    details.log summary {
      padding: 0.5rem 0.7rem;
      font-weight: 700;
      cursor: pointer;
      min-height: 28px;
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
    th[scope='row'],
    thead th:first-child {
      text-align: start;
    }
    tr.win {
      background: color-mix(in srgb, var(--vg-mead) 25%, transparent);
      font-weight: 700;
    }
    .scroll {
      overflow-x: auto;
    }
    .removed {
      color: var(--vg-warn);
      font-size: 0.78rem;
    }
    .jarl {
      font-family: var(--vg-font-display);
      font-size: 1.2rem;
      margin: 0.2rem 0 0.6rem;
    }
    .crown {
      color: var(--vg-mead);
    }
    .end-actions {
      display: flex;
      gap: 0.5rem;
      flex-wrap: wrap;
      margin-block-start: 0.6rem;
    }
    .rules li {
      margin-block-end: 0.4rem;
    }
  `,
];
