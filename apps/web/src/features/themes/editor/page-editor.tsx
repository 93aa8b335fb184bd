import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CompressOutlined, ExpandOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Puck, type Data, type UiState, type Viewports } from '@puckeditor/core';
// The stylesheet without its web font: the console loads nothing from other sites.
import '@puckeditor/core/no-external.css';
import { useTranslation } from 'react-i18next';
import type { ThemeLanguage } from '@seal/shared/themes/document';
import { themeEditorConfig } from './puck-config';
import { puckDictionary } from './puck-dictionary';
import { PreviewFrame, type PreviewScale } from './preview-frame';

/** Spec 000: phone, tablet and desktop previews. */
const VIEWPORT_WIDTHS = { phone: 390, tablet: 768, desktop: 1280 } as const;
/** The smallest scale a desktop preview is drawn at before the editor takes the whole screen. */
const DESKTOP_MIN_ZOOM = 0.6;

/**
 * The editor opens on the phone preview (a seal's page is read on a phone, and it shows at full
 * size), its block and property panels 250 px wide (Puck's own 290 px at 1440 px leave the page
 * too little room).
 */
const INITIAL_UI: Partial<UiState> = {
  viewports: {
    current: { width: VIEWPORT_WIDTHS.phone, height: 'auto' },
    controlsVisible: true,
    options: [],
  },
  leftSideBarWidth: 250,
  rightSideBarWidth: 250,
};

export interface PageEditorProps {
  language: ThemeLanguage;
  /** The page when the editor opens (a new key opens another page: another language). */
  initialData: Data;
  onChange: (language: ThemeLanguage, data: Data) => void;
  onSave: () => void;
  saving: boolean;
  canUpload: boolean;
}

/**
 * Puck, configured with the theme's blocks: component tabs on the left, the canvas in the middle
 * (phone, tablet, desktop), the properties and style of the selected block on the right. Puck
 * keeps the history: its undo and redo buttons, Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y.
 */
export function PageEditor({ language, initialData, onChange, onSave, saving, canUpload }: PageEditorProps) {
  const { t } = useTranslation('themes');
  const [fullScreen, setFullScreen] = useState(false);
  const config = useMemo(() => themeEditorConfig({ t, language, canUpload }), [t, language, canUpload]);
  const dictionary = useMemo(() => puckDictionary(t), [t]);
  const viewports = useMemo<Viewports>(
    () => [
      { width: VIEWPORT_WIDTHS.phone, height: 'auto', label: t('viewports.phone'), icon: 'Smartphone' },
      { width: VIEWPORT_WIDTHS.tablet, height: 'auto', label: t('viewports.tablet'), icon: 'Tablet' },
      { width: VIEWPORT_WIDTHS.desktop, height: 'auto', label: t('viewports.desktop'), icon: 'Monitor' },
    ],
    [t],
  );
  const change = useCallback((data: Data) => onChange(language, data), [onChange, language]);
  // A desktop preview the page's room would draw under 60 % takes the whole screen, where it
  // reads: once per switch to it (Escape leaves the full screen and it stays left).
  const fullScreenNow = useRef(fullScreen);
  useEffect(() => {
    fullScreenNow.current = fullScreen;
  }, [fullScreen]);
  const widenedFor = useRef(0);
  const onScale = useCallback(({ width, zoom }: PreviewScale) => {
    if (width < VIEWPORT_WIDTHS.desktop) widenedFor.current = 0;
    else if (zoom < DESKTOP_MIN_ZOOM && !fullScreenNow.current && widenedFor.current !== width) {
      widenedFor.current = width;
      setFullScreen(true);
    }
  }, []);
  const frame = useCallback(
    ({ children, document }: { children: ReactNode; document?: Document }) => (
      <PreviewFrame document={document} onScale={onScale}>
        {children}
      </PreviewFrame>
    ),
    [onScale],
  );

  useEffect(() => {
    if (!fullScreen) return;
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setFullScreen(false);
    // The preview's frame too: a block just clicked there holds the keyboard.
    const windows = [window, document.querySelector<HTMLIFrameElement>('#preview-frame')?.contentWindow];
    for (const target of windows) target?.addEventListener('keydown', escape);
    return () => {
      for (const target of windows) target?.removeEventListener('keydown', escape);
    };
  }, [fullScreen]);

  const actions = (
    <Flex gap="small">
      <Button
        icon={fullScreen ? <CompressOutlined /> : <ExpandOutlined />}
        onClick={() => setFullScreen((value) => !value)}
        aria-pressed={fullScreen}
        data-testid="theme-fullscreen"
      >
        {fullScreen ? t('editor.exitFullScreen') : t('editor.fullScreen')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave} data-testid="theme-save">
        {t('editor.save')}
      </Button>
    </Flex>
  );

  return (
    <div
      data-testid="theme-editor"
      data-fullscreen={fullScreen}
      style={
        fullScreen
          ? { position: 'fixed', inset: 0, zIndex: 1000, background: '#ffffff' }
          : { height: 'calc(100vh - 220px)', minHeight: 600, border: '1px solid #f0f0f0' }
      }
    >
      <Puck
        config={config}
        data={initialData}
        onChange={change}
        viewports={viewports}
        dictionary={dictionary}
        headerTitle={t(`languages.${language}`)}
        ui={INITIAL_UI}
        overrides={{ headerActions: () => actions, iframe: frame }}
        height="100%"
      />
    </div>
  );
}
