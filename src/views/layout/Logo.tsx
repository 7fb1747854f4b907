// The shop's mark (an over-under weave) and its name. The name comes from the store settings.
import { useSettings } from '../../machines/react';
import './Logo.css';

export function Logo() {
  const { storeName } = useSettings();
  return (
    <span className="logo">
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="logo__tile" width="32" height="32" rx="9" />
        <g fill="none" strokeLinecap="round">
          <path d="M7.5 12.5h17M7.5 19.5h17" stroke="#fff" strokeWidth="3.6" />
          {/* Each strand is drawn over a band of the background colour, which reads as a gap
              where it crosses over the strand below. */}
          <path d="M12.5 7.5v17M19.5 7.5v17" className="logo__gap" strokeWidth="5.8" />
          <path d="M12.5 7.5v17M19.5 7.5v17" stroke="#fff" strokeWidth="3.6" />
          <path d="M9.5 12.5h6M16.5 19.5h6" className="logo__gap" strokeWidth="5.8" strokeLinecap="butt" />
          <path d="M9 12.5h7M16 19.5h7" stroke="#fff" strokeWidth="3.6" strokeLinecap="butt" />
        </g>
      </svg>
      <span className="logo__name">{storeName}</span>
    </span>
  );
}
