/**
 * What the backend keeps of a reference type: for object and interface types the fields, each
 * as `name` or `name(arg1, arg2)` with the arguments it honours; for input types the input
 * fields; for enums the values.
 */
export type SchemaSelection = Record<string, readonly string[]>;
