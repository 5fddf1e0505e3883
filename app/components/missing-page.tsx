import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { pagePath } from "~/i18n/routes";
import { useUiLanguage } from "~/components/ui/use-language";

/** The 404 body of a missing product or category: title, message, optional extras, a way home. */
export function MissingPage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-20 text-center">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-steel-700">{message}</p>
      {children}
      <DocumentLink
        to={pagePath(language, "home")}
        className="mt-8 inline-block rounded-control bg-asphalt px-5 py-3 font-semibold text-paper hover:bg-asphalt-800"
      >
        {t("notFound.home")}
      </DocumentLink>
    </main>
  );
}
