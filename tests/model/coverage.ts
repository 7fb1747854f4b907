// Model-based tests of the machines (DESIGN.md §5): every machine gets a test model whose shortest
// paths cover every state and every transition, and each path is replayed against a real actor.
// This file builds those paths, names them, and checks that they really cover the machine.
import { getStateNodes, TestModel, type StatePath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type StateNode,
} from 'xstate';
import { expect } from 'vitest';

export type ModelPath = StatePath<AnyMachineSnapshot, AnyEventObject>;

interface ModelOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Events with a payload, and the outcomes of invoked actors (`xstate.done.actor.<id>` with an output). */
  events?: AnyEventObject[];
  /** What tells two states apart besides their value; by default their whole context. */
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * Events that change only the context (a gallery's next picture): a state they lead to counts as
   * its own, as one a transition to another state value does, so each of them is taken.
   */
  contextEvents?: string[];
}

/**
 * The shortest paths to every state, where a state reached by another transition counts as another
 * state, so the paths take every transition. That is what `createTestModel` does, except that it
 * refuses delayed transitions and invocations: here a replay drives them with the (fake) clock and
 * with provided actors.
 */
export function transitionPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { input, events = [], stateKey = (snapshot) => snapshot.context, contextEvents = [] }: ModelOptions<TMachine> = {},
): ModelPath[] {
  const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(machine, {
    input,
    serializeState: (snapshot, event, previous) => {
      const state = JSON.stringify({ value: snapshot.value, key: stateKey(snapshot) });
      const sameValue = previous && JSON.stringify(previous.value) === JSON.stringify(snapshot.value);
      const distinct = event && (!sameValue || contextEvents.includes(event.type));
      return distinct ? `${state} via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : state;
    },
    events: (snapshot) =>
      __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
        const given = events.filter((event) => event.type === type);
        return given.length ? given : [{ type }];
      }),
  });
  return model.getShortestPaths();
}

/** `idle → START → waiting → after throttle → loading`, readable as a test name. */
export function describePath(path: ModelPath): string {
  return path.steps
    .map(({ event, state }, index) => (index === 0 ? stateName(state) : `${eventName(event)} → ${stateName(state)}`))
    .join(' → ');
}

function stateName(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown, prefix: string): string[] =>
    typeof value === 'string'
      ? [prefix + value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flatten(child, `${prefix}${key}.`));
  return flatten(snapshot.value, '').join('+');
}

function eventName({ type, ...payload }: AnyEventObject): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  const name = outcome ? `${outcome[2]} ${outcome[1]}` : type;
  const data = 'output' in payload ? payload.output : outcome ? undefined : payload;
  return data && Object.keys(data).length ? `${name} ${JSON.stringify(data)}` : name;
}

/** The milliseconds of the named delay behind an `xstate.after.<delay>.<state id>` event. */
export function delayOf(machine: AnyStateMachine, event: AnyEventObject): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1];
  if (name === undefined) throw new Error(`${event.type} is not a delayed event`);
  const delay: unknown = machine.implementations.delays[name] ?? Number(name);
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`Delay ${name} is not a fixed number`);
  return delay;
}

/**
 * Fails unless the paths, played on `machine` (the same machine they were made from), enter every
 * state node, take every transition (eventless and delayed ones included) and send every event type.
 * `events` lists the machine's event types; TypeScript insists on all of them.
 */
export function expectFullCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  models: Array<{ input?: InputFrom<TMachine>; paths: ModelPath[] }>,
  events: Record<EventFromLogic<TMachine>['type'], true>,
): void {
  const entered = new Set<StateNode>();
  const taken = new Set<AnyTransitionDefinition>();
  const sent = new Set<string>();

  for (const { input, paths } of models) {
    for (const path of paths) {
      const actor = createActor(machine, {
        input,
        inspect: (inspection) => {
          // Only the machine itself: invoked actors report to the same inspector.
          if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
          for (const transition of inspection._transitions) {
            taken.add(transition);
            entered.add(transition.source);
          }
          for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) entered.add(node);
        },
      });
      actor.start();
      for (const node of (actor.getSnapshot() as AnyMachineSnapshot)._nodes) entered.add(node);
      // Delayed and invocation events are sent as they are: this checks the model, not the clock.
      for (const { event } of path.steps.slice(1)) {
        sent.add(event.type);
        actor.send(event as EventFromLogic<TMachine>);
      }
      actor.stop();
    }
  }

  const nodes = getStateNodes(machine.root);
  const transitions = [machine.root, ...nodes].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
  expect(nodes.filter((node) => !entered.has(node)).map((node) => node.id), 'states never entered').toEqual([]);
  expect(transitions.filter((transition) => !taken.has(transition)).map(transitionName), 'transitions never taken').toEqual([]);
  expect(Object.keys(events).filter((type) => !sent.has(type)), 'events never sent').toEqual([]);
}

function transitionName(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((node) => node.id).join(', ') ?? '(stays)';
  return `${transition.source.id} --${transition.eventType || 'always'}--> ${targets}`;
}
