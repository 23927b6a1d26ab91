export * from './rng.js';
export * from './seats.js';
export * from './persistence.js';
export { contextIssue, type ContextSchema } from './context-issue.js';
export * from './game-module.js';
export * from './playout.js';
export { activeStateIds } from './state-nodes.js';
export * from './golden.js';
