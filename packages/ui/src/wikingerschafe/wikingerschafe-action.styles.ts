import { css } from 'lit';

/**
 * The panel of the current choice (part `action`) and its controls, shared by the board (dice tray, placing,
 * assigning 6s, game over) and the child elements that draw a choice of their own
 * (`<wikingerschafe-reward-picker>`, `<wikingerschafe-scoring>`): one stylesheet object, adopted by each
 * shadow root, so the panels look the same wherever they are drawn.
 */
export const actionStyles = css`
  .action {
    padding: 11.2px;
    border-radius: var(--vg-radius);
    border: 2px solid var(--vg-wood-dark);
    background: var(--vg-surface);
    box-shadow: var(--vg-shadow);
  }
  .action h3 {
    margin: 0 0 8px;
    font-family: var(--vg-font-display);
    font-size: 17.28px;
  }
  .hint {
    margin: 0 0 8px;
    font-size: 12.8px;
    color: var(--vg-ink-soft);
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 7.2px;
  }
  /* The Back button under a step's choices (a class, not a style attribute: see shared/css-props.ts). */
  .buttons.back {
    margin-top: 8px;
  }
  .choices {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
    gap: 7.2px;
  }
  .choices .icon,
  .buttons .icon {
    inline-size: 25.6px;
    block-size: 25.6px;
    flex: none;
  }
  .faces {
    display: flex;
    flex-wrap: wrap;
    gap: 5.6px;
  }
  .faces .btn {
    padding: 3.2px;
    border-radius: 12px;
    --vg-die-size: 38px;
  }
  .targets {
    display: grid;
    gap: 6.4px;
  }
  .target-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 5.6px 9.6px;
  }
  /* The row's own icon (a re-rolled 6, a shield) at text size: unsized, it drew as a 110 px die outline (issue 26). */
  .target-row > span .icon {
    inline-size: 20.8px;
    block-size: 20.8px;
    vertical-align: -0.3em;
    margin-inline-end: 4px;
  }
  /* The Location chosen for a re-rolled 6 or shield: filled and ticked, unlike the others (issue 26: it looked the same). */
  .target-row .btn[aria-pressed='true'] {
    background: var(--vg-accent);
    border-color: var(--vg-accent);
    color: var(--vg-accent-ink);
  }
  .target-row .btn[aria-pressed='true']::before {
    content: '✓ ';
  }
  .target-row vg-player-badge {
    min-inline-size: 112px;
  }
  .faces .btn .icon {
    inline-size: 20.8px;
    block-size: 20.8px;
  }
  .end-actions {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    margin-block-start: 9.6px;
  }
`;
