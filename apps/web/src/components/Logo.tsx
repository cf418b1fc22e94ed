import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

/** The Pasarlens mark and word, linking home. */
export function Logo({ to = paths.landing, compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Link to={to} className="pl-logo" aria-label="Pasarlens">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0e7c66" />
        <circle cx="28" cy="28" r="13" fill="none" stroke="#fff" strokeWidth="6" />
        <path d="M37 37l12 12" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
        <path
          d="M22 31l5-6 4 4 5-7"
          fill="none"
          stroke="#9ff0d8"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span className="pl-logo__word">Pasarlens</span>}
    </Link>
  );
}
