import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXPERT_BLOCK_PLACEHOLDERS, EXPERT_TEXT_PLACEHOLDERS } from '@seal/shared/themes/document';

/**
 * The placeholders an expert page may hold (`{{product.title}}`...), inserted at the cursor:
 * texts are replaced by the escaped value, parts of the page by what the answer page draws.
 */
export function PlaceholderMenu({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation('themes');
  const item = (name: string) => ({ key: name, label: `${t(`placeholders.${name}`)} · {{${name}}}` });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { type: 'group', label: t('expert.textPlaceholders'), children: EXPERT_TEXT_PLACEHOLDERS.map(item) },
          { type: 'group', label: t('expert.blockPlaceholders'), children: EXPERT_BLOCK_PLACEHOLDERS.map(item) },
        ],
        onClick: ({ key }) => onInsert(`{{${key}}}`),
      }}
    >
      <Button data-testid="expert-insert">
        {t('expert.insert')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
