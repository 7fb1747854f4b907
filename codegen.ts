import type { CodegenConfig } from '@graphql-codegen/cli';

// Operations are typed against the backend's own schema, a strict subset of the real WooGraphQL
// schema (tests/compat checks both that and that every operation validates against the reference
// WooGraphQL schema), so a clone of the repository alone generates its types. Documents are
// emitted as strings to keep `graphql` out of the browser.
const config: CodegenConfig = {
  schema: 'server/schema.graphql',
  documents: ['src/graphql/operations/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        avoidOptionals: false,
        onlyOperationTypes: true,
      },
    },
  },
};

export default config;
