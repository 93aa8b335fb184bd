/** @jsxRuntime automatic */
import type { BlockStyle } from '@seal/shared/themes/document';
import { useThemeRender } from './context';
import { blockCss } from './style';

/** The consultation's answer (or its challenge): given by the page, so the theme cannot change what it says. */
export function ConsultationResult({ style }: { style?: BlockStyle | undefined; id?: string }) {
  const { result } = useThemeRender();
  return (
    <div data-block="result" style={blockCss(style)}>
      {result}
    </div>
  );
}

export function SealGuidance({ style }: { style?: BlockStyle | undefined; id?: string }) {
  const { guidance } = useThemeRender();
  return (
    <div data-block="guidance" style={blockCss(style)}>
      {guidance}
    </div>
  );
}
