/**
 * A date node's day. ADF dates are UTC midnights in milliseconds: a string of digits (or a
 * number, from lenient writers). Every direction reads and writes the day through here.
 */

const ISO_DAY = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** `YYYY-MM-DD` of a timestamp, or undefined when it is none. */
export function isoDate(timestamp: unknown): string | undefined {
  const ms = typeof timestamp === 'string' && /^-?[0-9]+$/.test(timestamp) ? Number(timestamp) : timestamp;
  if (typeof ms !== 'number') return undefined;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** The timestamp of a day written `YYYY-MM-DD`, or why the text is not one. */
export function timestampOfDay(text: string): { timestamp: string } | string {
  const match = ISO_DAY.exec(text);
  if (!match) return `"${text}" is not a date written YYYY-MM-DD`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return `"${text}" is not a calendar date`;
  return { timestamp: String(time) };
}

/** The day, when reading it back as Markdown gives exactly this timestamp again. */
export function exactIsoDate(timestamp: unknown): string | undefined {
  const day = typeof timestamp === 'string' ? isoDate(timestamp) : undefined;
  if (day === undefined) return undefined;
  const back = timestampOfDay(day);
  return typeof back === 'object' && back.timestamp === timestamp ? day : undefined;
}
