import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { ErrorResult } from './error-result';
import { IS_FRAMED } from '../../lib/framed';

/** The rights a refused page needs that the user lacks: all of `all`, and one of `oneOf`. */
export interface MissingRightsProps {
  all: readonly string[];
  oneOf: readonly string[];
}

// The permission names live with the permission editor (organisation texts), loaded on demand.
const NAMESPACES = ['errors', 'organisation'];

/**
 * The forbidden page: /403 (where a framed page without permission ends), and, drawn by the route
 * guard in place of a page beyond the user's rights, at the address the user followed (decision
 * 0026): which right is missing, who can grant it, and the way back.
 */
export default function ForbiddenPage({
  missing,
  inShell = false,
}: {
  /** The route's title key (unused: the page's title is its code). */
  titleKey?: string;
  missing?: MissingRightsProps;
  inShell?: boolean;
}) {
  const { t } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const { session } = useSession();
  const label = (right: string) => t(`rights.actions.${right}`, { ns: 'organisation', defaultValue: right });
  const hasPrevious = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
  return (
    <ErrorResult
      status="403"
      code="403"
      inShell={inShell}
      subTitle={t('errorPages.forbidden')}
      data-testid="page-403"
      extra={
        <Flex vertical gap="middle" align="center">
          {missing && missing.all.length > 0 && (
            <Typography.Text data-testid="missing-rights">
              {t('errors:forbidden.missingRights', { rights: missing.all.map(label).join(', ') })}
            </Typography.Text>
          )}
          {missing && missing.oneOf.length > 0 && (
            <Typography.Text data-testid="missing-one-of">
              {t('errors:forbidden.missingOneOf', { rights: missing.oneOf.map(label).join(', ') })}
            </Typography.Text>
          )}
          {session && (
            <Typography.Text data-testid="who-grants">
              {t('errors:forbidden.whoGrants', { account: session.account.name })}
            </Typography.Text>
          )}
          {!IS_FRAMED && session && (
            <Flex gap="small" wrap justify="center">
              {hasPrevious && <Button onClick={() => navigate(-1)}>{t('errors:forbidden.back')}</Button>}
              <Button type="primary" onClick={() => navigate('/home')}>
                {t('common.backHome')}
              </Button>
            </Flex>
          )}
        </Flex>
      }
    />
  );
}
