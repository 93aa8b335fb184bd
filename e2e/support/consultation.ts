// The public consultation's demo seals (docs/consultation.md): one per outcome, on Demo Company.
export {
  consultationReference,
  CONSULTATION_SEALS,
  DEMO_CONTROL_KEY,
  DEMO_WEBSITE,
  type ConsultationSeal,
} from '../../apps/server/src/db/seed/consultation';
import { consultationSerial, type ConsultationSeal } from '../../apps/server/src/db/seed/consultation';
import { DEMO_SEAL_KEY } from '../../apps/server/src/modules/seals/demo-seal-key';
import { bubblePatternOf, ccpOf } from '../../apps/server/src/modules/seals/seal-secrets';

/** What is printed on a demo seal besides its reference: its bubble pattern and CCPs. */
export const printedOn = (seal: ConsultationSeal) => {
  const serial = consultationSerial(seal);
  return {
    bubbles: bubblePatternOf(serial, DEMO_SEAL_KEY),
    ccp3: ccpOf(serial, DEMO_SEAL_KEY, 3),
    ccp6: ccpOf(serial, DEMO_SEAL_KEY, 6),
  };
};
