import { Card, Checkbox, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALL_RIGHTS, RIGHT_MODULES, organisation, type Application, type Right } from '@seal/shared';
import { useRights } from '../../../api/session';

export interface RightsPickerProps {
  application: Application;
  value?: Right[];
  onChange?: (value: Right[]) => void;
  disabled?: boolean;
}

const rightsOfModule = (module: keyof typeof RIGHT_MODULES) =>
  RIGHT_MODULES[module].map((action) => `${module}.${action}` as Right);

/**
 * The permissions of a group, by module, in words. Only the application's modules show, and only
 * rights the user holds can be changed: nobody grants more than they have (the server refuses too).
 */
export function RightsPicker({ application, value = [], onChange, disabled }: RightsPickerProps) {
  const { t } = useTranslation('organisation');
  const held = useRights();
  const selected = new Set(value);

  const toggle = (rights: readonly Right[], on: boolean) => {
    const next = new Set(selected);
    for (const right of rights) {
      if (on) next.add(right);
      else next.delete(right);
    }
    onChange?.(ALL_RIGHTS.filter((right) => next.has(right)));
  };

  return (
    <Flex vertical gap="small" data-testid="rights-picker">
      <Typography.Text type="secondary">{t('rights.heldOnly')}</Typography.Text>
      {organisation.rightModulesOfApplication(application).map((module) => {
        const rights = rightsOfModule(module);
        const grantable = rights.filter((right) => held[right]);
        const count = rights.filter((right) => selected.has(right)).length;
        return (
          <Card
            key={module}
            size="small"
            data-testid={`rights-module-${module}`}
            title={
              <Checkbox
                checked={count === rights.length}
                indeterminate={count > 0 && count < rights.length}
                disabled={disabled || grantable.length === 0}
                onChange={(event) => toggle(grantable, event.target.checked)}
                data-testid={`rights-all-${module}`}
              >
                {t(`rights.modules.${module}`)}
              </Checkbox>
            }
            extra={
              <Typography.Text type="secondary">{t('rights.count', { count, total: rights.length })}</Typography.Text>
            }
          >
            <Row gutter={[16, 4]}>
              {rights.map((right) => (
                <Col key={right} xs={24} md={12} xl={8}>
                  <Checkbox
                    checked={selected.has(right)}
                    disabled={disabled || !held[right]}
                    onChange={(event) => toggle([right], event.target.checked)}
                    data-testid={`right-${right}`}
                  >
                    <span title={right}>{t(`rights.actions.${right}`)}</span>
                  </Checkbox>
                </Col>
              ))}
            </Row>
          </Card>
        );
      })}
    </Flex>
  );
}
