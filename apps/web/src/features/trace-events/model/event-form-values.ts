import dayjs, { type Dayjs } from 'dayjs';
import { readReference, type traceEvents } from '@seal/shared';

/** The declaration form's values: the contract's fields, the time as a date picker's and the references as typed. */
export interface EventFormValues {
  eventModelId?: string;
  eventTime?: Dayjs | null;
  siteId?: string | null;
  targetSiteId?: string | null;
  data?: Record<string, string | null | undefined>;
  /** References typed or pasted, one per line (commas, semicolons and tabs separate too). */
  referencesText?: string;
  ranges?: { first?: string; last?: string }[];
  containerCodes?: string[];
}

const SEPARATORS = /[\r\n,;\t]+/;
/** The longest input the server reads as a reference; a longer line is no reference at all. */
const TYPED_MAX = 40;

/** The lines of the references box, trimmed, blanks left out. */
export const referenceLines = (text = '') =>
  text
    .split(SEPARATORS)
    .map((line) => line.trim())
    .filter(Boolean);

/** How many pasted lines look like references (the shared format and check character) and how many do not. */
export function countReferences(text = '') {
  const lines = referenceLines(text);
  const valid = lines.filter((line) => readReference(line).ok).length;
  return { valid, wrong: lines.length - valid };
}

/**
 * The form's values as `traceEvent.declare` takes them. Lines of wrong format are sent as typed:
 * the server ignores and counts them, so the answer lists them with their reason. Only a line too
 * long to be read at all stays here (`tooLong`), counted with the ignored ones.
 */
export function toDeclareInput(values: EventFormValues): { input: traceEvents.EventFieldsInput; tooLong: string[] } {
  const lines = referenceLines(values.referencesText);
  const data = Object.fromEntries(
    Object.entries(values.data ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    input: {
      eventModelId: values.eventModelId ?? '',
      eventTime: values.eventTime ? values.eventTime.format() : '',
      siteId: values.siteId ?? null,
      targetSiteId: values.targetSiteId ?? null,
      data,
      references: lines.filter((line) => line.length <= TYPED_MAX),
      ranges: (values.ranges ?? [])
        .map((range) => ({ first: range.first?.trim() ?? '', last: range.last?.trim() ?? '' }))
        .filter((range) => range.first || range.last),
      containerCodes: (values.containerCodes ?? []).map((code) => code.trim()).filter(Boolean),
    },
    tooLong: lines.filter((line) => line.length > TYPED_MAX),
  };
}

/** An event opened for a change, as the form shows it. */
export function fromEvent(event: traceEvents.TraceEvent): EventFormValues {
  return {
    eventModelId: event.eventModelId,
    eventTime: dayjs(event.eventTime),
    siteId: event.siteId,
    targetSiteId: event.targetSiteId,
    data: Object.fromEntries(event.data.map((value) => [value.aiTag, value.value])),
    referencesText: '',
    ranges: event.ranges.map(({ first, last }) => ({ first, last })),
    containerCodes: event.containerCodes,
  };
}
