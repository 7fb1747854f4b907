// Finishes the built page template (dist/client/index.html) every server-rendered page starts from.
// - Its stylesheet link gives way to the `<!--styles-->` placeholder, where the server writes the
//   page's own CSS (scripts/view-styles.ts): a first visit paints as soon as the HTML has arrived
//   instead of waiting one more round trip for the CSS. Client navigations never fetch the HTML again.
// - Its entry script is fetched at low priority: the page arrives complete (server-rendered HTML),
//   so its text and pictures come first; the entry fetches the rest of the code once the page's
//   main picture has painted (src/entry-client.tsx).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const stylesheetLink = /<link rel="stylesheet"[^>]*? href="(\/assets\/[\w-]+\.css)"[^>]*>/;
const scriptTags = /<(script type="module"|link rel="modulepreload") crossorigin /g;

export const stylesPlaceholder = '<!--styles-->';

/** Finishes the template; answers the one-file stylesheet Vite made, which pages no longer link. */
export async function finishPageTemplate(clientDir: string): Promise<string> {
  const templateFile = path.join(clientDir, 'index.html');
  const template = await readFile(templateFile, 'utf8');
  const link = stylesheetLink.exec(template);
  if (!link) throw new Error('the built page template links no stylesheet');
  if (!template.match(scriptTags)) throw new Error('the built page template has no module script');
  const finished = template.replace(link[0], stylesPlaceholder).replace(scriptTags, '<$1 crossorigin fetchpriority="low" ');
  await writeFile(templateFile, finished);
  return readFile(path.join(clientDir, link[1]!), 'utf8');
}
