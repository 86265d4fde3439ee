import { formatDateTime } from './formatDateTime';

// Expected values are built from local-time Date parts so the suite holds in any TZ.
const local = (year: number, monthIndex: number, day: number, hours: number, minutes: number) =>
  new Date(year, monthIndex, day, hours, minutes).toISOString();

describe('formatDateTime', () => {
  it('renders day.month.year hour:minute in the viewer time zone', () => {
    expect(formatDateTime(local(2026, 10, 21, 14, 5))).toBe('21.11.2026 14:05');
  });

  it('zero-pads every field', () => {
    expect(formatDateTime(local(2027, 0, 3, 4, 7))).toBe('03.01.2027 04:07');
  });

  it('shows the instant in the given time zone, not in UTC', () => {
    expect(formatDateTime('2026-11-21T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('22.11.2026 08:30');
  });

  it('follows daylight saving time', () => {
    expect(formatDateTime('2026-07-01T10:00:00Z', { timeZone: 'Europe/Berlin' })).toBe('01.07.2026 12:00');
    expect(formatDateTime('2026-01-01T10:00:00Z', { timeZone: 'Europe/Berlin' })).toBe('01.01.2026 11:00');
  });

  it("reads the viewer's zone as Intl does", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-12-31T23:59:00Z', '0999-01-01T00:00:00Z']) {
      expect(formatDateTime(iso)).toBe(formatDateTime(iso, { timeZone: zone }));
    }
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime('2026-11-21T00:00:00Z', { timeZone: 'UTC' })).toBe('21.11.2026 00:00');
  });

  it.each(['', '   ', 'not a date', '2026-13-45T99:99:00Z'])('returns an empty string for %j', (input) => {
    expect(formatDateTime(input)).toBe('');
  });

  it.each([null, undefined])('returns an empty string for %s', (input) => {
    expect(formatDateTime(input)).toBe('');
  });
});
