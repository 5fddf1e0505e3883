import { languageCatalogue } from "~/i18n/languages";
import type { IssueProgress } from "../issue-progress.server";

export const languageName = (code: string) => languageCatalogue.find((l) => l.code === code)?.name ?? code;

/** What the editor's panels read of a saved issue: the shape its producer answers (one shape, issue 34). */
export type { NewsletterIssueView as IssueView } from "../newsletter-issues.server";

export function progressOf(issue: Pick<IssueProgress, "counts">) {
  const { sent, waiting, failed } = issue.counts;
  return `${sent} sent · ${waiting} waiting · ${failed} failed`;
}
