import { useState } from 'react';
import { Alert, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { caskKeys } from './api/keys';
import { revokeLicence, useRevocableLicences } from './api/licences';
import { Loaded } from './components/loaded';
import { LicenceStateTag } from './components/state-tags';
import { CASK_PATHS } from './model/paths';

/**
 * /certicask/licences/revoke (certicask.licence_revoke): choose a free or used licence (or come
 * with `?licence=`), say why, confirm; the licence is revoked for good and its device freed.
 */
export default function LicenceRevokePage() {
  const { t } = useTranslation('certicask');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useRevocableLicences();
  const [chosen, setChosen] = useState<string | null>(params.get('licence'));
  const [reason, setReason] = useState('');

  return (
    <>
      <PageTitle>{t('routes.caskLicenceRevoke', { ns: 'translation' })}</PageTitle>
      <Card>
        <Loaded query={query}>
          {(licences) => {
            const licence = licences.find((row) => row.id === chosen);
            if (licences.length === 0)
              return <Alert type="info" showIcon title={t('revoke.none')} data-testid="revoke-none" />;
            return (
              <Flex vertical gap="middle" style={{ maxWidth: 560 }}>
                <Typography.Paragraph>{t('revoke.intro')}</Typography.Paragraph>
                <Form layout="vertical" component="div">
                  <Form.Item label={t('revoke.licence')} required>
                    <Select
                      value={licence?.id}
                      onChange={setChosen}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={licences.map((row) => ({
                        value: row.id,
                        label: row.device ? `${row.number} · ${row.device.name}` : row.number,
                      }))}
                      data-testid="revoke-licence"
                    />
                  </Form.Item>
                  <Form.Item label={t('revoke.reason')}>
                    <Input.TextArea
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                      maxLength={500}
                      autoSize={{ minRows: 2, maxRows: 4 }}
                      data-testid="revoke-reason"
                    />
                  </Form.Item>
                </Form>
                {licence && (
                  <Flex gap="small" align="center" wrap>
                    <LicenceStateTag state={licence.state} />
                    {licence.device &&
                      t('revoke.onDevice', { name: licence.device.name, id: licence.device.identifier })}
                  </Flex>
                )}
                <div>
                  <ConfirmAction
                    title={t('revoke.confirm', { number: licence?.number ?? '' })}
                    content={t('revoke.effect')}
                    mutationFn={() => revokeLicence(licence!.id, reason)}
                    invalidate={[caskKeys.licences]}
                    successMessage={t('revoke.done', { number: licence?.number ?? '' })}
                    onSuccess={() => void navigate(CASK_PATHS.licences)}
                    button={{ type: 'primary', disabled: !licence }}
                    danger
                    testId="revoke-submit"
                  >
                    {t('revoke.action')}
                  </ConfirmAction>
                </div>
              </Flex>
            );
          }}
        </Loaded>
      </Card>
    </>
  );
}
