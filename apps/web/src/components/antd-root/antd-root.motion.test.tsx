// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { theme } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AntdRoot from './antd-root';
import { REDUCED_MOTION_QUERY } from '../../lib/use-reduced-motion';

/** A system setting for "reduce motion" the test switches, as a reader would. */
function reducedMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = (query: string) => ({
    get matches() {
      return query === REDUCED_MOTION_QUERY && reduce;
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  });
  vi.stubGlobal('matchMedia', list);
  return {
    set(next: boolean) {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** What antd's components inside the console see of the motion token. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <output data-motion={String(token.motion)} />;
}

const shownMotion = () => document.querySelector('output')?.getAttribute('data-motion');

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function renderConsole() {
  await act(async () => {
    root.render(
      <AntdRoot>
        <MotionProbe />
      </AntdRoot>,
    );
  });
  // The antd locale loads first (a promise), then the screens render.
  await vi.waitFor(() => expect(shownMotion()).toBeDefined());
}

describe("the console's motion follows the reader's reduced-motion preference", () => {
  it('keeps antd motion without the preference', async () => {
    reducedMotionSetting(false);
    await renderConsole();
    expect(shownMotion()).toBe('true');
  });

  it('turns antd motion off under the preference', async () => {
    reducedMotionSetting(true);
    await renderConsole();
    expect(shownMotion()).toBe('false');
  });

  it('follows the preference when it changes while the console is open', async () => {
    const setting = reducedMotionSetting(false);
    await renderConsole();
    expect(shownMotion()).toBe('true');
    act(() => setting.set(true));
    expect(shownMotion()).toBe('false');
    act(() => setting.set(false));
    expect(shownMotion()).toBe('true');
  });
});
