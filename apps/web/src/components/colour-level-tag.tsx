import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { traceEvents } from '@seal/shared';

/**
 * The colour of an event data item's level (0 neutral .. 3 alert) wherever events are shown: dark
 * shades under white text, as the seal state tags, since antd's light preset tags miss the 4.5:1
 * contrast.
 */
const COLOUR_OF_LEVEL: Record<traceEvents.EventColourLevel, string | undefined> = {
  0: undefined,
  1: '#0958d9',
  2: '#ad4e00',
  3: '#a8071a',
};

/** A value, or a level's name, drawn in its colour level. */
export function ColourLevelTag({ level, children }: { level: traceEvents.EventColourLevel; children: ReactNode }) {
  const colour = COLOUR_OF_LEVEL[level];
  return (
    <Tag color={colour} variant={colour ? 'solid' : 'outlined'}>
      {children}
    </Tag>
  );
}
