// The return point of a provider sign-in (SPEC §2 /oauth/login/{provider}): progress while the
// session signs in with what the provider sent back, then the account page; or why it did not
// complete (SPEC §8), with a way back. It renders the provider sign-in actor's snapshot and tells
// it when the session's code has arrived.
import { useSelector } from '../../machines/useSelector';
import { t } from '../../i18n';
import type { ProviderSignInFailure } from '../../machines/providerSignIn';
import { useScreenActor } from '../../machines/react';
import { AccountStepCard } from '../lostPassword/AccountStepCard';
import { ButtonLink } from '../ui/ButtonLink';
import './OAuthLoginPage.css';
import { refusalText } from '../../i18n/refusalText';

/** The forms and tabs this page runs in the root system (machines/screen.ts). */
export { oauthLoginPageActors as pageActors } from '../../machines/pageActors/oauthLogin';

// Another return (a second try) is another screen, whose actor starts over (machines/screen.ts).
export default function OAuthLoginPage() {
  const failure = useSelector(useScreenActor('providerSignIn'), (snapshot) => snapshot?.context.failure ?? null);

  if (!failure) {
    return (
      <AccountStepCard title={t('oauth.signingIn.title')}>
        <div className="provider-sign-in__progress" role="status">
          <span className="provider-sign-in__spinner" aria-hidden="true" />
          <p>{t('oauth.signingIn.message')}</p>
        </div>
      </AccountStepCard>
    );
  }
  return (
    <AccountStepCard title={t('oauth.failed.title')}>
      <p className="account-step__alert" role="alert">
        {failureText(failure)}
      </p>
      <div className="account-step__actions">
        <ButtonLink href="/my-account">{t('oauth.failed.tryAgain')}</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          {t('error.backHome')}
        </ButtonLink>
      </div>
    </AccountStepCard>
  );
}

function failureText(failure: ProviderSignInFailure): string {
  if (failure.kind === 'store') return failure.message ? refusalText(failure.message) : t('error.somethingWentWrong');
  return t(`oauth.failed.${failure.kind}`);
}
