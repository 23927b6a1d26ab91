import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * Ids of the state nodes a snapshot of `machine` is in, outermost first (for Wikingerschafe's
 * `{ turn: 'rolling' }`: `wikingerschafe`, `wikingerschafe.turn`, `wikingerschafe.turn.rolling`), read from
 * the snapshot's public `value` and the machine's state nodes (`machine.root.states`).
 * @throws {RangeError} when `value` names a state the machine does not have
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids = [machine.root.id];
  const enter = (node: AnyStateNode, key: string): AnyStateNode => {
    const child = (node.states as Record<string, AnyStateNode>)[key];
    if (!child) throw new RangeError(`${machine.id}: no state "${key}" in ${node.id}`);
    ids.push(child.id);
    return child;
  };
  const walk = (node: AnyStateNode, state: StateValue) => {
    if (typeof state === 'string') enter(node, state);
    else for (const [key, inner] of Object.entries(state)) if (inner !== undefined) walk(enter(node, key), inner);
  };
  walk(machine.root, value);
  return ids;
}
