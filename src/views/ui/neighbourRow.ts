// A control that leaves with its list row (remove, move to wishlist) hands the keyboard focus on, so
// it does not drop to the page's start: to the same control in the next row, else the previous one.

/** The control matching `selector` in the row after the one holding `control`, else the row before. */
export function sameControlNearby(control: HTMLElement, selector: string): HTMLElement | null {
  const row = control.closest('li');
  return (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector<HTMLElement>(selector) ?? null;
}
