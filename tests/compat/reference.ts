// Where the reference WooGraphQL schema lives: beside the repository in the project's shared
// folder (REFERENCE_SCHEMA overrides). Clones without it skip the checks that need it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const referencePath =
  process.env.REFERENCE_SCHEMA ??
  fileURLToPath(new URL('../../../shared/reference/woonuxt-4.26.reconstructed.schema.graphql', import.meta.url));

export const referenceAvailable = existsSync(referencePath);

export const referenceSkipReason = `reference schema not found at ${referencePath}; set REFERENCE_SCHEMA to run these checks`;

// Said aloud in the run's output, not only in the names of the skipped tests.
if (!referenceAvailable) console.warn(`Skipping the checks against the reference WooGraphQL schema: ${referenceSkipReason}`);

export function referenceSdl(): string {
  return readFileSync(referencePath, 'utf8');
}
