import type { z } from "zod";
import type { AdminForm } from "~/features/admin";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import type { issueInputSchema } from "../newsletter-issues.schema";

/** A product picked for the issue, as its card shows it. */
export interface Pick {
  id: number;
  name: string;
  price: string;
  cover: string | null;
}

/** A language's version as the form holds it: its text, and whether the AI wrote it (until edited). */
export interface EditedVersion {
  subject: string;
  body: string;
  source: "ai" | "manual";
}

/**
 * The issue form's values: the Portuguese original, the picked products (with what their cards show;
 * their ids are sent) and a version per translated language (empty: none).
 */
export type IssueFormValues = {
  subject: string;
  body: string;
  products: Pick[];
  translations: Record<TranslatedLanguage, EditedVersion>;
};

/** The issue form, checked with the API's schema. */
export type IssueForm = AdminForm<IssueFormValues, z.output<typeof issueInputSchema>>;

/** The form's starting values: the saved draft (and its picks, in the curator's order), or nothing yet. */
export function issueFormValues(
  issue: { subject: string; body: string; translations: Partial<Record<string, EditedVersion>> } | undefined,
  picked: Pick[],
): IssueFormValues {
  return {
    subject: issue?.subject ?? "",
    body: issue?.body ?? "",
    products: picked,
    translations: Object.fromEntries(
      translatedLanguages.map((language) => {
        const version = issue?.translations[language];
        return [language, { subject: "", body: "", source: "manual", ...version }];
      }),
    ) as Record<TranslatedLanguage, EditedVersion>,
  };
}

/** The form's values as the API takes them: the picks' ids, and the versions written (an empty one is none). */
export function issueRequest(values: IssueFormValues) {
  return {
    subject: values.subject,
    body: values.body,
    productIds: values.products.map((p) => p.id),
    translations: Object.fromEntries(
      Object.entries(values.translations)
        .filter(([, v]) => v.subject || v.body)
        .map(([language, v]) => [language, { subject: v.subject, body: v.body }]),
    ),
  };
}
