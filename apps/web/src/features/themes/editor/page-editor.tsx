import { useCallback, useEffect, useMemo, useState } from 'react';
import { CompressOutlined, ExpandOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Puck, type Data, type Viewports } from '@puckeditor/core';
// The stylesheet without its web font: the console loads nothing from other sites.
import '@puckeditor/core/no-external.css';
import { useTranslation } from 'react-i18next';
import type { ThemeLanguage } from '@seal/shared/themes/document';
import { themeEditorConfig } from './puck-config';
import { puckDictionary } from './puck-dictionary';

/** Spec 000: phone, tablet and desktop previews. */
const VIEWPORT_WIDTHS = { phone: 390, tablet: 768, desktop: 1280 } as const;

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

  useEffect(() => {
    if (!fullScreen) return;
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setFullScreen(false);
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
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
        overrides={{ headerActions: () => actions }}
        height="100%"
      />
    </div>
  );
}
