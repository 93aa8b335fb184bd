import { Alert, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateSection } from '@seal/shared/themes/document';

/**
 * An old-version theme, read-only (spec 000: old-version themes cannot be edited and should be
 * deleted and recreated): the message saying so, then its sections as stored.
 */
export function LegacyThemeView({ sections, loading }: { sections: TemplateSection[]; loading?: boolean }) {
  const { t } = useTranslation('themes');
  return (
    <Flex vertical gap="middle" data-testid="legacy-theme">
      <Alert type="warning" showIcon message={t('legacy.title')} description={t('legacy.message')} />
      <Table<TemplateSection>
        size="small"
        loading={loading}
        pagination={false}
        rowKey={(section) => `${section.lang}-${section.section_idx}`}
        dataSource={sections}
        columns={[
          { key: 'lang', title: t('legacy.language'), dataIndex: 'lang', width: 90 },
          { key: 'index', title: t('legacy.position'), dataIndex: 'section_idx', width: 90 },
          { key: 'name', title: t('legacy.section'), dataIndex: 'name', width: 160 },
          {
            key: 'content',
            title: t('legacy.content'),
            render: (_, section) => (
              <Typography.Paragraph
                ellipsis={{ rows: 3, expandable: true, symbol: t('legacy.more') }}
                style={{ margin: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
              >
                {section.content}
              </Typography.Paragraph>
            ),
          },
        ]}
        data-testid="legacy-sections"
      />
    </Flex>
  );
}
