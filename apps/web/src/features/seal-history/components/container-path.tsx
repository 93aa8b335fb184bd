import { Fragment } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { containerState } from '../container-navigation';
import { PRIVATE_CONSULTATION_PATH } from '../navigation';
import { levelLabel } from './level-label';

interface Props {
  label: string;
  containers: readonly { code: string; level: number }[];
  /** The test id of each container's link. */
  testId: string;
  rootTestId?: string;
}

/** A row of containers (a container's ancestors, a seal's containers), each leading to its consultation. */
export function ContainerPath({ label, containers, testId, rootTestId }: Props) {
  const { t } = useTranslation('seal-history');
  return (
    <Flex gap="small" align="baseline" wrap data-testid={rootTestId}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {containers.map((container, index) => (
        <Fragment key={container.code}>
          {index > 0 && <span aria-hidden>›</span>}
          <Link to={PRIVATE_CONSULTATION_PATH} state={containerState(container.code)} data-testid={testId}>
            {container.code} ({levelLabel(t, container.level)})
          </Link>
        </Fragment>
      ))}
    </Flex>
  );
}
