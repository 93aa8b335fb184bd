import { Card, Col, Flex, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify';
import { LOOKS, type Look } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { LOOK_SWATCHES } from '../../lib/look-themes';
import { lookStore, useLook } from '../../lib/look-store';
import { useUpdatePreferences } from './api/update-preferences';

function Swatch({ look }: { look: Look }) {
  const [primary, background, surface] = LOOK_SWATCHES[look];
  return (
    <div
      aria-hidden="true"
      style={{ background, borderRadius: 6, padding: 8, border: '1px solid rgba(128,128,128,.3)' }}
    >
      <div style={{ background: primary, height: 10, borderRadius: 3, marginBottom: 6 }} />
      <Flex gap={6}>
        <div style={{ background: primary, opacity: 0.35, width: 24, height: 36, borderRadius: 3 }} />
        <div style={{ background: surface, flex: 1, height: 36, borderRadius: 3 }} />
      </Flex>
    </div>
  );
}

/** /settings/looks: the colour theme, applied at once, remembered locally and on the server. */
export default function LooksPage() {
  const { t } = useTranslation('settings');
  const look = useLook();
  const save = useUpdatePreferences();

  const choose = (next: Look) => {
    if (next === lookStore.get()) return; // the radio's click also reaches its card
    lookStore.set(next);
    save.mutate({ look: next }, { onSuccess: () => notify.success(t('looks.saved')) });
  };

  return (
    <>
      <PageTitle>{t('routes.looks')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('looks.intro')}</Typography.Paragraph>
      <Radio.Group value={look} onChange={(event) => choose(event.target.value as Look)} style={{ width: '100%' }}>
        <Row gutter={[16, 16]}>
          {LOOKS.map((option) => (
            <Col key={option} xs={24} sm={12} xl={6}>
              <Card size="small" hoverable onClick={() => choose(option)} data-testid={`look-${option}`}>
                <Swatch look={option} />
                <Radio value={option} style={{ marginTop: 12 }}>
                  {t(`looks.names.${option}`)}
                </Radio>
              </Card>
            </Col>
          ))}
        </Row>
      </Radio.Group>
    </>
  );
}
