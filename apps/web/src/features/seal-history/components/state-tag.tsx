import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { sealStatusName, type SealStatusName } from '@seal/shared';

/** A colour per state: green is genuine and usable, red and magenta call for action, grey is over. */
const COLORS: Record<SealStatusName, string> = {
  unknown: 'default',
  inactive: 'default',
  active: 'green',
  archived: 'default',
  cancelled: 'default',
  blocked: 'volcano',
  expired: 'gold',
  suspect: 'orange',
  fraudulent: 'red',
  stolen: 'magenta',
  hiddenStolen: 'purple',
  contact: 'cyan',
  access: 'cyan',
  demo: 'blue',
};

/** A seal's state (spec 000 section 4) as a coloured tag with its label. */
export function StateTag({ state, testId }: { state: number; testId?: string }) {
  const { t } = useTranslation('seal-history');
  const name = sealStatusName(state);
  return (
    <Tag color={COLORS[name]} data-testid={testId} data-state={state}>
      {t(`states.${name}`)}
    </Tag>
  );
}
