import {
  HISTORY_OP,
  type ActivationItem,
  type ConsultItem,
  type ErrorItem,
  type FormItem,
  type HistoryEntry,
  type StateItem,
} from '@seal/shared/contract/seal-history';

export interface HistoryLists {
  /** The activation, when it falls in the window. */
  activation: ActivationItem | null;
  consults: readonly ConsultItem[];
  errors: readonly ErrorItem[];
  forms: readonly FormItem[];
  /** In the order the changes were made (two may share a date). */
  states: readonly StateItem[];
}

const dateOf = (entry: HistoryEntry) => ('state_change_date' in entry ? entry.state_change_date : entry.date);

/**
 * The history of spec 000 ("merged in time order"): every entry of every list, oldest first. At
 * the same instant the operations keep their natural order (activation, consultation, error,
 * state change, form), and entries of one list keep theirs, so a consultation that reached a
 * threshold comes before the state change it caused.
 */
export function mergeHistory(lists: HistoryLists): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    ...(lists.activation ? [{ op: HISTORY_OP.activation, ...lists.activation }] : []),
    ...lists.consults.map((item) => ({ op: HISTORY_OP.consultation, ...item })),
    ...lists.errors.map((item) => ({ op: HISTORY_OP.error, ...item })),
    ...lists.states.map((item) => ({ op: HISTORY_OP.stateChange, ...item })),
    ...lists.forms.map((item) => ({ op: HISTORY_OP.form, ...item })),
  ];
  const time = new Map(entries.map((entry) => [entry, Date.parse(dateOf(entry))]));
  // Array.prototype.sort is stable: equal keys keep the order built above.
  return entries.sort((a, b) => time.get(a)! - time.get(b)! || a.op - b.op);
}
