// The global attributes (attribute taxonomies) the shop's GraphQL schema has term types for, as
// WooGraphQL registers one type per taxonomy (PaColor, PaSize). Only these may be added to a shop:
// the terms of another taxonomy would have no type to be answered as.
export const schemaTermTypes: Readonly<Record<string, string>> = { pa_color: 'PaColor', pa_size: 'PaSize' };
