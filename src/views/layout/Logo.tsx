// The shop's mark (an over-under weave) and its name. The name comes from the store settings.
import { useSettings } from '../../machines/react';
import './Logo.css';

export function Logo() {
  const { storeName } = useSettings();
  return (
    <span className="logo">
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
        <g fill="none" strokeLinecap="round">
          <path d="M7 12.5h18M7 19.5h18" stroke="#fff" strokeWidth="2.6" />
          {/* Each strand is drawn over a band of the background colour, which reads as a gap
              where it crosses over the strand below. */}
          <path d="M12.5 7v18M19.5 7v18" stroke="var(--color-brand)" strokeWidth="6" />
          <path d="M12.5 7v18M19.5 7v18" stroke="#fff" strokeWidth="2.6" />
          <path d="M9.5 12.5h6M16.5 19.5h6" stroke="var(--color-brand)" strokeWidth="6" strokeLinecap="butt" />
          <path d="M9 12.5h7M16 19.5h7" stroke="#fff" strokeWidth="2.6" strokeLinecap="butt" />
        </g>
      </svg>
      <span className="logo__name">{storeName}</span>
    </span>
  );
}
