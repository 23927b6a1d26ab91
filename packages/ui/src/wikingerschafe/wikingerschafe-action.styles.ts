import { css } from 'lit';

/**
 * The panel of the current choice (part `action`) and its controls, shared by the board (dice tray, placing,
 * assigning 6s, game over) and the child elements that draw a choice of their own
 * (`<wikingerschafe-reward-picker>`, `<wikingerschafe-scoring>`): one stylesheet object, adopted by each
 * shadow root, so the panels look the same wherever they are drawn.
 */
export const actionStyles = css`
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
  .end-actions {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
    margin-block-start: 0.6rem;
  }
`;
