/**
 * A request the shop cannot answer because its input is wrong (a negative page size, a
 * malformed cursor). Its message is written for the caller and is passed on as is; any other
 * error is masked by the API.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  /** graphql-js copies an original error's extensions onto the GraphQL error it reports. */
  readonly extensions = { code: 'BAD_USER_INPUT' };
}
