// SPEC §8: a failure shows the store's first error message (the client throws it as the error's
// message), or 'Something went wrong' when there is none.
export function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : null;
  return typeof message === 'string' && message.trim() !== '' ? message : 'Something went wrong';
}
