import { Tag, type TagProps } from 'antd';

/** The green of a seal's active state: dark enough under white text for the 4.5:1 contrast. */
export const POSITIVE_GREEN = '#237804';

/**
 * A yes, on or public mark in green. antd's light green preset tag misses the 4.5:1 contrast of
 * its text (the accessibility checks of the journeys find it), so it is drawn solid in a dark green.
 */
export function PositiveTag(props: Omit<TagProps, 'color' | 'variant'>) {
  return <Tag {...props} color={POSITIVE_GREEN} variant="solid" />;
}
