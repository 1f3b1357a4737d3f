/**
 * The staff side shows times and reads date filters in the provider's own time zone (San Antonio, Texas), so
 * "leads from 3 March" means 3 March in Texas whatever the server's or the browser's zone.
 */
export const STAFF_TIME_ZONE = "America/Chicago";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: STAFF_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export function formatStaffDateTime(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}

/** YYYY-MM-DD in the staff time zone (for file names and date inputs). */
export function staffDate(value: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: STAFF_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(value);
}
