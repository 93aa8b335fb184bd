import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { traceEvents } from '@seal/shared';

/** How a colour level of an event's data item shows (0 neutral .. 3 alert) wherever events are shown. */
export const COLOUR_OF_LEVEL: Record<traceEvents.EventColourLevel, string> = {
  0: 'default',
  1: 'blue',
  2: 'orange',
  3: 'red',
};

/** A value, or a level's name, drawn in its colour level. */
export function ColourLevelTag({ level, children }: { level: traceEvents.EventColourLevel; children: ReactNode }) {
  return <Tag color={COLOUR_OF_LEVEL[level]}>{children}</Tag>;
}
