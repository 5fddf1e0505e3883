import { parseId } from "~/lib/form-schemas";
import { Form, Link } from "react-router";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { inputClass } from "~/components/ui/admin/form-field";
import { AiMissingNotice } from "~/features/translations/components/ai-missing-notice";
import { StateBadge } from "~/features/translations/components/translation-badges";
import type { TranslatableEntity } from "~/features/translations/translations-admin.schema";
import {
  getTranslationCoverage,
  getTranslationEditor,
  type TranslatedLanguage,
} from "~/features/translations/translations-admin.server";
import { translatedLanguages } from "~/i18n/languages";
import { appContext } from "~/context/app-context";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/translations";
import { TranslationEditor } from "~/features/translations/components/translation-editor";
import { editorHref } from "~/features/translations/components/translation-editor";

const entityOf = (value: string | null): TranslatableEntity => (value === "category" ? "category" : "product");
const languageOf = (value: string | null): TranslatedLanguage =>
  (translatedLanguages as readonly string[]).includes(value ?? "") ? (value as TranslatedLanguage) : "en";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, ai } = context.get(appContext);
  const url = new URL(request.url);
  const entity = entityOf(url.searchParams.get("entity"));
  const language = languageOf(url.searchParams.get("language"));
  const search = url.searchParams.get("search")?.trim().slice(0, 100) ?? "";
  const id = parseId(url.searchParams.get("id"));
  const [coverage, editor] = await Promise.all([
    getTranslationCoverage(database.db, { entity, language: "all", state: "all", search }),
    id ? getTranslationEditor(database.db, entity, id).catch(() => null) : null,
  ]);
  return { entity, language, search, rows: coverage.rows, editor, aiConfigured: Boolean(ai) };
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { entity, language, search, rows, editor, aiConfigured } = loaderData;
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.translations.title")} intro={t("admin.translations.intro")}>
      {!aiConfigured && <AiMissingNotice />}
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <nav aria-label={t("admin.translations.list")} className="rounded-card bg-white p-3 ring-1 ring-steel-200">
          <div
            role="group"
            aria-label={t("admin.translations.show")}
            className="grid grid-cols-2 gap-1 rounded-control bg-steel-50 p-1"
          >
            {(["product", "category"] as const).map((kind) => (
              <Link
                key={kind}
                to={`?entity=${kind}`}
                aria-current={kind === entity ? "page" : undefined}
                className="rounded-md px-2 py-1.5 text-center text-sm font-semibold aria-[current=page]:bg-white aria-[current=page]:shadow-sm"
              >
                {t(kind === "product" ? "admin.translations.products" : "admin.translations.categories")}
              </Link>
            ))}
          </div>
          <Form method="get" className="mt-3" role="search">
            <input type="hidden" name="entity" value={entity} />
            <label htmlFor="translation-search" className="sr-only">
              {t("admin.translations.search")}
            </label>
            <input
              id="translation-search"
              name="search"
              type="search"
              defaultValue={search}
              placeholder={t("admin.translations.search")}
              className={`${inputClass} mt-0 text-sm`}
            />
          </Form>
          <ul className="mt-3 max-h-[32rem] space-y-1 overflow-y-auto lg:max-h-[calc(100vh-16rem)]">
            {rows.map((row) => (
              <li key={row.id}>
                <Link
                  to={editorHref(entity, row.id, language, search)}
                  aria-current={editor?.id === row.id ? "page" : undefined}
                  className="block rounded-md px-2 py-1.5 text-sm hover:bg-steel-50 aria-[current=page]:bg-asphalt aria-[current=page]:text-paper"
                >
                  <span className="line-clamp-1 font-semibold">{row.name}</span>
                  <span className="mt-1 flex gap-1">
                    {translatedLanguages.map((l) => (
                      <span key={l} className="flex items-center gap-0.5 text-[0.7rem] uppercase">
                        {l}
                        <StateBadge state={row.states[l]} compact />
                      </span>
                    ))}
                  </span>
                </Link>
              </li>
            ))}
            {rows.length === 0 && (
              <li className="px-2 py-4 text-sm text-steel-600">{t("admin.translations.nothingMatches")}</li>
            )}
          </ul>
        </nav>
        {editor ? (
          <TranslationEditor editor={editor} language={language} aiConfigured={aiConfigured} search={search} />
        ) : (
          <p className="rounded-card bg-white p-6 text-steel-700 ring-1 ring-steel-200">
            {t(`admin.translations.choose.${entity}`)}
          </p>
        )}
      </div>
    </AdminPage>
  );
}
