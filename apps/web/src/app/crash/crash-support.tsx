import { useTranslation } from 'react-i18next';

/**
 * Shown once the automatic restarts of this browser session are used up. Plain markup: it must
 * render even when the crash came from a chunk that failed to load.
 */
export function CrashSupport() {
  const { t } = useTranslation();
  return (
    <main className="crash-support" role="alert" data-testid="crash-support">
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.support')}</p>
    </main>
  );
}

/** Shown while the page reloads for a new version of the console (plain markup, like the above). */
export function NewVersionLoading() {
  const { t } = useTranslation();
  return (
    <main className="crash-support" role="status" data-testid="new-version">
      <p>{t('crash.newVersion')}</p>
    </main>
  );
}
