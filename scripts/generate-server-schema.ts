// Writes server/schema.graphql: the part of the reference WooGraphQL schema the store backend
// implements, cut out by the selections in scripts/server-schema/ (see cut.ts).
//
//   node --import tsx scripts/generate-server-schema.ts   (REFERENCE_SCHEMA overrides the path)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cutServerSchema } from './server-schema/cut';
import { selections } from './server-schema/selections';

const root = fileURLToPath(new URL('..', import.meta.url));
// The tool's own option, as in the compatibility tests (tests/compat/reference.ts): the server
// never reads it, so it is not in server/config.ts.
const referencePath = process.env.REFERENCE_SCHEMA ?? `${root}../shared/reference/woonuxt-4.26.reconstructed.schema.graphql`;
const outputPath = `${root}server/schema.graphql`;

writeFileSync(outputPath, cutServerSchema(readFileSync(referencePath, 'utf8'), selections));
console.log(`wrote ${outputPath}`);
