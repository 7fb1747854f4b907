// `npm run shop -- <command> …`: the shop owner's commands, each in its own module under commands/.
// A command module exports `run(args)`, answering the process's exit code.
import { argv } from 'node:process';

const commands: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  import: () => import('./commands/import'),
  export: () => import('./commands/export'),
};

const [command, ...args] = argv.slice(2);
const load = command ? commands[command] : undefined;
if (load) {
  process.exitCode = await (await load()).run(args);
} else {
  console.error(`Usage: npm run shop -- <command> …\nCommands: ${Object.keys(commands).join(', ')}`);
  process.exitCode = command ? 1 : 0;
}
