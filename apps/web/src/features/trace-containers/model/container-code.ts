import type { traceContainers } from '@seal/shared';

/** A GS1 SSCC as printed under its barcode: the application identifier (00) then the 18 digits. */
export const gs1Form = (code: string, codeKind: traceContainers.ContainerCodeKind): string | null =>
  codeKind === 'sscc' ? `(00) ${code}` : null;
