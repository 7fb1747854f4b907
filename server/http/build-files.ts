// What the build (scripts/finish-build.ts) writes beside the client for the server to read.

/** View name → the view's source as the build manifest keys it ('src/views/product/ProductPage.tsx'). */
export const viewSourcesFile = '_build/view-sources.json';
