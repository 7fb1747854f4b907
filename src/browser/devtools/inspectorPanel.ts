// The offline inspector (`?inspect=local` in development, client-start.tsx), where the Stately one
// (`?inspect`) needs stately.ai: a collapsible panel in a corner of the page listing the actor
// system's live actors with their state, and its last events with who sent each, fed by XState's
// inspection events. It is an element of its own at the end of the body, outside the root React
// hydrates, with its styles in a shadow root so that neither the shop's nor its own cross over.
// A developer's tool, in English only.
import type { InspectionEvent } from 'xstate';
import { createInspectionLog, keptEvents } from './inspectionLog';
import panelStyles from './inspectorPanel.css?inline';

/** Puts the panel on the page and returns the inspection callback that feeds it (createActor's `inspect`). */
export function mountInspectorPanel(): (event: InspectionEvent) => void {
  const log = createInspectionLog();
  const summary = document.createElement('summary');
  const actorList = document.createElement('ul');
  const eventList = document.createElement('ol');
  const details = document.createElement('details');
  details.open = true;
  details.append(summary, heading('Actors'), actorList, heading(`Last ${keptEvents} events, newest first`), eventList);

  const panel = document.createElement('aside');
  panel.className = 'inspector';
  panel.lang = 'en';
  panel.setAttribute('aria-label', 'Actor inspector');
  panel.append(details);
  const style = document.createElement('style');
  style.textContent = panelStyles;
  const host = document.createElement('div');
  host.id = 'actor-inspector';
  host.attachShadow({ mode: 'open' }).append(style, panel);
  document.body.append(host);

  // Inspection events come by the dozen in one step of the system: the panel is drawn once a frame.
  let scheduled = false;
  const render = () => {
    scheduled = false;
    const actors = log.actors();
    summary.textContent = `Actor inspector: ${actors.length} actors`;
    actorList.replaceChildren(...actors.map(({ name, state }) => line(subject(name), `: ${state}`)));
    eventList.replaceChildren(...log.events().map(({ sender, receiver, type }) => line(`${sender} → ${receiver}: `, subject(type))));
  };
  render();
  return (event) => {
    if (!log.record(event) || scheduled) return;
    scheduled = true;
    requestAnimationFrame(render);
  };
}

function heading(text: string): HTMLHeadingElement {
  const element = document.createElement('h2');
  element.textContent = text;
  return element;
}

function line(...parts: (string | Node)[]): HTMLLIElement {
  const item = document.createElement('li');
  item.append(...parts);
  return item;
}

/** What a line is about (an actor's name, an event's type), set apart from the rest of it. */
function subject(text: string): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = 'subject';
  element.textContent = text;
  return element;
}
