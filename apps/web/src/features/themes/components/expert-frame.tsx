/**
 * An expert page in a frame without scripts (no allow-scripts, no same origin): even what the
 * sanitiser let through cannot run or reach the console. The frame has no script of its own
 * either; its CSS applies to its document only.
 */
export function expertDocument(html: string, css: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>${css.replace(/<\/style/gi, '<\\/style')}</style></head><body>${html}</body></html>`;
}

export function ExpertFrame({
  html,
  css,
  title,
  height = '100%',
}: {
  html: string;
  css: string;
  title: string;
  height?: number | string;
}) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={expertDocument(html, css)}
      style={{ width: '100%', height, border: 0, background: '#ffffff' }}
    />
  );
}
