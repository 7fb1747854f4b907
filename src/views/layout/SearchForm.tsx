// The header's product search. Without JavaScript it is a plain GET form to the product list; with
// it, submitting asks the navigation actor for the same URL. The text field is ordinary DOM state.
import { useRef, type FormEvent } from 'react';
import { t } from '../../i18n';
import { localizePath } from '../../i18n/locales';
import { useNavigation, usePage } from '../../machines/react';
import { CloseIcon, SearchIcon } from '../ui/icons';
import './SearchForm.css';

interface SearchFormProps {
  id: string;
  className?: string;
}

function searchTermOf(pagePath: string): string {
  const queryStart = pagePath.indexOf('?');
  return queryStart === -1 ? '' : (new URLSearchParams(pagePath.slice(queryStart)).get('search') ?? '');
}

export function SearchForm({ id, className = '' }: SearchFormProps) {
  const page = usePage();
  const navigation = useNavigation();
  const input = useRef<HTMLInputElement>(null);
  const term = searchTermOf(page.path);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = input.current?.value.trim() ?? '';
    navigation.send({ type: 'NAVIGATE', to: value ? `/products?search=${encodeURIComponent(value)}` : '/products' });
  };

  const clear = () => {
    if (!input.current) return;
    input.current.value = '';
    input.current.focus();
  };

  return (
    <form
      // A new search term in the URL resets the field to it.
      key={term}
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
        defaultValue={term}
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
