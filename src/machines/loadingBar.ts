// The loading bar of SPEC.md §4 and §9: idle, loading (progress rises toward 100), finishing,
// hidden, error colour. The view shows the bar in the states tagged 'visible', `progress` wide,
// in the error colour in `error`.
import { assign, setup } from 'xstate';

export type LoadingBarEvent = { type: 'START' } | { type: 'FINISH' } | { type: 'FAIL' };

// SPEC §9: the bar is meant to take `duration` to fill; each tick closes the same share of the gap
// to 100, so the bar is about 70% full after `duration` and keeps slowing down without reaching 100.
const TICK_MS = 100;
const DURATION_MS = 2000;
const SHARE_PER_TICK = 1 - 0.3 ** (TICK_MS / DURATION_MS);

export const loadingBarMachine = setup({
  types: {} as {
    context: { progress: number };
    events: LoadingBarEvent;
    tags: 'visible';
  },
  delays: { throttle: 200, tick: TICK_MS, hide: 500, reset: 400 },
  actions: {
    advance: assign({ progress: ({ context }) => context.progress + (100 - context.progress) * SHARE_PER_TICK }),
    fill: assign({ progress: 100 }),
    reset: assign({ progress: 0 }),
  },
}).createMachine({
  id: 'loadingBar',
  initial: 'idle',
  context: { progress: 0 },
  states: {
    idle: { on: { START: 'waiting' } },
    // Loads that end within the throttle never show a bar.
    waiting: {
      after: { throttle: 'loading' },
      on: { FINISH: 'idle', FAIL: 'idle' },
    },
    loading: {
      tags: 'visible',
      after: { tick: { target: 'loading', reenter: true, actions: 'advance' } },
      on: {
        FINISH: { target: 'finishing', actions: 'fill' },
        FAIL: { target: 'error', actions: 'fill' },
      },
    },
    finishing: {
      tags: 'visible',
      after: { hide: 'hidden' },
      on: { START: { target: 'waiting', actions: 'reset' } },
    },
    // A full-width bar in the error colour, so a failed load is noticed.
    error: {
      tags: 'visible',
      after: { hide: 'hidden' },
      on: { START: { target: 'waiting', actions: 'reset' } },
    },
    // The bar fades out at its last width; progress goes back to 0 only once it is gone, so it
    // never visibly shrinks.
    hidden: {
      after: { reset: { target: 'idle', actions: 'reset' } },
      on: { START: { target: 'waiting', actions: 'reset' } },
    },
  },
});
