// The contact form: name, email, subject and message. It renders the contact form actor's snapshot
// and sends its events; the actor checks, sends and says how it went. Without JavaScript the same
// form posts itself to the shop's server, which answers with a redirect back here (?sent=1 or
// ?error=<field|limit>); the actor starts from that.
import { useSelector } from '../../machines/useSelector';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { contactLimits, type ContactField } from '../../../common/contactRules';
import { contactPath } from '../../graphql/contact';
import { t } from '../../i18n';
import type { ContactFieldProblem } from '../../machines/contactForm';
import { useScreenActor } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import '../ui/FormField.css';
import './ContactForm.css';
import { refusalText } from '../../i18n/refusalText';

function problemText(field: ContactField, problem: ContactFieldProblem): string {
  return problem.kind === 'server' ? problem.message : t(`contact.form.problem.${field}.${problem.kind}`);
}

export function ContactForm() {
  const form = useScreenActor('contactForm');
  return form ? <ContactFormFields form={form} /> : null;
}

function ContactFormFields({ form }: { form: SystemActors['contactForm'] }) {
  const snapshot = useSelector(form, (state) => state);
  const { fields, problems, error, attempts } = snapshot.context;
  const sending = snapshot.matches('sending');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Each refused attempt takes the focus to what needs fixing.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .contact-form__error')?.focus();
  }, [attempts]);

  if (snapshot.matches('sent')) {
    return (
      <section className="contact-form contact-form--sent" aria-labelledby={`${id}-sent`}>
        <div className="contact-form__sent" role="status">
          <h2 id={`${id}-sent`} className="contact-form__title">
            {t('contact.form.sentTitle')}
          </h2>
          <p className="contact-form__lead">{t('contact.form.sentText')}</p>
        </div>
        <button type="button" className="button button--secondary" onClick={() => form.send({ type: 'WRITE_ANOTHER' })}>
          {t('contact.form.another')}
        </button>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'SUBMIT' });
  };
  const field = (name: ContactField, control: (described: Record<string, unknown>) => ReactNode) => {
    const problem = problems[name];
    const problemId = `${id}-${name}-problem`;
    return (
      <div className={`form-field contact-form__field--${name}`}>
        <label htmlFor={`${id}-${name}`}>{t(`contact.form.${name}`)}</label>
        {control({ id: `${id}-${name}`, name, ...(problem && { 'aria-invalid': true, 'aria-describedby': problemId }) })}
        {problem && (
          <p id={problemId} className="contact-form__problem">
            {problemText(name, problem)}
          </p>
        )}
      </div>
    );
  };
  const edit = (name: ContactField | 'website') => (event: { target: { value: string } }) => form.send({ type: 'EDIT', field: name, value: event.target.value });

  return (
    <form ref={formRef} className="contact-form" method="post" action={contactPath} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="contact-form__title">
        {t('contact.form.title')}
      </h2>
      <p className="contact-form__lead">{t('contact.form.lead')}</p>
      <input type="hidden" name="locale" value={snapshot.context.locale} />
      <div className="contact-form__row">
        {field('name', (described) => <input {...described} type="text" autoComplete="name" required maxLength={contactLimits.name} value={fields.name} onChange={edit('name')} />)}
        {field('email', (described) => <input {...described} type="email" autoComplete="email" required maxLength={contactLimits.email} value={fields.email} onChange={edit('email')} />)}
      </div>
      {field('subject', (described) => <input {...described} type="text" required maxLength={contactLimits.subject} value={fields.subject} onChange={edit('subject')} />)}
      {field('message', (described) => <textarea {...described} rows={6} required minLength={contactLimits.messageMin} maxLength={contactLimits.messageMax} value={fields.message} onChange={edit('message')} />)}
      {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('contact.form.website')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={fields.website} onChange={edit('website')} />
      </div>
      {error && (
        <p className="contact-form__error" role="alert" tabIndex={-1}>
          {error.message ? refusalText(error.message) : t('contact.form.failed')}
        </p>
      )}
      <button type="submit" className="button button--primary contact-form__submit" disabled={sending}>
        {sending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </form>
  );
}
