// The store's message for a failed sign-in or registration, or a sign-in that expired (SPEC §8: the
// first GraphQL error's message). Always in place, so a new message is announced when it appears.
import type { SystemActors } from '../../machines/system';
import { useHydratingSelector } from '../useHydratingSelector';
import { refusalText } from '../../i18n/refusalText';

export function SessionAlert({ session }: { session: SystemActors['session'] | null }) {
  const error = useHydratingSelector(session, (snapshot) => snapshot.context.error, null);
  return (
    <p className={error ? 'account-page__alert account-page__alert--shown' : 'account-page__alert'} role="alert">
      {error ? refusalText(error) : ''}
    </p>
  );
}
