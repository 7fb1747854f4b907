// What the offline inspector panel (inspectorPanel.ts) shows, kept from XState's inspection events:
// the system's live actors with their current state, and the last events sent in it with who sent
// each. Actors are kept as references and read when shown: an actor learns its systemId, and its
// first state, only after the inspection event that announces it.
import type { ActorRefLike, AnyActor, InspectionEvent, Snapshot, StateValue } from 'xstate';

/** How many events the log keeps: enough to follow a flow, few enough to read. */
export const keptEvents = 50;

/** The name shown for a sender that is no actor: a view, the client's start, a browser callback. */
export const outsideSender = '(outside)';

export interface ShownActor {
  name: string;
  state: string;
}

export interface ShownEvent {
  sender: string;
  receiver: string;
  type: string;
}

interface LoggedEvent {
  sender: ActorRefLike | undefined;
  receiver: ActorRefLike;
  type: string;
}

export interface InspectionLog {
  /** Takes one inspection event; says whether what the panel shows may have changed. */
  record(event: InspectionEvent): boolean;
  /** The live actors, in the order they were created. */
  actors(): ShownActor[];
  /** The last events, newest first. */
  events(): ShownEvent[];
}

export function createInspectionLog(): InspectionLog {
  let rootId: string | undefined;
  const live = new Map<string, ActorRefLike>();
  const events: LoggedEvent[] = [];
  const nameOf = (ref: ActorRefLike) => actorName(ref, rootId);

  return {
    record(event) {
      rootId ??= event.rootId;
      switch (event.type) {
        case '@xstate.actor':
          live.set(event.actorRef.sessionId, event.actorRef);
          return true;
        case '@xstate.snapshot':
          // A stopped, finished or failed actor has left the system.
          if (event.snapshot.status !== 'active') live.delete(event.actorRef.sessionId);
          return true;
        case '@xstate.event':
          events.push({ sender: event.sourceRef, receiver: event.actorRef, type: event.event.type });
          if (events.length > keptEvents) events.shift();
          return true;
        default:
          return false;
      }
    },
    actors: () => [...live.values()].map((ref) => ({ name: nameOf(ref), state: stateText(ref.getSnapshot()) })),
    events: () =>
      events.map(({ sender, receiver, type }) => ({ sender: sender ? nameOf(sender) : outsideSender, receiver: nameOf(receiver), type })).reverse(),
  };
}

/** An actor's systemId; else its id (an invoked or spawned helper), and "root" for the root, whose id is a session number. */
function actorName(ref: ActorRefLike, rootId: string | undefined): string {
  // Inspection events hand out the actors themselves, typed down to what every actor-like has.
  const actor = ref as AnyActor;
  if (actor.systemId) return actor.systemId;
  return ref.sessionId === rootId ? 'root' : actor.id;
}

/** A machine's state value ("ready.settled"; parallel regions in braces), or another actor's status. */
function stateText(snapshot: Snapshot<unknown>): string {
  const { value } = snapshot as { value?: StateValue };
  return (snapshot.status === 'active' && stateValueText(value)) || snapshot.status;
}

function stateValueText(value: StateValue | undefined): string {
  if (value === undefined || typeof value === 'string') return value ?? '';
  const regions = Object.entries(value).map(([key, inner]) => [key, stateValueText(inner)].filter(Boolean).join('.'));
  return regions.length > 1 ? `{${regions.join(', ')}}` : (regions[0] ?? '');
}
