import { useEffect, type ReactNode } from 'react';

/** The room the block toolbar takes above the selected block, on screen (its 36 px and a gap). */
const TOOLBAR_ROOM = 48;

/**
 * Inside the preview frame: the toolbar of the selected block sits above the block, never on it
 * (Puck pins it inside the frame's top edge, over the block, when the block starts there), and
 * the page starts one toolbar lower so its first block has that room too. The frame is drawn
 * scaled (Puck's zoom): the room is kept the same on screen, whatever the zoom.
 */
const FRAME_STYLE = `
[class*="DraggableComponent-actionsOverlay"] { position: absolute !important; top: 0 !important; inset-inline: 0; }
body { padding-top: calc(${TOOLBAR_ROOM}px / var(--editor-zoom, 1)); }
`;

/** What the preview shows: the width of the page drawn and the scale it is drawn at. */
export interface PreviewScale {
  width: number;
  zoom: number;
}

/** Reads the width and scale Puck draws the page at, from its canvas root's style. */
export function readPreviewScale(style: Pick<CSSStyleDeclaration, 'width' | 'transform'>): PreviewScale {
  const zoom = Number(/scale\(([\d.]+)\)/.exec(style.transform)?.[1] ?? 1);
  return { width: Number.parseFloat(style.width) || 0, zoom: Number.isFinite(zoom) && zoom > 0 ? zoom : 1 };
}

/** Whether the element's transition lasts at all (none where less motion is asked). */
const transitionRuns = (element: Element) =>
  window
    .getComputedStyle(element)
    .transitionDuration.split(',')
    .some((duration) => Number.parseFloat(duration) > 0);

/** Puck's `iframe` override: the frame's document gets FRAME_STYLE and follows the zoom. */
export function PreviewFrame({
  children,
  document: frame,
  onScale,
}: {
  children: ReactNode;
  document?: Document;
  onScale: (scale: PreviewScale) => void;
}) {
  useEffect(() => {
    if (!frame) return;
    const style = frame.createElement('style');
    style.textContent = FRAME_STYLE;
    frame.head.append(style);
    const root = window.document.getElementById('puck-canvas-root');
    const follow = () => {
      if (!root) return;
      // Puck marks a change of width with a transition and waits for its end before it zooms to
      // the room again; where less motion is asked its own style removes the transition, which
      // then never ends: it is ended here.
      if (root.style.transition && !transitionRuns(root))
        root.dispatchEvent(new TransitionEvent('transitionend', { bubbles: true }));
      const scale = readPreviewScale(root.style);
      frame.documentElement.style.setProperty('--editor-zoom', String(scale.zoom));
      // While Puck moves to another width, its zoom is the old one: the settled one counts.
      if (!root.style.transition) onScale(scale);
    };
    follow();
    const observer = new MutationObserver(follow);
    if (root) observer.observe(root, { attributes: true, attributeFilter: ['style'] });
    return () => {
      observer.disconnect();
      style.remove();
    };
  }, [frame, onScale]);
  return <>{children}</>;
}
