// A section's title with an optional 'View all' link on the same line.
import { Link } from 'wouter';
import { ArrowRightIcon } from './icons';
import './SectionHeader.css';

interface SectionHeaderProps {
  id: string;
  title: string;
  link?: { href: string; text: string; label: string };
}

export function SectionHeader({ id, title, link }: SectionHeaderProps) {
  return (
    <div className="section-header">
      <h2 id={id} className="section-header__title">
        {title}
      </h2>
      {link && (
        // The visible text is the same in every section, so the spoken label says which list it opens.
        <Link href={link.href} className="section-header__link" aria-label={link.label}>
          {link.text}
          <ArrowRightIcon size={18} />
        </Link>
      )}
    </div>
  );
}
