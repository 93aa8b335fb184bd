import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Drawer } from 'antd';
import { describe, expect, it } from 'vitest';
import { UI } from '@seal/shared';
import { DrawerMotion } from './drawer-motion';

/** The CSS antd generates for an open right-hand drawer, with or without DrawerMotion around it. */
function renderDrawer(timed: boolean) {
  const cache = createCache();
  const drawer = <Drawer open placement="right" getContainer={false} title="Notifications" />;
  renderToString(<StyleProvider cache={cache}>{timed ? <DrawerMotion>{drawer}</DrawerMotion> : drawer}</StyleProvider>);
  return { css: extractStyle(cache, { plain: true }) };
}

/** The class of the drawer's own variables rule that sets the slow motion to `seconds`, if any. */
const slowMotionClass = (css: string, seconds: string) =>
  new RegExp(
    `\\.(css-var-[\\w-]+)\\.ant-drawer\\{[^}]*--ant-motion-duration-slow:${seconds.replace('.', '\\.')}s`,
  ).exec(css)?.[1];

describe('the drawer transition (spec 001 section 9: 500 ms)', () => {
  it('slides the panel and fades the mask in UI.drawerTransitionMs', () => {
    const { css } = renderDrawer(true);
    // The drawer's root sets the variable its panel's slide and its mask's fade are timed by.
    expect(slowMotionClass(css, String(UI.drawerTransitionMs / 1000))).toBeDefined();
    expect(css).toMatch(
      /\.ant-drawer-panel-motion-right-enter-active[^{]*\{transition:all var\(--ant-motion-duration-slow\)/,
    );
    expect(css).toMatch(/\.ant-drawer-mask-motion-enter-active[^{]*\{transition:all var\(--ant-motion-duration-slow\)/);
  });

  it("replaces antd's own timing, which a bare drawer keeps", () => {
    expect(slowMotionClass(renderDrawer(false).css, '0.5')).toBeUndefined();
  });
});
