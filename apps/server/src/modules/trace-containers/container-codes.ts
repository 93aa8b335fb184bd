import { AppError, ERRORS, generateConsoleCode, ssccCapacity, ssccOf } from '@seal/shared';
import type { Db } from '../../db/client';
import type { ContainerModelRecord } from './container-models.repository';
import { codeTaken, nextSsccSerial } from './containers.repository';

/** Draws at most this many codes before giving up (a clash is already one in 2^46 for a console code). */
const ATTEMPTS = 20;

/**
 * A new container's code, per its model: the console's random code, or the model's next SSCC
 * (its serial from sscc_counters, taken under the counter row's lock, so two packs never share
 * one). A code another container holds (a prefix two models or accounts share) is skipped.
 */
export async function newContainerCode(db: Db, accountId: string, model: ContainerModelRecord): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    let code: string;
    if (model.codeKind === 'sscc') {
      const serial = await nextSsccSerial(db, accountId, model.id);
      // The prefix leaves no serial free: the model cannot number more containers.
      if (serial >= ssccCapacity(model.ssccPrefix!)) throw new AppError(ERRORS.containerModel.generic);
      code = ssccOf(model.ssccPrefix!, serial);
    } else code = generateConsoleCode();
    if (!(await codeTaken(db, code))) return code;
  }
  throw new AppError(ERRORS.containerModel.generic);
}
