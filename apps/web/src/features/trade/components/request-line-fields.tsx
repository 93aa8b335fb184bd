import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { QR_TYPES, trade } from '@seal/shared';
import { formatMoney } from '../model/format';
import { emptyLine, gtinProblem, type LineValues } from '../model/request-lines';

type Options = trade.RequestOptions;

/** One line of the request: article (with the account's price), product, quantity, QR type, description. */
function RequestLineFields(props: { index: number; options: Options; onRemove?: () => void }) {
  const { t, i18n } = useTranslation('trade');
  const { index, options } = props;
  const line = (Form.useWatch(['lines', index]) ?? {}) as LineValues;
  const problem = gtinProblem(line, options.products);
  return (
    <Card
      size="small"
      title={t('request.line', { line: index + 1 })}
      extra={
        props.onRemove && (
          <Button size="small" danger onClick={props.onRemove} data-testid={`line-${index}-remove`}>
            {t('request.removeLine')}
          </Button>
        )
      }
      data-testid={`line-${index}`}
    >
      <Flex gap="middle" wrap>
        <Form.Item name={[index, 'articleId']} label={t('line.article')} required style={{ minWidth: 280, flex: 2 }}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('request.chooseArticle')}
            options={options.articles.map((article) => ({
              value: article.id,
              label: `${article.code} · ${article.name} — ${formatMoney(article.unitPriceCents, i18n.language)}`,
            }))}
            data-testid={`line-${index}-article`}
          />
        </Form.Item>
        <Form.Item name={[index, 'productId']} label={t('line.product')} style={{ minWidth: 220, flex: 2 }}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('request.chooseProduct')}
            options={options.products.map((product) => ({
              value: product.id,
              label: product.gtin ? `${product.title} (${product.gtin})` : product.title,
            }))}
            data-testid={`line-${index}-product`}
          />
        </Form.Item>
        <Form.Item name={[index, 'quantity']} label={t('line.quantity')} required>
          <InputNumber min={1} max={trade.TRADE_QUANTITY_MAX} precision={0} data-testid={`line-${index}-quantity`} />
        </Form.Item>
        <Form.Item name={[index, 'qrType']} label={t('line.qrType')} required style={{ minWidth: 200 }}>
          <Select
            options={QR_TYPES.map((type) => ({ value: type, label: t(`qrType.${type}`) }))}
            data-testid={`line-${index}-qr-type`}
          />
        </Form.Item>
      </Flex>
      {problem && (
        <Alert
          type="warning"
          showIcon
          title={t(`errors.trade.${problem}`, { ns: 'translation', line: index + 1 })}
          style={{ marginBottom: 16 }}
          data-testid={`line-${index}-gtin`}
        />
      )}
      <Form.Item name={[index, 'description']} label={t('line.description')} style={{ marginBottom: 0 }}>
        <Input.TextArea
          rows={2}
          maxLength={trade.TRADE_DESCRIPTION_MAX}
          showCount
          data-testid={`line-${index}-description`}
        />
      </Form.Item>
    </Card>
  );
}

/** The request's lines, added and removed (at least one, at most TRADE_LINES_MAX). */
export function RequestLinesField({ options }: { options: Options }) {
  const { t } = useTranslation('trade');
  return (
    <Form.List name="lines">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap="small" style={{ marginBottom: 16 }}>
          {fields.map((field) => (
            <RequestLineFields
              key={field.key}
              index={field.name}
              options={options}
              onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
            />
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < trade.TRADE_LINES_MAX && (
            <div>
              <Button onClick={() => add(emptyLine())} data-testid="line-add">
                {t('request.addLine')}
              </Button>
            </div>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
