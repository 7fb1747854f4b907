// The store's message for a failed sign-in or registration, or a sign-in that expired (SPEC §8: the
// first GraphQL error's message). Always in place, so a new message is announced when it appears.
import { useSelector } from '@xstate/react';
import type { SystemActors } from '../../machines/system';

export function SessionAlert({ session }: { session: SystemActors['session'] }) {
  const error = useSelector(session, (snapshot) => snapshot.context.error);
  return (
    <p className={error ? 'account-page__alert account-page__alert--shown' : 'account-page__alert'} role="alert">
      {error ?? ''}
    </p>
  );
}
