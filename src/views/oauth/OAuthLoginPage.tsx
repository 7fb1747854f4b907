// The return point of a provider sign-in (SPEC §2 /oauth/login/{provider}): progress while the
// session signs in with what the provider sent back, then the account page; or why it did not
// complete (SPEC §8), with a way back. It renders the provider sign-in actor's snapshot and tells
// it when the session's code has arrived.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { t } from '../../i18n';
import { useNavigation } from '../../machines/react';
import { providerSignInMachine, type ProviderSignInFailure } from '../../machines/providerSignIn';
import type { OAuthLoginData } from '../../screens/oauthLogin';
import { useSessionActor } from '../account/useSessionActor';
import { AccountStepCard } from '../lostPassword/AccountStepCard';
import { ButtonLink } from '../ui/ButtonLink';
import './OAuthLoginPage.css';

export default function OAuthLoginPage({ data }: { data: OAuthLoginData }) {
  // Another return (a second try) starts over.
  return <ProviderSignIn key={`${data.provider}:${data.state ?? ''}:${data.code ?? ''}`} data={data} />;
}

function ProviderSignIn({ data }: { data: OAuthLoginData }) {
  const actor = useActorRef(providerSignInMachine, { input: { ...data, navigation: useNavigation() } });
  const session = useSessionActor();
  useEffect(() => {
    if (session) actor.send({ type: 'SESSION_READY', session });
  }, [actor, session]);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);

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
  if (failure.kind === 'store') return failure.message || t('error.somethingWentWrong');
  return t(`oauth.failed.${failure.kind}`);
}
