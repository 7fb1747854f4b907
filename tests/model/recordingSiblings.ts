// Runs one machine of the storefront's system beside its siblings, each registered under its
// systemId: stand-ins that record what they hear, so a test sees what the machine tells them
// through the wiring (src/machines/system.ts), and real ones where the test wants them.
import { createActor, createMachine, fromCallback, type ActorRefFrom, type AnyActorLogic, type EventObject, type InputFrom } from 'xstate';
import type { SystemId } from '../../src/machines/system';

export function startBesideSiblings<Logic extends AnyActorLogic>(
  logic: Logic,
  input: InputFrom<Logic>,
  recorded: SystemId[],
  real: Partial<Record<SystemId, { logic: AnyActorLogic; input: unknown }>> = {},
) {
  const told: { to: SystemId; event: EventObject }[] = [];
  const listener = (to: SystemId) => fromCallback<EventObject>(({ receive }) => receive((event) => void told.push({ to, event })));
  const root = createActor(
    createMachine({
      invoke: [
        ...recorded.map((id) => ({ id, systemId: id, src: listener(id) })),
        ...Object.entries(real).map(([id, sibling]) => ({ id, systemId: id, src: sibling!.logic, input: sibling!.input })),
        { id: 'subject', src: logic, input },
      ],
    }),
  ).start();
  return { actor: root.getSnapshot().children.subject as ActorRefFrom<Logic>, told, sibling: (id: SystemId) => root.getSnapshot().children[id], stop: () => root.stop() };
}
