import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from '@seal/shared';

/** The brand's social networks: a network and the address of its page, as many as needed. */
export function SocialNetworks() {
  const { t } = useTranslation('brand');
  const options = brand.SOCIAL_NETWORKS.map((network) => ({ value: network, label: t(`networks.${network}`) }));
  return (
    <Form.Item label={t('fields.socialNetworks')}>
      <Form.List name="socialNetworks">
        {(items, { add, remove }, { errors }) => (
          <Flex vertical gap="small" data-testid="brand-socials">
            {items.map((item) => (
              <Flex key={item.key} gap="small" align="start" data-testid="brand-social">
                <Form.Item name={[item.name, 'network']} style={{ width: 180, marginBottom: 0 }}>
                  <Select options={options} aria-label={t('fields.network')} data-testid="brand-social-network" />
                </Form.Item>
                <Form.Item name={[item.name, 'url']} style={{ flex: 1, marginBottom: 0 }}>
                  <Input
                    type="url"
                    placeholder="https://"
                    aria-label={t('fields.networkUrl')}
                    data-testid="brand-social-url"
                  />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={t('socials.remove')} onClick={() => remove(item.name)} />
              </Flex>
            ))}
            {items.length < brand.BRAND_MAX_SOCIAL && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ network: 'facebook', url: '' })}
                style={{ alignSelf: 'flex-start' }}
                data-testid="brand-social-add"
              >
                {t('socials.add')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
