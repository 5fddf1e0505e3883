import type { TFunction } from "i18next";
import { languageCatalogue } from "~/i18n/languages";
import type { IssueProgress } from "../issue-progress.server";

export const languageName = (code: string) => languageCatalogue.find((l) => l.code === code)?.name ?? code;

/** What the editor's panels read of a saved issue: the shape its producer answers (one shape, issue 34). */
export type { NewsletterIssueView as IssueView } from "../newsletter-issues.server";

/** "3 sent · 1 waiting · 0 failed", in the admin's language. */
export function progressOf(issue: Pick<IssueProgress, "counts">, t: TFunction) {
  const { sent, waiting, failed } = issue.counts;
  return t("admin.newsletterIssues.progress", { sent, waiting, failed });
}
