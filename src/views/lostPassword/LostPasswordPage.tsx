// The lost-password page (SPEC §2): without a key, the form that asks for a reset mail and the
// neutral answer of SPEC §5; from the mail's link, the new-password form and its outcome. It renders
// the password reset actor's snapshot and sends its events.
import { useSelector } from '../../machines/useSelector';
import { t } from '../../i18n';
import { useScreenActor } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import { ButtonLink } from '../ui/ButtonLink';
import { MailIcon } from '../ui/icons';
import { AccountStepCard } from './AccountStepCard';
import { RequestForm } from './RequestForm';
import { ResetForm } from './ResetForm';

/** The forms and tabs this page runs in the root system (machines/screen.ts). */
export { lostPasswordPageActors as pageActors } from '../../machines/pageActors/lostPassword';

// Another link (or none) is another screen, whose actor starts over (machines/screen.ts).
export default function LostPasswordPage() {
  const actor = useScreenActor('passwordReset');
  return actor ? <PasswordReset actor={actor} /> : null;
}

function PasswordReset({ actor }: { actor: SystemActors['passwordReset'] }) {
  const step = useSelector(actor, (snapshot) =>
    snapshot.matches({ request: 'sent' })
      ? 'sent'
      : snapshot.matches('request')
        ? 'request'
        : snapshot.matches({ reset: 'done' })
          ? 'done'
          : snapshot.matches({ reset: 'invalidKey' })
            ? 'invalidKey'
            : 'reset',
  );

  switch (step) {
    case 'request':
      return <RequestForm actor={actor} />;
    case 'sent':
      return (
        <AccountStepCard title={t('lostPassword.sent.title')} icon={<MailIcon size={28} />}>
          <p className="account-step__notice" role="status">
            {t('lostPassword.sent.message')}
          </p>
          <p className="account-step__hint">{t('lostPassword.sent.note')}</p>
          <ButtonLink href="/my-account" variant="secondary">
            {t('lostPassword.backToSignIn')}
          </ButtonLink>
        </AccountStepCard>
      );
    case 'reset':
      return <ResetForm actor={actor} />;
    case 'done':
      return (
        <AccountStepCard title={t('lostPassword.done.title')}>
          <p className="account-step__notice" role="status">
            {t('lostPassword.done.message')}
          </p>
          <ButtonLink href="/my-account">{t('lostPassword.done.signIn')}</ButtonLink>
        </AccountStepCard>
      );
    case 'invalidKey':
      return (
        <AccountStepCard title={t('lostPassword.invalid.title')}>
          <p className="account-step__alert" role="alert">
            {t('lostPassword.invalid.message')}
          </p>
          <p className="account-step__hint">{t('lostPassword.invalid.hint')}</p>
          <button type="button" className="button button--primary account-step__submit" onClick={() => actor.send({ type: 'REQUEST_NEW_LINK' })}>
            {t('lostPassword.invalid.requestNew')}
          </button>
        </AccountStepCard>
      );
  }
}
