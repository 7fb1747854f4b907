import type { CodegenConfig } from '@graphql-codegen/cli';

// Operations are typed against the backend's own schema, a strict subset of the real WooGraphQL
// schema (tests/compat checks both that and that every operation validates against the reference
// WooGraphQL schema), so a clone of the repository alone generates its types. Documents are
// emitted as strings to keep `graphql` out of the browser. The manager area's operations have
// their own output: the generated documents are class instances a bundler keeps once their module
// is imported, so sharing one module would put them in every shopper's first load.
const typedDocuments = {
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
} as const;

const config: CodegenConfig = {
  schema: 'server/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/generated/': { ...typedDocuments, documents: ['src/graphql/operations/*.graphql'] },
    'src/graphql/shop/generated/': { ...typedDocuments, documents: ['src/graphql/shop/operations/*.graphql'] },
  },
};

export default config;
