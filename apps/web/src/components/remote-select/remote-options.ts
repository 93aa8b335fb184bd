export interface RemoteOption {
  value: string;
  label: string;
}

/** Selected values the list does not show and whose label is not at hand yet. */
export function missingValues(
  selected: readonly string[],
  listed: readonly RemoteOption[],
  known: ReadonlyMap<string, string> = new Map(),
): string[] {
  return selected.filter((value) => !known.has(value) && !listed.some((option) => option.value === value));
}

/**
 * The options of the select: the selected values first (so they read as labels, never as ids),
 * then the list, each value once; an excluded value is never offered.
 */
export function mergeOptions({
  selected,
  listed,
  known,
  exclude = [],
  pending,
}: {
  selected: readonly string[];
  listed: readonly RemoteOption[];
  known: ReadonlyMap<string, string>;
  exclude?: readonly string[];
  /** The label of a selected value still being asked for. */
  pending: string;
}): RemoteOption[] {
  const options = new Map<string, RemoteOption>();
  for (const value of selected) {
    const label = listed.find((option) => option.value === value)?.label ?? known.get(value) ?? pending;
    options.set(value, { value, label });
  }
  for (const option of listed) if (!exclude.includes(option.value)) options.set(option.value, option);
  return [...options.values()];
}
