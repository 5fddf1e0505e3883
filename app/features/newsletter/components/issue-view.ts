import { languageCatalogue } from "~/i18n/languages";

export const languageName = (code: string) => languageCatalogue.find((l) => l.code === code)?.name ?? code;

export interface IssueCounts {
  sent: number;
  waiting: number;
  failed: number;
}

/** Of the messages waiting, those waiting for another try after an error: when the next is, and the latest error. */
export interface IssueRetry {
  waiting: number;
  nextAt: string | null;
  lastError: string | null;
}

export interface IssueProgress {
  counts: IssueCounts;
  retry: IssueRetry;
}

/** What the editor's panels read of a saved issue (the page's loader answers it, and more). */
export interface IssueView {
  id: number;
  subject: string;
  updatedAt: string;
  sentAt: string | null;
  recipients: number;
  counts: IssueCounts;
  retry: IssueRetry;
  /** Subscribers per language, and the version each language gets. */
  audience: { language: string; subscribers: number; version: string }[];
}

export function progressOf(issue: { counts: IssueCounts }) {
  const { sent, waiting, failed } = issue.counts;
  return `${sent} sent · ${waiting} waiting · ${failed} failed`;
}
