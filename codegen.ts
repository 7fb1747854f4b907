import type { CodegenConfig } from '@graphql-codegen/cli';

// Operations are typed against the real WooGraphQL schema, so the storefront stays compatible with a
// real WooCommerce backend. Documents are emitted as strings to keep `graphql` out of the browser.
const config: CodegenConfig = {
  schema: '../shared/reference/woonuxt-4.26.reconstructed.schema.graphql',
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
