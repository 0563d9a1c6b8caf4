// The replay's moments as the operator reads and types them, in local time:
// 'YYYY-MM-DD HH:MM:SS' (the banner, the marks) and the date and time
// field's value 'YYYY-MM-DDTHH:MM:SS' (input type="datetime-local").

const pad = (n: number): string => String(n).padStart(2, '0');

export function localDateTimeValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export const formatMoment = (ms: number): string => localDateTimeValue(ms).replace('T', ' ');

/** The field's value as unix ms (local time), null when it is not a date and time. */
export function parseLocalDateTime(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}
