// The Polish/EU flag language switcher: shown, not wired to anything (spec section 1).
import { useState } from 'react';
import { pl } from '../i18n/pl';

type Flag = 'pl' | 'eu';

function FlagIcon({ flag }: { flag: Flag }) {
  return flag === 'pl' ? (
    <svg width="22" height="14" viewBox="0 0 22 14" aria-hidden="true">
      <rect width="22" height="7" fill="#ffffff" />
      <rect y="7" width="22" height="7" fill="#dc143c" />
    </svg>
  ) : (
    <svg width="22" height="14" viewBox="0 0 22 14" aria-hidden="true">
      <rect width="22" height="14" fill="#003399" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle key={i} cx={11 + 4.5 * Math.sin((i * Math.PI) / 6)} cy={7 - 4.5 * Math.cos((i * Math.PI) / 6)} r="0.7" fill="#ffcc00" />
      ))}
    </svg>
  );
}

export function FlagSwitcher() {
  const [flag, setFlag] = useState<Flag>('pl');
  return (
    <div className="flag-switcher" role="group" aria-label={pl.language.label}>
      {(['pl', 'eu'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={flag === option ? 'flag-switcher__flag flag-switcher__flag--on' : 'flag-switcher__flag'}
          aria-pressed={flag === option}
          title={pl.language[option]}
          onClick={() => setFlag(option)}
        >
          <FlagIcon flag={option} />
        </button>
      ))}
    </div>
  );
}
