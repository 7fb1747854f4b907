// How every bench reports a figure: one line for the reader, and, when bench/run-all.ts runs the
// bench, the same figure as a message on the IPC channel it opened, for its closing table.

/** A measured figure and its target: a ceiling (`atMost`), a floor (`atLeast`), or none (context). */
export type Figure = { name: string; value: number; unit: string } & ({ atMost: number } | { atLeast: number } | {});

export interface FigureMessage {
  type: 'figure';
  figure: Figure;
}

export function reportFigure(figure: Figure): void {
  const met = meetsTarget(figure);
  const target = met === undefined ? '' : `, target ${describeTarget(figure)}: ${met ? 'met' : 'NOT met'}`;
  console.log(`${figure.name}: ${formatValue(figure.value)} ${figure.unit}${target}`);
  process.send?.({ type: 'figure', figure } satisfies FigureMessage);
}

/** Whether the figure meets its target; undefined when it has none. */
export function meetsTarget(figure: Figure): boolean | undefined {
  if ('atMost' in figure) return figure.value <= figure.atMost;
  if ('atLeast' in figure) return figure.value >= figure.atLeast;
  return undefined;
}

export function describeTarget(figure: Figure): string {
  if ('atMost' in figure) return `≤ ${formatValue(figure.atMost)} ${figure.unit}`;
  if ('atLeast' in figure) return `≥ ${formatValue(figure.atLeast)} ${figure.unit}`;
  return '';
}

/** Three significant digits or so: enough to compare runs on a noisy machine. */
export function formatValue(value: number): string {
  const magnitude = Math.abs(value);
  return value.toFixed(Number.isInteger(value) || magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2);
}
