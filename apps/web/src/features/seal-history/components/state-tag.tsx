import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { sealStatusName, type SealStatusName } from '@seal/shared';
import { POSITIVE_GREEN } from '../../../components/positive-tag';

/**
 * A colour per state: green is genuine and usable, orange to red and magenta call for action, no
 * colour is over or not yet. Dark shades of antd's palette under white text, so every tag keeps
 * the 4.5:1 contrast (antd's light preset tags do not for orange, gold or green).
 */
const COLORS: Record<SealStatusName, string | undefined> = {
  unknown: undefined,
  inactive: undefined,
  active: POSITIVE_GREEN,
  archived: undefined,
  cancelled: undefined,
  blocked: '#ad2102',
  expired: '#874d00',
  suspect: '#ad4e00',
  fraudulent: '#a8071a',
  stolen: '#9e1068',
  hiddenStolen: '#391085',
  contact: '#006d75',
  access: '#006d75',
  demo: '#0958d9',
};

/** A seal's state (spec 000 section 4) as a coloured tag with its label. */
export function StateTag({ state, testId }: { state: number; testId?: string }) {
  const { t } = useTranslation('seal-history');
  const name = sealStatusName(state);
  const color = COLORS[name];
  return (
    <Tag color={color} variant={color ? 'solid' : 'outlined'} data-testid={testId} data-state={state}>
      {t(`states.${name}`)}
    </Tag>
  );
}
