import { Navigate, useLocation } from 'react-router';

/**
 * /settingscompany, public (spec 000): the address given outside the console (the mail that
 * validates a subscription, the support's answers) for a company's settings. It leads to
 * /settings/mycompany, the one company settings form; the session guard there asks a visitor to
 * sign in first and brings them back. Kept public so the link works whoever opens it.
 */
export default function SettingsCompanyEntry() {
  const { search } = useLocation();
  return <Navigate to={`/settings/mycompany${search}`} replace />;
}
