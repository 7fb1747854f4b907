// The steps a start goes through (build, database, migrations, seeding), each told as it starts and
// as it ends with its time, so a first start that takes a minute says what it is doing. The server
// tests start servers without a word (quietSteps); `npm start` prints them (console-steps.ts).

/** A long step's progress: `total` units, advanced as they are done, with what is being done. */
export interface StepBar {
  advance(count: number, doing: string): void;
}

export interface StartStep {
  /** A bar for a step whose work can be counted (the seeding's pictures and products). */
  bar(total: number): StepBar;
}

/** A step's name ("Migrations") and, told as it starts, what it is about to do. */
export interface StepTitle {
  name: string;
  doing?: string;
}

export interface StartSteps {
  /** Runs one step; `outcome` says in a few words how it ended ("up to date", "12 applied"). */
  run<T>(title: StepTitle, work: (step: StartStep) => Promise<T>, outcome: (result: T) => string): Promise<T>;
}

/** A bar nobody watches. */
export const noBar: StepBar = { advance: () => undefined };

export const quietSteps: StartSteps = {
  run: (_title, work) => work({ bar: () => noBar }),
};
