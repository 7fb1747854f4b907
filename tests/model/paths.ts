// The paths of a test model (DESIGN.md §5): shortest paths that take every transition, and their
// names. Free of any test runner, so the model tests (vitest) and the browser tests (Playwright)
// both build their paths here.
import { TestModel, type StatePath } from '@xstate/graph';
import { __unsafe_getAllOwnEventDescriptors, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type InputFrom } from 'xstate';

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
