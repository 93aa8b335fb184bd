import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { UI } from '@seal/shared';

/**
 * antd times a drawer's slide and its mask's fade by the motionDurationSlow token (0.3 s); spec 001
 * section 9 wants the drawer's transition at UI.drawerTransitionMs. Set on the Drawer's own tokens,
 * so the buttons and lists inside keep the theme's timings.
 */
const DRAWER_MOTION: ThemeConfig = {
  components: { Drawer: { motionDurationSlow: `${UI.drawerTransitionMs / 1000}s` } },
};

/** Wraps a Drawer so that it opens and closes in UI.drawerTransitionMs. */
export function DrawerMotion({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={DRAWER_MOTION}>{children}</ConfigProvider>;
}
