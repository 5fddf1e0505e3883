import { detailsLabel, technicalErrorText } from "~/i18n/technical-errors";
import { useAdminLanguage } from "~/i18n/use-translation";
import type { TechnicalSubject } from "~/lib/technical-error";

/**
 * An error the server stored or answered, as the curator reads it (issue 33 point 1): a plain sentence in the admin's
 * language ("A loja não respondeu (ligação recusada)") and, behind a "Details" disclosure, the raw words it came from
 * ("connect ECONNREFUSED 203.0.113.5:443"). A message of the app's own shows as that message, without a disclosure.
 * `about` names who the error is about when the page knows (a link check's: the shop). An API refusal that came with
 * its raw words apart (`{ error, detail }`, decision 0034) is shown as it came: pass both.
 */
export function TechnicalError({
  error,
  detail: given,
  about,
  className,
}: {
  error: string | null | undefined;
  /** The raw words an answer gave apart from its sentence (`detail`). */
  detail?: string;
  about?: TechnicalSubject;
  className?: string;
}) {
  const language = useAdminLanguage();
  if (!error) return null;
  const { sentence, detail } = given ? { sentence: error, detail: given } : technicalErrorText(error, language, about);
  if (!detail || detail === sentence) return <div className={className}>{sentence}</div>;
  return (
    <div className={className}>
      {sentence}
      <details className="mt-1 text-xs text-steel-600">
        <summary className="cursor-pointer select-none">{detailsLabel(language)}</summary>
        <code className="mt-1 block break-all whitespace-pre-wrap">{detail}</code>
      </details>
    </div>
  );
}
