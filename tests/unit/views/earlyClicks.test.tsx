// @vitest-environment jsdom
// A click on a deferred part's button before its code has come: React stops it before the button
// (here a capture listener stands in for React), and keepingEarlyClicks gives it again once the
// part has hydrated; links, submit buttons and clicks stopped when no part waits are left alone.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page region whose clicks are stopped before their target while `blocked`, as React does for a part still loading. */
function region() {
  const element = document.createElement('div');
  element.innerHTML = '<button type="button" id="size">XXL</button><button type="submit" id="submit">Add</button><a href="#top" id="link">Top</a>';
  document.body.append(element);
  const state = { blocked: true };
  element.addEventListener('click', (event) => state.blocked && event.stopPropagation(), { capture: true });
  const clicks: string[] = [];
  for (const target of element.querySelectorAll('button, a')) target.addEventListener('click', () => clicks.push(target.id));
  return { element, state, clicks, click: (id: string) => (element.querySelector(`#${id}`) as HTMLElement).click() };
}

const afterDispatch = () => new Promise((resolve) => setTimeout(resolve, 0));

async function freshModule() {
  vi.resetModules();
  return import('../../../src/views/earlyClicks');
}

describe('keepingEarlyClicks', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(cleanup);

  it('gives a plain button the click it missed, once, when the part has hydrated', async () => {
    const { keepingEarlyClicks } = await freshModule();
    const page = region();
    const Part = await keepingEarlyClicks(async () => () => <p>options</p>)();
    page.click('size');
    await afterDispatch();
    expect(page.clicks).toEqual([]);
    page.state.blocked = false;
    await act(async () => render(<Part />));
    expect(page.clicks).toEqual(['size']);
    await afterDispatch();
    expect(page.clicks).toEqual(['size']);
  });

  it('keeps a click given again while its own part still waits, until that part hydrates', async () => {
    const { keepingEarlyClicks } = await freshModule();
    const page = region();
    const Gallery = await keepingEarlyClicks(async () => () => <p>gallery</p>)();
    const Options = await keepingEarlyClicks(async () => () => <p>options</p>)();
    page.click('size');
    await afterDispatch();
    // Another part hydrates first: the click is given again, stopped again, and kept again.
    await act(async () => render(<Gallery />));
    await afterDispatch();
    expect(page.clicks).toEqual([]);
    page.state.blocked = false;
    await act(async () => render(<Options />));
    expect(page.clicks).toEqual(['size']);
  });

  it('leaves links and submit buttons to their browser default, never clicking them again', async () => {
    const { keepingEarlyClicks } = await freshModule();
    const page = region();
    const Part = await keepingEarlyClicks(async () => () => <p>options</p>)();
    page.click('submit');
    page.click('link');
    await afterDispatch();
    page.state.blocked = false;
    await act(async () => render(<Part />));
    expect(page.clicks).toEqual([]);
  });

  it('does not give again a click something else stopped once no part waits', async () => {
    const { keepingEarlyClicks } = await freshModule();
    const page = region();
    const Part = await keepingEarlyClicks(async () => () => <p>options</p>)();
    await act(async () => render(<Part />));
    page.click('size');
    await afterDispatch();
    page.state.blocked = false;
    await act(async () => render(<Part />));
    expect(page.clicks).toEqual([]);
  });
});
