// Model-based tests of the machines (DESIGN.md §5): every machine gets a test model whose shortest
// paths cover every state and every transition, and each path is replayed against a real actor.
// This file checks that the paths (built in paths.ts) really cover the machine.
import { getStateNodes } from '@xstate/graph';
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type StateNode,
} from 'xstate';
import { expect } from 'vitest';
import type { ModelPath } from './paths';

export { delayOf, describePath, transitionPaths, type ModelPath } from './paths';

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
