import { DocumentLink } from "~/components/ui/document-link";
import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { SocialIcon, type SocialNetwork } from "~/components/ui/social-icon";
import { useRootData } from "~/context/use-root-data";
import { useUiLanguage } from "~/components/ui/use-language";
import { breadcrumbJsonLd } from "~/features/seo/json-ld";
import { storefrontMeta } from "~/features/seo/seo";
import type { ContentPageKey } from "~/features/static-pages/static-page";
import { getStaticPage } from "~/features/static-pages/static-pages.server";
import { pageOfSlug, pagePath, pagePaths } from "~/i18n/routes";
import { storeContext } from "~/context/store-context.server";
import type { Route } from "./+types/content-page";

/** About, contact, affiliate links, privacy and terms: one route, text per language from features/static-pages. */
export async function loader(args: Route.LoaderArgs) {
  const { ui, t, site, origin, url } = await storeContext(args);
  const slug = url.pathname.split("/")[2] ?? "";
  const page = pageOfSlug(slug) as ContentPageKey;
  const canonical = pagePath(ui, page);
  if (url.pathname !== canonical) throw redirect(canonical, 301);
  const content = getStaticPage(page, ui, site);
  return {
    page,
    content,
    alternatePaths: pagePaths(page),
    seo: {
      title: t("contentPage.metaTitle", { title: content.title, siteName: site.siteName }),
      description: content.description,
      alternatePaths: pagePaths(page),
      jsonLd: [
        breadcrumbJsonLd([
          { name: t("nav.home"), url: new URL(pagePath(ui, "home"), origin).toString() },
          { name: content.title, url: new URL(canonical, origin).toString() },
        ]),
      ],
    },
  };
}

export const meta: Route.MetaFunction = storefrontMeta;

const mailPurposes = ["contact", "suggestions", "partnerships"] as const;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const site = useRootData()?.site;
  const { page, content } = loaderData;
  return (
    <main id="main">
      <section className="bg-asphalt text-paper">
        <div className="mx-auto max-w-4xl px-4 py-14 md:py-20">
          <h1 className="text-5xl font-bold md:text-6xl">{content.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-paper/85">{content.intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4">
        {page === "contact" && site && (
          <ul className="mt-10 grid gap-4 sm:grid-cols-3">
            {mailPurposes.map((purpose) => (
              <li key={purpose}>
                <a
                  href={`mailto:${site.contactEmail}?subject=${encodeURIComponent(t(`contentPage.mail.${purpose}Subject`))}`}
                  className="block h-full rounded-card bg-white p-5 ring-1 ring-steel-200 transition-shadow duration-200 hover:shadow-lg"
                >
                  <span className="font-display text-2xl font-semibold">{t(`contentPage.mail.${purpose}`)}</span>
                  <span className="mt-1 block text-sm text-steel-700">{t(`contentPage.mail.${purpose}Text`)}</span>
                  <span className="mt-3 block text-sm font-semibold text-signal-700">{site.contactEmail}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {content.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-3xl font-bold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-steel-700">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-steel-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {(page === "about" || page === "contact") && site && (
          <section className="mt-12">
            <h2 className="text-3xl font-bold">{t("contentPage.followTitle")}</h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {(Object.entries(site.social) as [SocialNetwork, string][]).map(([network, href]) => (
                <li key={network}>
                  <a
                    href={href}
                    rel="me noopener"
                    target="_blank"
                    className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2.5 font-semibold ring-1 ring-steel-200 hover:ring-steel-400"
                  >
                    <SocialIcon network={network} />
                    {t(`footer.social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {page !== "contact" && (
          <p className="mt-12">
            <DocumentLink
              to={pagePath(language, "contact")}
              className="inline-block rounded-control bg-asphalt px-5 py-3 font-semibold text-paper hover:bg-asphalt-800"
            >
              {t("contentPage.contactButton")}
            </DocumentLink>
          </p>
        )}
      </div>
    </main>
  );
}
