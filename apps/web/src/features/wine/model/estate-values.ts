import type { wine } from '@seal/shared';

/** The estate form's starting values: the estate edited, or a winegrower's blank estate. */
export function estateFormValues(estate: wine.Estate | undefined): wine.EstateFieldsInput {
  if (!estate)
    return {
      name: '',
      producerName: '',
      producerType: 'winegrower',
      address: '',
      history: null,
      vineyard: null,
      terroir: null,
      emblemMediaId: null,
      pictureMediaId: null,
    };
  const { name, producerName, producerType, address, history, vineyard, terroir, emblemMediaId, pictureMediaId } =
    estate;
  return { name, producerName, producerType, address, history, vineyard, terroir, emblemMediaId, pictureMediaId };
}
