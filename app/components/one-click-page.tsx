import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { useUiLanguage } from "~/components/ui/use-language";
import { pagePath } from "~/i18n/routes";

/**
 * A page a mail's link opens (confirm, unsubscribe): what the link is for, and one button whose POST
 * does it, so a mail scanner following the link changes nothing. No button once done or invalid.
 */
export function OneClickPage({
  title,
  message,
  button,
}: {
  title: string;
  message: string;
  /** The form's hidden fields and the button's label; absent: nothing left to do. */
  button?: { fields: Record<string, string>; label: string };
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-20 text-center">
      <title>{title}</title>
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-steel-700" role="status">
        {message}
      </p>
      {button && (
        <Form method="post" className="mt-8">
          {Object.entries(button.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            className="rounded-control bg-asphalt px-5 py-3 font-semibold text-paper hover:bg-asphalt-800"
          >
            {button.label}
          </button>
        </Form>
      )}
      <p className="mt-8">
        <DocumentLink to={pagePath(language, "home")} className="font-semibold text-signal-700 hover:underline">
          {t("notFound.home")}
        </DocumentLink>
      </p>
    </main>
  );
}
