import { Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { brand } from '@seal/shared';

/** The brand as read-only text, for users who may see it but not change it. */
export function BrandView({ saved }: { saved: brand.Brand | null }) {
  const { t } = useTranslation('brand');
  if (!saved) return <Empty description={t('none')} />;
  const owner = [saved.ownerFirstName, saved.ownerLastName].filter(Boolean).join(' ');
  return (
    <Descriptions column={1} bordered size="small" data-testid="brand-view">
      <Descriptions.Item label={t('fields.name')}>{saved.name}</Descriptions.Item>
      {saved.logoUrl && (
        <Descriptions.Item label={t('fields.logo')}>
          <img src={saved.logoUrl} alt="" height={64} style={{ objectFit: 'contain' }} />
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('fields.owner')}>{owner}</Descriptions.Item>
      <Descriptions.Item label={t('fields.contact')}>{saved.contact}</Descriptions.Item>
      <Descriptions.Item label={t('fields.phone')}>{saved.phone}</Descriptions.Item>
      <Descriptions.Item label={t('fields.email')}>{saved.email}</Descriptions.Item>
      <Descriptions.Item label={t('fields.website')}>{saved.website}</Descriptions.Item>
      <Descriptions.Item label={t('fields.languages')}>
        {saved.languages.map((language) => t(`languages.${language}`)).join(', ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.socialNetworks')}>
        {saved.socialNetworks.map((link) => (
          <div key={`${link.network}-${link.url}`}>
            {t(`networks.${link.network}`)}: <Typography.Link href={link.url}>{link.url}</Typography.Link>
          </div>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.history')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{saved.history}</Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}
