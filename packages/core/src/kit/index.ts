export * from './rng.js';
export * from './seats.js';
export * from './persistence.js';
export { contextIssue, type ContextSchema } from './context-issue.js';
export * from './game-module.js';
export * from './playout.js';
export { IllegalMoveError } from './errors.js';
export { tableInput } from './table.js';
export { activeStateIds } from './state-nodes.js';
export { mayTakeBackMove, SCORING_TAG } from './take-back.js';
export { currentSeatToAct, lastMoverOf, movesOfSeat, peopleToAct, turnKeyOf, type LastMover, type OneSeatSnapshot } from './turn.js';
export {
  botStepMove,
  countedSteps,
  matchesMove,
  positionedStart,
  stepKind,
  type BotStep,
  type ExplainStep,
  type MovePattern,
  type MoveStep,
  type StepFlow,
  type Tutorial,
  type TutorialStep,
} from './tutorial.js';
export { checkTutorial, type CheckOptions } from './tutorial-check.js';
export { MASKED_ID, MASKED_RNG, maskIds } from './redact.js';
