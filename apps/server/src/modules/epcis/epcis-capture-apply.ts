import { AppError, ERRORS } from '@seal/shared';
import type { Services } from '../../services';
import type { CaptureAppliers } from './epcis-capture.service';

/** Captured events through the console's own declaration and packing (their rules, their rows). */
export function captureAppliers(_services: Services): CaptureAppliers {
  return {
    async declare() {
      throw new AppError(ERRORS.common.internal);
    },
    async aggregate() {
      throw new AppError(ERRORS.common.internal);
    },
  };
}
