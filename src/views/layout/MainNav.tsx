// The main menu as a row of links, marking the section the current page belongs to.
import { Link } from 'wouter';
import { t } from '../../i18n';
import type { RouteName } from '../../routes';
import { splitQuery } from '../../splitQuery';
import { mainMenu } from './menu';
import './MainNav.css';

interface MainNavProps {
  route: RouteName | null;
  path: string;
  className?: string;
}

export function MainNav({ route, path, className = '' }: MainNavProps) {
  const current = splitQuery(path).pathname;
  return (
    <nav className={`main-nav ${className}`.trim()} aria-label={t('nav.main')}>
      <ul className="main-nav__list">
        {mainMenu.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={`main-nav__link${route && item.section.includes(route) ? ' main-nav__link--active' : ''}`}
              aria-current={current === item.href ? 'page' : undefined}
            >
              {item.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
