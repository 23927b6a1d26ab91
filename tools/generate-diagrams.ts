/**
 * Draws each game's statechart as an SVG, from the machine itself (XState v5's public state-node API), so
 * the picture on the docs page and in Storybook is the chart the rules run, not a drawing of it.
 *
 *   npm run generate-diagrams               writes packages/core/src/<game>/<game>.chart.svg for every game
 *   npm run generate-diagrams -- --check    exits 1 when a committed chart differs from what its machine gives now
 *
 * States are rounded boxes (a compound state is a box holding its children), the initial state of each
 * level has a start dot, a final state a double border. Transitions are arrows labelled
 * `event [guard] / actions`; eventless (`always`) ones are dashed and labelled `always`. Moves that stay in
 * their state (no target) are listed inside its box with ↻. ELK's layered layout (elkjs) puts the turn top
 * to bottom in the order the machine declares its states. Same machine, same bytes: nothing here reads a
 * clock, a random number or the fonts installed (text widths are estimated).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { games } from '@viking-games/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where a game's chart is committed, relative to the repository root. */
export function chartPath(game: string): string {
  return `packages/core/src/${game}/${game}.chart.svg`;
}

// The model: what the chart shows, read from the machine

/** One transition as the chart labels it. */
interface Label {
  /** `player.roll`, or `always` for an eventless transition. */
  event: string;
  always: boolean;
  /** The guard as written (`isOver`, `showsNessie and hasLoadedShip`, `not mustRetry`), `else` for an unguarded fallback. */
  guard?: string;
  actions: string[];
}

interface ChartState {
  id: string;
  key: string;
  type: AnyStateNode['type'];
  children: ChartState[];
  /** Id of the child entered first (compound states). */
  initial?: string;
  /** Transitions that stay in this state (no target): listed inside its box. */
  stays: Label[];
  /**
   * Only passed through: an unguarded eventless transition leaves it within the same step (Wilde Wikinger's
   * `shipDie`), so no snapshot rests there. Drawn dashed.
   */
  passing: boolean;
}

interface ChartEdge {
  source: string;
  target: string;
  label: Label;
}

interface Chart {
  machineId: string;
  root: ChartState;
  edges: ChartEdge[];
  /** Transitions of the machine's root: taken from any state. */
  fromAnyState: ChartEdge[];
}

/** A guard as the machine names it: `isOver`, `{ type: 'isOver' }`, or `and`/`or`/`not` of those. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) {
      const names = inner.map(guardName);
      if (guard.name === 'not') return `not ${names.join(', ')}`;
      return names.join(` ${guard.name} `);
    }
    return guard.name || 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline guard';
}

/** An action as the machine names it: `rollDice`, `{ type: 'rollDice' }`, or a built-in's type. */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function') && 'type' in action) return String((action as { type: unknown }).type);
  if (typeof action === 'function' && action.name) return action.name;
  return 'inline action';
}

type Transition = NonNullable<AnyStateNode['always']>[number];

/**
 * Labels a state's transitions for one event (or its `always` list), in the machine's order: the first
 * whose guard holds is taken, so an unguarded one after guarded ones reads `[else]`.
 */
function labels(event: string, always: boolean, transitions: readonly Transition[]): { transition: Transition; label: Label }[] {
  return transitions.map((transition, index) => ({
    transition,
    label: {
      event: always ? 'always' : event,
      always,
      guard: transition.guard !== undefined ? guardName(transition.guard) : index > 0 ? 'else' : undefined,
      actions: transition.actions.map(actionName),
    },
  }));
}

/** Reads the chart from the machine: `machine.root`, each node's `states`, `transitions` (`on`), `always` and `initial`. */
export function chartOf(machine: AnyStateMachine): Chart {
  const edges: ChartEdge[] = [];
  const fromAnyState: ChartEdge[] = [];
  const read = (node: AnyStateNode): ChartState => {
    const stays: Label[] = [];
    const route = (event: string, always: boolean, transitions: readonly Transition[]) => {
      for (const { transition, label } of labels(event, always, transitions)) {
        const targets = transition.target ?? [];
        if (targets.length === 0) stays.push(label);
        for (const target of targets) (node === machine.root ? fromAnyState : edges).push({ source: node.id, target: target.id, label });
      }
    };
    // `onDone` is listed under XState's internal event name; the chart says `done`.
    for (const [event, transitions] of node.transitions) route(event.startsWith('xstate.done.state.') ? 'done' : event, false, transitions);
    if (node.always) route('always', true, node.always);
    const children = (Object.values(node.states) as AnyStateNode[]).map(read);
    return {
      id: node.id,
      key: node.key,
      type: node.type,
      children,
      initial: node.type === 'compound' ? node.initial.target[0]?.id : undefined,
      stays,
      passing: children.length === 0 && (node.always ?? []).some((transition) => transition.guard === undefined),
    };
  };
  const rootState = read(machine.root);
  return { machineId: machine.id, root: rootState, edges, fromAnyState };
}

// Text: estimated widths, so the layout needs no fonts and gives the same bytes everywhere

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const MONO = 'ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace';
const NAME_SIZE = 15;
const LABEL_SIZE = 12;
const LINE = 16;
/** Wide enough for DejaVu Sans Bold, the widest common system-ui (Linux); narrower fonts get more air. */
const nameWidth = (text: string) => text.length * NAME_SIZE * 0.64;
/** Monospace advances are 0.55 (Consolas) to 0.61 (DejaVu Sans Mono) em. */
const monoWidth = (text: string) => text.length * LABEL_SIZE * 0.61;

const COLOURS = {
  card: '#fffdf8',
  cardStroke: '#d9cdb8',
  ink: '#2a211b',
  state: '#ffffff',
  compound: '#f5eddf',
  compoundStroke: '#8a7660',
  guard: '#8a4510',
  action: '#5a6472',
  always: '#6b5a48',
  labelBack: '#fffdf8',
};

/** The lines of a transition label: `event [guard]`, then `/ actions` when there are any. */
function labelLines(label: Label): { event: string; guard?: string; actions?: string } {
  return {
    event: label.event,
    guard: label.guard ? `[${label.guard}]` : undefined,
    actions: label.actions.length ? `/ ${label.actions.join(', ')}` : undefined,
  };
}

function labelSize(label: Label): { width: number; height: number } {
  const lines = labelTextLines(label);
  return { width: Math.ceil(Math.max(...lines.map(monoWidth)) + 10), height: lines.length * LINE + 6 };
}

/** The label as it is drawn: the event, its guard under it, its actions under that (narrow labels keep the chart narrow). */
function labelTextLines(label: Label): string[] {
  const lines = labelLines(label);
  return [lines.event, ...(lines.guard ? [lines.guard] : []), ...(lines.actions ? [lines.actions] : [])];
}

/** Words for a state key: `roundScoring` stays as the machine names it (the chart is the code's map). */
const stayLine = (label: Label) => {
  const lines = labelLines(label);
  return `↻ ${lines.event}${lines.guard ? ` ${lines.guard}` : ''}${lines.actions ? ` ${lines.actions}` : ''}`;
};

/**
 * The order the turn visits sibling states: a depth-first walk from the initial state along the transitions
 * in the machine's order marks the arrows that lead back (to a state still on the walk); the rest form a
 * flow, listed so every state comes after those that lead to it (ties in the machine's order). ELK keeps
 * this order (`considerModelOrder`), so the chart reads top to bottom as the game is played.
 */
function flowOrder(level: ChartState[], initial: string | undefined, edges: readonly ChartEdge[]): ChartState[] {
  const owner = new Map<string, ChartState>();
  const claim = (state: ChartState, top: ChartState) => {
    owner.set(state.id, top);
    state.children.forEach((child) => claim(child, top));
  };
  level.forEach((state) => claim(state, state));
  const next = new Map<ChartState, ChartState[]>(level.map((state) => [state, []]));
  for (const edge of edges) {
    const from = owner.get(edge.source);
    const to = owner.get(edge.target);
    if (from && to && from !== to && !next.get(from)!.includes(to)) next.get(from)!.push(to);
  }
  const back = new Set<string>();
  const done = new Set<ChartState>();
  const onWalk = new Set<ChartState>();
  const walk = (state: ChartState) => {
    onWalk.add(state);
    for (const to of next.get(state)!) {
      if (onWalk.has(to)) back.add(`${state.id} ${to.id}`);
      else if (!done.has(to)) walk(to);
    }
    onWalk.delete(state);
    done.add(state);
  };
  const first = level.find((state) => state.id === initial);
  for (const state of first ? [first, ...level] : level) if (!done.has(state)) walk(state);
  const order: ChartState[] = [];
  const waiting = new Map(level.map((state) => [state, level.filter((from) => next.get(from)!.includes(state) && !back.has(`${from.id} ${state.id}`)).length]));
  while (order.length < level.length) {
    const ready = (first && !order.includes(first) ? [first] : []).concat(level.filter((state) => !order.includes(state) && waiting.get(state) === 0));
    const pick = ready[0] ?? level.find((state) => !order.includes(state))!;
    order.push(pick);
    for (const to of next.get(pick)!) if (!back.has(`${pick.id} ${to.id}`)) waiting.set(to, waiting.get(to)! - 1);
  }
  return order;
}

/** A compound state's heading; a parallel state's children are all active at once. */
const compoundName = (state: ChartState) => (state.type === 'parallel' ? `${state.key} (all at once)` : state.key);

// Layout (elkjs)

const PAD = 12;
const HEADER = 30;
const DOT = 14;

interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function layout(chart: Chart) {
  const boxOf = (state: ChartState): ElkNode => {
    if (state.children.length) {
      const initialDot: ElkNode[] = state.initial ? [{ id: `${state.id}#start`, width: DOT, height: DOT }] : [];
      return {
        id: state.id,
        layoutOptions: {
          'elk.padding': `[top=${HEADER + 6},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`,
          // At least as wide as its name, however small its children. Given as (height, width): with
          // INCLUDE_CHILDREN and direction DOWN, elkjs 0.12 applies a compound node's minimum before turning
          // the layout downwards, so (w, h) came out w tall and h wide.
          'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${HEADER + 40}, ${Math.ceil(nameWidth(compoundName(state)) + 2 * PAD + 8)})`,
        },
        children: [...initialDot, ...flowOrder(state.children, state.initial, chart.edges).map(boxOf)],
      };
    }
    const lines = state.stays.map(stayLine);
    const width = Math.max(nameWidth(state.key) + 2 * PAD + 8, ...lines.map((line) => monoWidth(line) + 2 * PAD), 110);
    const height = 38 + (lines.length ? lines.length * LINE + 8 : 0);
    return { id: state.id, width: Math.ceil(width), height };
  };
  const edges: ElkExtendedEdge[] = [];
  const edgeLabels = new Map<string, Label>();
  const addEdge = (source: string, target: string, label?: Label) => {
    const id = `e${edges.length}`;
    edges.push({
      id,
      sources: [source],
      targets: [target],
      labels: label
        ? [
            {
              id: `${id}.label`,
              text: stayLine(label),
              ...labelSize(label),
              layoutOptions: { 'elk.edgeLabels.placement': 'CENTER', 'elk.edgeLabels.inline': 'true' },
            },
          ]
        : [],
    });
    if (label) edgeLabels.set(id, label);
  };
  const starts = (state: ChartState) => {
    if (state.initial) addEdge(`${state.id}#start`, state.initial);
    state.children.forEach(starts);
  };
  starts(chart.root);
  const anyState: ElkNode[] = chart.fromAnyState.length ? [{ id: '#any', width: Math.ceil(nameWidth('any state') * 0.9 + 2 * PAD), height: 30 }] : [];
  for (const edge of chart.fromAnyState) addEdge('#any', edge.target, edge.label);
  for (const edge of chart.edges) addEdge(edge.source, edge.target, edge.label);

  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.spacing.nodeNodeBetweenLayers': '34',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      'elk.spacing.nodeNode': '34',
      'elk.spacing.edgeNode': '18',
      'elk.spacing.edgeEdge': '14',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.randomSeed': '1',
    },
    children: [
      ...anyState,
      ...(chart.root.initial ? [{ id: `${chart.root.id}#start`, width: DOT, height: DOT }] : []),
      ...flowOrder(chart.root.children, chart.root.initial, [...chart.fromAnyState, ...chart.edges]).map(boxOf),
    ],
    edges,
  };
  const laid = await new ELK().layout(graph);
  return { laid, edgeLabels };
}

// Drawing

const n = (value: number) => String(Math.round(value * 10) / 10);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An orthogonal polyline with rounded bends, as a path. */
function roundedPath(points: { x: number; y: number }[], radius = 7): string {
  let d = `M${n(points[0].x)} ${n(points[0].y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [a, b, c] = [points[i - 1], points[i], points[i + 1]];
    const inLength = Math.hypot(b.x - a.x, b.y - a.y);
    const outLength = Math.hypot(c.x - b.x, c.y - b.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    const before = { x: b.x - ((b.x - a.x) / (inLength || 1)) * r, y: b.y - ((b.y - a.y) / (inLength || 1)) * r };
    const after = { x: b.x + ((c.x - b.x) / (outLength || 1)) * r, y: b.y + ((c.y - b.y) / (outLength || 1)) * r };
    d += ` L${n(before.x)} ${n(before.y)} Q${n(b.x)} ${n(b.y)} ${n(after.x)} ${n(after.y)}`;
  }
  const last = points[points.length - 1];
  return `${d} L${n(last.x)} ${n(last.y)}`;
}

/** The legend under the chart: what each mark means. */
const LEGEND: { mark: 'dot' | 'move' | 'always' | 'stay' | 'passing' | 'final'; text: string }[] = [
  { mark: 'dot', text: 'start' },
  { mark: 'move', text: 'move: event [guard] / actions' },
  { mark: 'always', text: 'always: taken at once, the first whose guard holds' },
  { mark: 'stay', text: 'a move that stays in its state' },
  { mark: 'passing', text: 'passed through, never rested in' },
  { mark: 'final', text: 'final state' },
];

export async function renderChart(game: string, machine: AnyStateMachine, title: string): Promise<string> {
  const chart = chartOf(machine);
  const { laid, edgeLabels } = await layout(chart);
  const states = new Map<string, ChartState>();
  const index = (state: ChartState) => {
    states.set(state.id, state);
    state.children.forEach(index);
  };
  index(chart.root);

  const MARGIN = 20;
  const TITLE = 52;
  const graphWidth = laid.width ?? 0;
  const graphHeight = laid.height ?? 0;
  const has = {
    final: [...states.values()].some((s) => s.type === 'final'),
    passing: [...states.values()].some((s) => s.passing),
    stay: [...states.values()].some((s) => s.stays.length > 0),
  };
  const legendItems = LEGEND.filter(
    (item) => (item.mark !== 'final' || has.final) && (item.mark !== 'passing' || has.passing) && (item.mark !== 'stay' || has.stay),
  );
  const legendWidths = legendItems.map((item) => 30 + item.text.length * 12 * 0.56 + 18);
  const width = Math.ceil(Math.max(graphWidth + 2 * MARGIN, 360));
  // Legend items flow into rows as wide as the chart.
  const rows: number[][] = [[]];
  let rowWidth = 0;
  legendWidths.forEach((w, i) => {
    if (rowWidth + w > width - 2 * MARGIN && rows[rows.length - 1].length) {
      rows.push([]);
      rowWidth = 0;
    }
    rows[rows.length - 1].push(i);
    rowWidth += w;
  });
  const legendTop = TITLE + graphHeight + 14;
  const height = Math.ceil(legendTop + rows.length * 22 + 14);
  const ox = (width - graphWidth) / 2;
  const oy = TITLE;

  const out: string[] = [];
  const totalStates = states.size - 1;
  const totalMoves = chart.edges.length + chart.fromAnyState.length + [...states.values()].reduce((sum, s) => sum + s.stays.length, 0);
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${game}-chart-title ${game}-chart-desc">`,
    `<title id="${game}-chart-title">${escapeXml(title)}: the statechart</title>`,
    `<desc id="${game}-chart-desc">Generated from the ${escapeXml(chart.machineId)} machine by tools/generate-diagrams.ts: ${totalStates} states and ${totalMoves} transitions. Boxes are states, arrows the moves between them, labelled event [guard] / actions; dashed arrows are taken at once when their guard holds.</desc>`,
    `<defs>`,
    `<marker id="${game}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 1 L10 5 L0 9 z" fill="${COLOURS.ink}"/></marker>`,
    `<marker id="${game}-arrow-always" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 1 L10 5 L0 9 z" fill="${COLOURS.always}"/></marker>`,
    `</defs>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="14" fill="${COLOURS.card}" stroke="${COLOURS.cardStroke}"/>`,
    `<text x="${MARGIN}" y="30" font-family="${escapeXml(FONT)}" font-size="18" font-weight="700" fill="${COLOURS.ink}">${escapeXml(title)}</text>`,
    `<text x="${MARGIN}" y="46" font-family="${escapeXml(MONO)}" font-size="11" fill="${COLOURS.action}">${escapeXml(`${chart.machineId} machine · npm run generate-diagrams`)}</text>`,
    `<g transform="translate(${n(ox)} ${n(oy)})">`,
  );

  // Boxes, outermost first so children paint over their container.
  const drawNode = (node: ElkNode) => {
    const box = node as ElkNode & Placed;
    if (node.id.endsWith('#start')) {
      out.push(`<circle cx="${n(box.x + box.width / 2)}" cy="${n(box.y + box.height / 2)}" r="${n(DOT / 2 - 1)}" fill="${COLOURS.ink}"/>`);
      return;
    }
    if (node.id === '#any') {
      out.push(
        `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="15" fill="${COLOURS.card}" stroke="${COLOURS.ink}" stroke-dasharray="4 3"/>`,
        `<text x="${n(box.x + box.width / 2)}" y="${n(box.y + 19.5)}" text-anchor="middle" font-family="${escapeXml(FONT)}" font-size="13" font-style="italic" fill="${COLOURS.ink}">any state</text>`,
      );
      return;
    }
    const state = states.get(node.id)!;
    if (state.children.length) {
      out.push(
        `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="14" fill="${COLOURS.compound}" stroke="${COLOURS.compoundStroke}" stroke-width="1.5"/>`,
        `<text x="${n(box.x + PAD + 4)}" y="${n(box.y + 22)}" font-family="${escapeXml(FONT)}" font-size="${NAME_SIZE}" font-weight="700" fill="${COLOURS.ink}">${escapeXml(compoundName(state))}</text>`,
      );
      for (const child of node.children ?? []) drawNode(child);
      return;
    }
    out.push(
      `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="10" fill="${state.passing ? COLOURS.compound : COLOURS.state}" stroke="${COLOURS.ink}" stroke-width="1.5"${state.passing ? ' stroke-dasharray="5 3"' : ''}/>`,
    );
    if (state.type === 'final') {
      out.push(
        `<rect x="${n(box.x + 3.5)}" y="${n(box.y + 3.5)}" width="${n(box.width - 7)}" height="${n(box.height - 7)}" rx="7" fill="none" stroke="${COLOURS.ink}"/>`,
      );
    }
    out.push(
      `<text x="${n(box.x + box.width / 2)}" y="${n(box.y + 24)}" text-anchor="middle" font-family="${escapeXml(FONT)}" font-size="${NAME_SIZE}" font-weight="700" fill="${COLOURS.ink}">${escapeXml(state.key)}</text>`,
    );
    if (state.stays.length) {
      out.push(`<line x1="${n(box.x + 8)}" y1="${n(box.y + 36)}" x2="${n(box.x + box.width - 8)}" y2="${n(box.y + 36)}" stroke="${COLOURS.cardStroke}"/>`);
      state.stays.forEach((label, i) => {
        const lines = labelLines(label);
        out.push(
          `<text x="${n(box.x + PAD)}" y="${n(box.y + 36 + (i + 1) * LINE)}" font-family="${escapeXml(MONO)}" font-size="${LABEL_SIZE}" fill="${COLOURS.ink}">↻ ${escapeXml(lines.event)}` +
            (lines.guard ? ` <tspan fill="${COLOURS.guard}">${escapeXml(lines.guard)}</tspan>` : '') +
            (lines.actions ? ` <tspan fill="${COLOURS.action}" font-style="italic">${escapeXml(lines.actions)}</tspan>` : '') +
            `</text>`,
        );
      });
    }
  };
  for (const child of laid.children ?? []) drawNode(child);

  // Arrows, then their labels over them.
  const labelsOut: string[] = [];
  for (const edge of laid.edges ?? []) {
    const label = edgeLabels.get(edge.id);
    for (const section of edge.sections ?? []) {
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      const dashed = label?.always ?? false;
      out.push(
        `<path d="${roundedPath(points)}" fill="none" stroke="${dashed ? COLOURS.always : COLOURS.ink}" stroke-width="1.5"${dashed ? ' stroke-dasharray="6 4"' : ''} marker-end="url(#${game}-arrow${dashed ? '-always' : ''})"/>`,
      );
    }
    const placed = edge.labels?.[0] as (Placed & { id: string }) | undefined;
    if (!label || !placed) continue;
    const lines = labelLines(label);
    const x = placed.x + placed.width / 2;
    let y = placed.y + 3 + LINE - 4;
    labelsOut.push(
      `<rect x="${n(placed.x)}" y="${n(placed.y)}" width="${n(placed.width)}" height="${n(placed.height)}" rx="4" fill="${COLOURS.labelBack}" stroke="${label.always ? COLOURS.always : COLOURS.cardStroke}"${label.always ? ' stroke-dasharray="3 2"' : ''}/>`,
      `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${escapeXml(MONO)}" font-size="${LABEL_SIZE}" fill="${label.always ? COLOURS.always : COLOURS.ink}"${label.always ? ' font-style="italic"' : ' font-weight="700"'}>${escapeXml(lines.event)}</text>`,
    );
    if (lines.guard) {
      y += LINE;
      labelsOut.push(
        `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${escapeXml(MONO)}" font-size="${LABEL_SIZE}" fill="${COLOURS.guard}">${escapeXml(lines.guard)}</text>`,
      );
    }
    if (lines.actions) {
      y += LINE;
      labelsOut.push(
        `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${escapeXml(MONO)}" font-size="${LABEL_SIZE}" font-style="italic" fill="${COLOURS.action}">${escapeXml(lines.actions)}</text>`,
      );
    }
  }
  out.push(...labelsOut, `</g>`);

  // Legend.
  out.push(`<g font-family="${escapeXml(FONT)}" font-size="12" fill="${COLOURS.ink}">`);
  rows.forEach((row, r) => {
    let x = MARGIN;
    const y = legendTop + r * 22 + 11;
    for (const i of row) {
      const item = legendItems[i];
      if (item.mark === 'dot') out.push(`<circle cx="${n(x + 12)}" cy="${n(y - 4)}" r="5" fill="${COLOURS.ink}"/>`);
      if (item.mark === 'move')
        out.push(`<path d="M${n(x)} ${n(y - 4)} H${n(x + 22)}" stroke="${COLOURS.ink}" stroke-width="1.5" marker-end="url(#${game}-arrow)"/>`);
      if (item.mark === 'always')
        out.push(
          `<path d="M${n(x)} ${n(y - 4)} H${n(x + 22)}" stroke="${COLOURS.always}" stroke-width="1.5" stroke-dasharray="6 4" marker-end="url(#${game}-arrow-always)"/>`,
        );
      if (item.mark === 'stay') out.push(`<text x="${n(x + 12)}" y="${n(y)}" text-anchor="middle" font-family="${escapeXml(MONO)}">↻</text>`);
      if (item.mark === 'passing') {
        out.push(
          `<rect x="${n(x)}" y="${n(y - 12)}" width="24" height="16" rx="4" fill="${COLOURS.compound}" stroke="${COLOURS.ink}" stroke-dasharray="4 2"/>`,
        );
      }
      if (item.mark === 'final') {
        out.push(
          `<rect x="${n(x)}" y="${n(y - 12)}" width="24" height="16" rx="4" fill="${COLOURS.state}" stroke="${COLOURS.ink}"/>`,
          `<rect x="${n(x + 2.5)}" y="${n(y - 9.5)}" width="19" height="11" rx="2.5" fill="none" stroke="${COLOURS.ink}"/>`,
        );
      }
      out.push(`<text x="${n(x + 30)}" y="${n(y)}">${escapeXml(item.text)}</text>`);
      x += legendWidths[i];
    }
  });
  out.push(`</g>`, `</svg>`, '');
  return out.join('\n');
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [id, game] of Object.entries(games)) {
    const path = chartPath(id);
    const svg = await renderChart(id, game.machine, game.title);
    const file = join(root, path);
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(path);
    } else {
      writeFileSync(file, svg);
      console.log(`wrote ${relative(root, file)} (${(svg.length / 1024).toFixed(1)} kB)`);
    }
  }
  if (check) {
    if (stale.length) {
      console.error(
        `Statechart diagrams differ from what their machines give now (a machine or tools/generate-diagrams.ts changed, or a chart was edited by hand):\n${stale.map((p) => `  ${p}`).join('\n')}\nRegenerate them with: npm run generate-diagrams`,
      );
      process.exitCode = 1;
    } else {
      console.log(`statechart diagrams: ${Object.keys(games).length} up to date`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
