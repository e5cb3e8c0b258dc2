const DIGITS = /^\d{1,16}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** Epoch values below this are seconds (services send either); 10^11 s is the year 5138, 10^11 ms is 1973. */
const SECONDS_LIMIT = 100_000_000_000;

/**
 * When a message event happened: an ISO 8601 date-time with its offset, or Unix time in seconds or milliseconds
 * (messaging services send either). A time ahead of `now` (a sender's clock running fast) counts as `now`, so a
 * lead never shows an interaction in the future. Undefined when the text is none of those.
 */
export function parseEventTime(text: string, now: Date): Date | undefined {
  const value = text.trim();
  let time: number;
  if (DIGITS.test(value)) {
    const epoch = Number(value);
    time = epoch < SECONDS_LIMIT ? epoch * 1_000 : epoch;
  } else if (ISO_DATE_TIME.test(value)) {
    time = new Date(value.replace(' ', 'T')).getTime();
  } else {
    return undefined;
  }
  if (!Number.isFinite(time) || Number.isNaN(new Date(time).getTime())) return undefined;
  return new Date(Math.min(time, now.getTime()));
}
