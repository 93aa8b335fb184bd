import { useEffect } from 'react';
import { Navigate } from 'react-router';
import i18n from '../../i18n';
import { notify } from '../../api/notify';
import type { MissingRights } from '../routes/access';

// The permission names live with the permission editor (organisation texts), loaded on demand.
const RIGHTS_NS = 'organisation';

async function noticeText({ all, oneOf }: MissingRights): Promise<string> {
  await i18n.loadNamespaces(RIGHTS_NS);
  const label = (right: string) => i18n.t(`rights.actions.${right}`, { ns: RIGHTS_NS, defaultValue: right });
  const parts = [i18n.t('guard.noPermission')];
  if (all.length > 0) parts.push(i18n.t('guard.missingRights', { rights: all.map(label).join(', ') }));
  if (oneOf.length > 0) parts.push(i18n.t('guard.missingOneOf', { rights: oneOf.map(label).join(', ') }));
  return parts.join(' ');
}

/**
 * Redirects; with `notice`, first tells the user they lack the permission (spec 000 section 6),
 * and with `missing`, which permission that is.
 */
export function RedirectWithNotice({ to, notice, missing }: { to: string; notice: boolean; missing?: MissingRights }) {
  useEffect(() => {
    if (!notice) return;
    // The key keeps one message when StrictMode or a second guard repeats the effect.
    const show = (text: string) => notify.info(text, 'no-permission');
    if (!missing) return show(i18n.t('guard.noPermission'));
    noticeText(missing).then(show, () => show(i18n.t('guard.noPermission')));
  }, [notice, missing]);
  return <Navigate to={to} replace />;
}
