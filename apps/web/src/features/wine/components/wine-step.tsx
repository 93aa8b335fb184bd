import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, wine } from '@seal/shared';
import { CountrySelect } from '../../../components/country-select';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { wineKeys } from '../api/keys';
import { searchEstates } from '../api/search-estates';

const half = { xs: 24, md: 12 } as const;

/** Step 1, Wine: its name, vintage and estate, what it is, where it comes from, its grapes and codes. */
export function WineStep({ estateName }: { estateName?: { id: string; name: string } }) {
  const { t } = useTranslation('wine');
  const form = Form.useFormInstance();
  const type = (Form.useWatch('type', { form, preserve: true }) ??
    form.getFieldValue('type') ??
    'still') as wine.WineType;
  const known = estateName ? new Map([[estateName.id, estateName.name]]) : undefined;
  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label={t('fields.name')} required extra={t('help.wineName')}>
            <Input maxLength={35} data-testid="wine-name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="vintage" label={t('fields.vintage')} extra={t('help.vintage')}>
            <InputNumber
              min={wine.WINE_LIMITS.vintageMin}
              precision={0}
              style={{ width: '100%' }}
              data-testid="wine-vintage"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="estateId" label={t('fields.estate')} required>
        <RemoteSelect
          queryKey={[...wineKeys.estateOptions, 'search']}
          search={searchEstates}
          known={known}
          placeholder={t('fields.estateHint')}
          notFound={t('fields.noEstate')}
          testId="wine-estate"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="colour" label={t('fields.colour')}>
            <Select
              allowClear
              options={wine.WINE_COLOURS.map((value) => ({ value, label: t(`colours.${value}`) }))}
              data-testid="wine-colour"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="type" label={t('fields.type')} required>
            <Select
              options={wine.WINE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
              onChange={(value: wine.WineType) => form.setFieldValue('subType', wine.WINE_SUBTYPES[value][0])}
              data-testid="wine-type"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="subType" label={t('fields.subType')} required>
            <Select
              options={wine.WINE_SUBTYPES[type].map((value) => ({ value, label: t(`subTypes.${value}`) }))}
              data-testid="wine-subtype"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="country" label={t('fields.country')} required>
            <CountrySelect placeholder={t('fields.countryHint')} testId="wine-country" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="region" label={t('fields.region')} required extra={t('help.text')}>
            <Input maxLength={45} data-testid="wine-region" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="subRegion" label={t('fields.subRegion')} required extra={t('help.text')}>
            <Input maxLength={45} data-testid="wine-subregion" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="appellation" label={t('fields.appellation')}>
            <Input maxLength={45} data-testid="wine-appellation" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="cru" label={t('fields.cru')}>
            <Input maxLength={45} data-testid="wine-cru" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="language" label={t('fields.language')} extra={t('help.language')}>
            <Select
              options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              data-testid="wine-language"
            />
          </Form.Item>
        </Col>
      </Row>
      <GrapesField />
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="gtin" label={t('fields.gtin')} extra={t('help.gtin')}>
            <Input inputMode="numeric" maxLength={14} data-testid="wine-gtin" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sku" label={t('fields.sku')}>
            <Input maxLength={64} data-testid="wine-sku" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The grape varieties of the blend, each with its share when known (100 % at most together). */
function GrapesField() {
  const { t } = useTranslation('wine');
  return (
    <Form.Item label={t('fields.grapes')} extra={t('help.grapes')}>
      <Form.List name="grapes">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Row key={row.key} gutter={8} align="top" wrap={false} data-testid={`grape-${index}`}>
                <Col flex="auto">
                  <Form.Item name={[row.name, 'variety']} style={{ marginBottom: 8 }}>
                    <Input
                      aria-label={t('fields.grapeVariety', { n: index + 1 })}
                      placeholder={t('fields.grapeVarietyHint')}
                      maxLength={45}
                      data-testid="grape-variety"
                    />
                  </Form.Item>
                </Col>
                <Col flex="7rem">
                  <Form.Item name={[row.name, 'percent']} style={{ marginBottom: 8 }}>
                    <InputNumber
                      aria-label={t('fields.grapePercent', { n: index + 1 })}
                      min={1}
                      max={100}
                      precision={0}
                      suffix="%"
                      style={{ width: '100%' }}
                      data-testid="grape-percent"
                    />
                  </Form.Item>
                </Col>
                <Col flex="none">
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('fields.removeGrape')}
                    onClick={() => remove(index)}
                  />
                </Col>
              </Row>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ variety: '', percent: null })}
              disabled={rows.length >= wine.WINE_LIMITS.grapes}
              data-testid="grape-add"
            >
              {t('fields.addGrape')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
