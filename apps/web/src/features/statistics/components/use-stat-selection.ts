import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSelection, scopeOf, writeSelection, type StatSelection } from '../model/period';

/** The period and scope of the statistics screens, read from and written to the URL. */
export function useStatSelection() {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params, new Date());
  const { from, to, entityId, withSubEntities } = selection;
  const scope = useMemo(
    () => scopeOf({ choice: 'range', from, to, entityId, withSubEntities }),
    [from, to, entityId, withSubEntities],
  );
  const select = (next: StatSelection) => setParams(writeSelection(params, next));
  return { selection, scope, select };
}

export type StatSelectionState = ReturnType<typeof useStatSelection>;
/** What a screen's figures take from the selection. */
export type ScopeProps = Pick<StatSelectionState, 'scope' | 'selection'>;
