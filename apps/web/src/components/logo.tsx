import { useTranslation } from 'react-i18next';

/** The console's mark: a dashed seal ring with a check. */
export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="seal-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="var(--seal-primary, #1d4e89)" />
        <circle cx="16" cy="16" r="10" fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="3 2" />
        <path
          d="M11 16.5l3.5 3.5L21 13"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName && <span className="seal-logo-name">{t('app.name')}</span>}
    </span>
  );
}
