import { demoSealSerial } from '../../apps/server/src/db/seed/seals';
import { DEMO_SEAL_KEY } from '../../apps/server/src/modules/seals/demo-seal-key';
import { encodeReference } from '../../apps/server/src/modules/seals/reference-codec';

/** The printed reference of the demo seal at `offset` of the Demo Company's block. */
export const demoReference = (offset: number) => encodeReference(demoSealSerial('inactive') + offset, DEMO_SEAL_KEY);
