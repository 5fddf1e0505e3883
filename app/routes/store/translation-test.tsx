import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { messagesFor } from "~/i18n/messages.server";
import type { Messages } from "~/i18n/i18n";
import type { Route } from "./+types/translation-test";

/** Internal page listing every interface text of a language (en, es, fr, it, zz), to review them. Not indexed. */
const testedLanguages = ["en", "es", "fr", "it", "zz"];
/** The language switcher offers only the languages this page exists in. */
const alternatePaths = Object.fromEntries(testedLanguages.map((l) => [l, `/${l}/translation-test`]));

export function loader({ params }: Route.LoaderArgs) {
  if (!testedLanguages.includes(params.lang)) throw data(null, { status: 404 });
  const flat: [string, string][] = [];
  const walk = (messages: Messages, prefix: string) => {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === "string") flat.push([`${prefix}${key}`, value]);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(messagesFor(params.lang), "");
  return data({ entries: flat, alternatePaths }, { headers: { "X-Robots-Tag": "noindex" } });
}

export const meta: Route.MetaFunction = () => [{ title: "Translation test" }, { name: "robots", content: "noindex" }];

export default function TranslationTest({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl font-bold">Translation test</h1>
      <p className="mt-2 text-steel-700">{t("home.heroTitle")}</p>
      <table className="mt-6 w-full text-left text-sm">
        <tbody>
          {loaderData.entries.map(([key, value]) => (
            <tr key={key} className="border-b border-steel-200">
              <th scope="row" className="py-1.5 pr-4 font-mono text-xs font-normal text-steel-600">
                {key}
              </th>
              <td className="py-1.5">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
