// The review form: stars, words, and the visitor's name and email. It renders the review form
// actor's snapshot and sends its events; the actor checks, sends and hands the review to the page.
import { useSelector } from '../../machines/useSelector';
import { useId, type FormEvent } from 'react';
import { reviewContentLimit, type ReviewField } from '../../../common/reviewRules';
import { t } from '../../i18n';
import { useScreenActor } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import { tCount } from '../ui/plural';
import { useHydrated } from '../useHydrated';
import './ReviewForm.css';
import { refusalText } from '../../i18n/refusalText';

const ratings = [1, 2, 3, 4, 5] as const;

export function ReviewForm({ productName }: { productName: string }) {
  const form = useScreenActor('reviewForm');
  return form ? <ReviewFormFields form={form} productName={productName} /> : null;
}

function ReviewFormFields({ form, productName }: { form: SystemActors['reviewForm']; productName: string }) {
  const snapshot = useSelector(form, (state) => state);
  const { fields, problems, error, held } = snapshot.context;
  const sending = snapshot.matches('sending');
  const hydrated = useHydrated();
  const id = useId();
  const problemId = (field: ReviewField) => `${id}-${field}-problem`;
  const described = (field: ReviewField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': problemId(field) } : {});
  const problem = (field: ReviewField) =>
    problems[field] && (
      <p className="review-form__problem" id={problemId(field)}>
        {t(problems[field])}
      </p>
    );

  if (snapshot.matches('sent')) {
    return (
      <div className="review-form review-form--sent" role="status">
        <p className="review-form__thanks">{t(held ? 'reviews.form.held' : 'reviews.form.thanks')}</p>
        <button type="button" className="button button--secondary" onClick={() => form.send({ type: 'WRITE_ANOTHER' })}>
          {t('reviews.form.writeAnother')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'SUBMIT' });
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="review-form__title" id={`${id}-title`}>
        {t('reviews.form.title', { name: productName })}
      </h3>
      <fieldset className="review-form__rating" {...described('rating')}>
        <legend>{t('reviews.form.rating')}</legend>
        <div className="review-form__stars">
          {ratings.map((rating) => (
            <label key={rating} className="review-form__star">
              <input
                type="radio"
                name={`${id}-rating`}
                value={rating}
                checked={fields.rating === rating}
                onChange={() => form.send({ type: 'RATE', rating })}
                className="visually-hidden"
              />
              <span className={`review-form__star-icon${fields.rating !== null && rating <= fields.rating ? ' review-form__star-icon--on' : ''}`} aria-hidden="true" />
              <span className="visually-hidden">{tCount('reviews.form.stars', rating)}</span>
            </label>
          ))}
        </div>
        {problem('rating')}
      </fieldset>
      <div className="review-form__field">
        <label htmlFor={`${id}-content`}>{t('reviews.form.content')}</label>
        <textarea
          id={`${id}-content`}
          rows={5}
          maxLength={reviewContentLimit}
          value={fields.content}
          onChange={(event) => form.send({ type: 'CHANGE', field: 'content', value: event.target.value })}
          {...described('content')}
        />
        {problem('content')}
      </div>
      <div className="review-form__row">
        <div className="review-form__field">
          <label htmlFor={`${id}-author`}>{t('reviews.form.name')}</label>
          <input
            id={`${id}-author`}
            type="text"
            autoComplete="name"
            value={fields.author}
            onChange={(event) => form.send({ type: 'CHANGE', field: 'author', value: event.target.value })}
            {...described('author')}
          />
          {problem('author')}
        </div>
        <div className="review-form__field">
          <label htmlFor={`${id}-email`}>{t('reviews.form.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={(event) => form.send({ type: 'CHANGE', field: 'email', value: event.target.value })}
            {...described('email')}
          />
          {problem('email')}
        </div>
      </div>
      <p className="review-form__note">{t('reviews.form.emailNote')}</p>
      {error && (
        <p className="review-form__error" role="alert">
          {error.message ? refusalText(error.message) : t('error.somethingWentWrong')}
        </p>
      )}
      <button type="submit" className="button button--primary review-form__submit" disabled={sending || !hydrated}>
        {sending ? t('reviews.form.sending') : t('reviews.form.submit')}
      </button>
    </form>
  );
}
