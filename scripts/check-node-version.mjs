// `npm start` and `npm run dev` run this first: on a Node.js older than package.json's `engines`
// it says so and which to use, instead of the obscure error an older Node gives later on.
// Plain JavaScript, not TypeScript through tsx, so that it runs on any Node.js.
import { readFileSync } from 'node:fs';

const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const minimum = /^>=(\d+)\.(\d+)$/.exec(wanted);
if (!minimum) throw new Error(`package.json engines.node should read ">=major.minor", not "${wanted}"`);

const [major, minor] = process.versions.node.split('.').map(Number);
const [wantedMajor, wantedMinor] = [Number(minimum[1]), Number(minimum[2])];
if (major < wantedMajor || (major === wantedMajor && minor < wantedMinor)) {
  console.error(
    `This shop needs Node.js ${wantedMajor}.${wantedMinor} or newer; this is Node.js ${process.versions.node}.\n` +
      `With nvm: \`nvm install\` (it reads .nvmrc), then npm start again.`,
  );
  process.exit(1);
}
