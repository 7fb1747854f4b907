// Finishes the built page template (dist/client/index.html) every server-rendered page starts from.
// - Its stylesheet is written into it: a first visit paints as soon as the HTML has arrived instead
//   of waiting one more round trip for the CSS. Client navigations never fetch the HTML again.
// - Its entry script is fetched at low priority: the page arrives complete (server-rendered HTML),
//   so its text and pictures come first; the entry fetches the rest of the code once the page's
//   main picture has painted (src/entry-client.tsx).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const stylesheetLink = /<link rel="stylesheet"[^>]*? href="(\/assets\/[\w-]+\.css)"[^>]*>/;
const scriptTags = /<(script type="module"|link rel="modulepreload") crossorigin /g;

export async function finishPageTemplate(clientDir: string): Promise<void> {
  const templateFile = path.join(clientDir, 'index.html');
  const template = await readFile(templateFile, 'utf8');
  const link = stylesheetLink.exec(template);
  if (!link) throw new Error('the built page template links no stylesheet to inline');
  const css = await readFile(path.join(clientDir, link[1]!), 'utf8');
  // A stylesheet could only end the element early with "</style"; the shop's own CSS has none.
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} contains "</style" and cannot be inlined`);
  if (!template.match(scriptTags)) throw new Error('the built page template has no module script');
  const finished = template.replace(link[0], () => `<style>${css}</style>`).replace(scriptTags, '<$1 crossorigin fetchpriority="low" ');
  await writeFile(templateFile, finished);
}
