// What the browser suite's model replays share (cartModel, checkoutModel and sessionModel specs):
// the paths a UI model is walked by, the check that they cover it, and a gate in front of the store
// that holds a request until the step lets it through.
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../model/paths';
import type { Request } from '@playwright/test';
import { expect, type Page, type Route } from './test';

type UiModel = ReturnType<typeof createMachine>;

/** The model's shortest paths, less those that are the start of a longer one (that one walks them). */
export function walkedPaths(model: UiModel, options: Parameters<typeof transitionPaths>[1] = {}): ModelPath[] {
  const all = transitionPaths(model, options);
  const stepsOf = (path: ModelPath) => path.steps.slice(1).map((step) => step.event.type).join(' ');
  return all.filter((path) => !all.some((other) => other !== path && stepsOf(other).startsWith(`${stepsOf(path)} `)));
}

/** The paths reach every state of the model and take every transition; `steps`, when given, has a step for each event and no other. */
export function expectModelCovered(model: UiModel, paths: ModelPath[], steps?: Record<string, unknown>): void {
  const states = model.states as Record<string, { config: { on?: Record<string, unknown> } }>;
  const stateNames = Object.keys(states);
  const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
  expect([...reached].sort()).toEqual([...stateNames].sort());
  const transitions = (name: string) => Object.keys(states[name]!.config.on ?? {}).map((event) => `${name} ${event}`);
  const taken = new Set(paths.flatMap((path) => path.steps.slice(1).map((step, index) => `${String(path.steps[index]!.state.value)} ${step.event.type}`)));
  expect(stateNames.flatMap(transitions).filter((transition) => !taken.has(transition))).toEqual([]);
  if (steps) expect(Object.keys(steps).sort()).toEqual([...new Set(stateNames.flatMap(transitions).map((transition) => transition.split(' ')[1]!))].sort());
}

/**
 * Stands in front of the store's /graphql: passes every request, except those `holds` picks, which
 * wait until a step passes or refuses them. With `always`, every such request is held; otherwise
 * only the next one after holdNext().
 */
export class StoreGate {
  private holding: boolean;
  private readonly held: Route[] = [];
  /** How many requests `holds` picked since the count was last reset. */
  picked = 0;

  constructor(
    private readonly page: Page,
    private readonly what: string,
    private readonly holds: (request: Request) => boolean,
    private readonly always = false,
  ) {
    this.holding = always;
  }

  async install() {
    await this.page.route(
      (url) => url.pathname === '/graphql',
      async (route) => {
        if (!this.holding || !this.holds(route.request())) return route.continue();
        this.picked++;
        this.holding = this.always;
        this.held.push(route);
      },
    );
  }

  holdNext() {
    this.holding = true;
  }

  /** The held request reaches the store, which answers it. */
  async pass() {
    await (await this.heldRoute()).continue();
  }

  /** The store refuses the held request in its own words. */
  async refuse(message: string) {
    const route = await this.heldRoute();
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ errors: [{ message }], data: null }) });
  }

  private async heldRoute(): Promise<Route> {
    await expect.poll(() => this.held.length, { message: `${this.what} is held` }).toBe(1);
    return this.held.shift()!;
  }
}
