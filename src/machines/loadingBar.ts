// The loading bar of SPEC.md §4 and §9: idle, loading (progress rises toward 100), finishing,
// hidden, error colour. The view shows the bar in the states tagged 'visible', `progress` wide,
// in the error colour in `error`.
import { assign, setup } from 'xstate';

export type LoadingBarEvent = { type: 'START' } | { type: 'FINISH' } | { type: 'FAIL' };

// SPEC §9: progress follows an arctangent curve of the time spent loading, about 70% at
// `duration`, ever slower after and never 100. Progress alone fixes that time, so a tick reads the
// time back from the curve, adds itself and reads the curve again.
const TICK_MS = 100;
const DURATION_MS = 2000;
const progressAt = (elapsed: number) => (200 / Math.PI) * Math.atan((2 * elapsed) / DURATION_MS);
const elapsedAt = (progress: number) => (Math.tan((progress * Math.PI) / 200) * DURATION_MS) / 2;

export const loadingBarMachine = setup({
  types: {} as {
    context: { progress: number };
    events: LoadingBarEvent;
    tags: 'visible';
  },
  delays: { throttle: 200, tick: TICK_MS, hide: 500, reset: 400 },
  actions: {
    advance: assign({ progress: ({ context }) => progressAt(elapsedAt(context.progress) + TICK_MS) }),
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
