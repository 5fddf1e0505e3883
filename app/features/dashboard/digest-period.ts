import type { DigestFrequency } from "./digest-settings";

/**
 * The periods a digest tells (pure, UTC days): a week is an ISO week (Monday to Sunday, "2026-W48"), a day is
 * itself ("2026-11-27"). A period's digest is due the morning after it ends, at `dueHour` UTC.
 */
export interface DigestPeriod {
  /** What `mail_outbox.digest_period` holds: one digest per key, across instances. */
  key: string;
  /** First and last day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** The hour (UTC) a period's digest becomes due on the day after it: a morning in Portugal, summer and winter. */
export const dueHour = 7;
const dayMs = 86_400_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const midnight = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** The ISO week of the week starting on Monday `monday` (ms at midnight UTC): "2026-W48". */
function isoWeekKey(monday: number) {
  const thursday = new Date(monday + 3 * dayMs);
  const year = thursday.getUTCFullYear();
  const january4 = Date.UTC(year, 0, 4);
  const firstMonday = january4 - ((new Date(january4).getUTCDay() + 6) % 7) * dayMs;
  const week = 1 + Math.round((monday - firstMonday) / (7 * dayMs));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

function weekFrom(monday: number): DigestPeriod {
  return { key: isoWeekKey(monday), from: dayOf(monday), to: dayOf(monday + 6 * dayMs) };
}

const dayPeriod = (start: number): DigestPeriod => ({ key: dayOf(start), from: dayOf(start), to: dayOf(start) });

/** The latest period whose digest is due at `now`: it ended, and the morning after it has come. */
export function duePeriod(frequency: Exclude<DigestFrequency, "off">, now: Date): DigestPeriod {
  const dueBy = now.getTime() - dueHour * 3_600_000;
  const today = midnight(new Date(dueBy));
  if (frequency === "daily") return dayPeriod(today - dayMs);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * dayMs;
  return weekFrom(monday - 7 * dayMs);
}

/** The period just before (the digest's comparison). */
export function periodBefore(period: DigestPeriod): DigestPeriod {
  const start = Date.parse(`${period.from}T00:00:00Z`);
  return period.from === period.to ? dayPeriod(start - dayMs) : weekFrom(start - 7 * dayMs);
}

/** A period's first instant and the instant after its last day. */
export const periodBounds = (period: DigestPeriod) =>
  [new Date(`${period.from}T00:00:00Z`), new Date(Date.parse(`${period.to}T00:00:00Z`) + dayMs)] as const;
