// The header's product search. It shows the catalog's search term; typing sends it to the catalog,
// which re-applies it after a short pause and brings the shopper to the product list, and Enter
// applies it at once. Without JavaScript, and until the catalog's code has arrived (moments after
// a page other than a list hydrates), it is a plain GET form to the product list.
import { useEffect, useRef, type FormEvent } from 'react';
import { t } from '../../i18n';
import { maxSearchLength } from '../../../common/searchRules';
import { localizePath } from '../../i18n/locales';
import { useStartedCatalog, usePage } from '../../machines/react';
import { useHydratingSelector } from '../useHydratingSelector';
import { CloseIcon, SearchIcon } from '../ui/icons';
import './SearchForm.css';

interface SearchFormProps {
  id: string;
  className?: string;
}

export function SearchForm({ id, className = '' }: SearchFormProps) {
  const page = usePage();
  const catalog = useStartedCatalog();
  // Served as the page's own search: a list page's query, else none.
  const served = page.view === 'productList' ? page.data.query.search : '';
  const search = useHydratingSelector(catalog, (snapshot) => snapshot.context.query.search, served);
  const input = useRef<HTMLInputElement>(null);

  // The catalog keeps the term tidied ('red ' is 'red'), so the field cannot simply mirror it: the
  // space just typed would vanish. The field takes the term only when it says something else,
  // as when a chip, 'Clear all' or going back changed the search.
  useEffect(() => {
    const field = input.current;
    if (field && field.value.replace(/\s+/g, ' ').trim() !== search) field.value = search;
  }, [search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!catalog) return;
    event.preventDefault();
    catalog.send({ type: 'SUBMIT_SEARCH', search: input.current?.value.trim() ?? '' });
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    catalog?.send({ type: 'SET_SEARCH', search: '' });
    input.current?.focus();
  };

  return (
    <form
      id={id}
      role="search"
      action={localizePath('/products', page.locale)}
      className={`search-form ${className}`.trim()}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <SearchIcon size={18} className="search-form__icon" />
      <input
        ref={input}
        id={`${id}-input`}
        className="search-form__input"
        type="search"
        name="search"
        defaultValue={search}
        maxLength={maxSearchLength}
        onChange={(event) => catalog?.send({ type: 'SET_SEARCH', search: event.target.value })}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      {/* Shown by CSS only while the field holds text (see SearchForm.css). */}
      <button type="button" className="search-form__clear" aria-label={t('search.clear')} onClick={clear}>
        <CloseIcon size={16} />
      </button>
    </form>
  );
}
