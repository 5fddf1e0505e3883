// Screenshots of every message the site sends (the HTML part, rendered in Chromium at phone and
// desktop width, light and dark), for docs/mail/. Usage: npx tsx scripts/mail-screenshots.ts [outDir] [name ...]
// (names: only those messages, e.g. price-drop-pt).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { render } from "@react-email/render";
import { AlertConfirmMail } from "../app/features/mail/messages/alert-confirm.tsx";
import { DigestMail } from "../app/features/mail/messages/digest.tsx";
import { NewsletterConfirmMail } from "../app/features/mail/messages/newsletter-confirm.tsx";
import { NewsletterIssueMail } from "../app/features/mail/messages/newsletter-issue.tsx";
import { PriceDropMail } from "../app/features/mail/messages/price-drop.tsx";
import { VisorAvailableMail } from "../app/features/mail/messages/visor-available.tsx";
import { defaultSiteSettings } from "../app/features/settings/site-settings.ts";
import { serverT } from "../app/i18n/messages.server.ts";
import { chromiumLaunchOptions } from "../tests/chromium.ts";
import { productIllustration, visorShape } from "../db/seed/illustrations.ts";

const [outDir = "docs/mail", ...only] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const origin = "https://zerosgarage.pt";
const { siteName, contactEmail } = defaultSiteSettings;
// The demo's own visor drawing, inlined: the screenshot needs no running server.
const svg = productIllustration("visor", { tint: "smoke", visorShape: visorShape("visors-agv-k6") });
const picture = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const messages = {
  "digest-pt": DigestMail({
    language: "pt",
    siteName,
    contactEmail,
    origin,
    period: { key: "2026-W48", from: "2026-11-23", to: "2026-11-29" },
    before: { key: "2026-W47", from: "2026-11-16", to: "2026-11-22" },
    inbox: [
      {
        severity: "high",
        sentence:
          "2 ligações de loja estão partidas — 41 cliques nos últimos 30 dias, sobretudo em Viseira AGV K6 fumada (30).",
        url: `${origin}/admin/dashboard/link-health?status=broken`,
      },
      {
        severity: "medium",
        sentence: "1 alteração de preço acima do teu limite espera por ti (sincronização).",
        url: `${origin}/admin/dashboard/marketplace`,
      },
      {
        severity: "medium",
        sentence:
          "5 motociclistas esperam por uma viseira para 2 modelos de capacete a que nenhuma viseira publicada serve, sobretudo o Shoei NXR2 (3).",
        url: `${origin}/admin/dashboard/insights#insight-demand`,
      },
      {
        severity: "low",
        sentence: "3 produtos estão prontos a publicar.",
        url: `${origin}/admin/dashboard/product-lifecycle`,
      },
    ],
    figures: { clicks: [412, 356], orders: [9, 6], estimated: ["14.20", "9.80"], settled: ["6.35", "6.35"] },
    topEarners: [
      { name: "Insta360 X4", orders: 2, commission: "11.60" },
      { name: "Viseira AGV K6 fumada", orders: 4, commission: "5.12" },
      { name: "Cardo Packtalk Edge", orders: 1, commission: "3.83" },
    ],
    brokenLinks: [
      { name: "Viseira AGV K6 fumada", clicks: 30, url: `${origin}/admin/products/12/edit` },
      { name: "Viseira Shoei CWR-F2 iridium azul", clicks: 11, url: `${origin}/admin/products/31/edit` },
    ],
    firstDigest: false,
  }),
  "visor-available-de": VisorAvailableMail({
    t: serverT("de"),
    language: "de",
    siteName,
    contactEmail,
    origin,
    helmet: "AGV K6S",
    product: {
      name: "AGV K6 Visier getönt",
      price: "32,90 €",
      url: `${origin}/de/produkt/agv-k6-visier-getont`,
      imageUrl: picture,
    },
    stopUrl: `${origin}/de/unsubscribe?request=…`,
  }),
  "newsletter-confirm-pt": NewsletterConfirmMail({
    t: serverT("pt"),
    language: "pt",
    siteName,
    contactEmail,
    origin,
    confirmUrl: `${origin}/pt/confirm?token=…`,
  }),
  "price-drop-pt": PriceDropMail({
    t: serverT("pt"),
    language: "pt",
    siteName,
    contactEmail,
    origin,
    product: {
      name: "Viseira AGV K6 fumada",
      price: "27,90 €",
      url: `${origin}/pt/produto/viseira-agv-k6-fumada`,
      imageUrl: picture,
    },
    before: "32,90 €",
    target: "28,00 €",
    stopUrl: `${origin}/pt/unsubscribe?alert=…`,
  }),
  "price-alert-confirm-en": AlertConfirmMail({
    t: serverT("en"),
    language: "en",
    siteName,
    contactEmail,
    origin,
    kind: "price",
    items: [
      { name: "AGV K6 smoke visor", url: `${origin}/en/product/agv-k6-smoke-visor`, price: "32,90 €", target: null },
      {
        name: "AGV K6 clear visor with Pinlock pins",
        url: `${origin}/en/product/agv-k6-clear`,
        price: "29,90 €",
        target: null,
      },
      {
        name: "AGV K6 iridium blue visor",
        url: `${origin}/en/product/agv-k6-iridium-blue`,
        price: "39,90 €",
        target: null,
      },
    ],
    confirmUrl: `${origin}/en/confirm?alert=…`,
  }),
  "stock-confirm-de": AlertConfirmMail({
    t: serverT("de"),
    language: "de",
    siteName,
    contactEmail,
    origin,
    kind: "stock",
    items: [
      { name: "Insta360 X4 360°-Kamera", url: `${origin}/de/produkt/insta360-x4`, price: "499,99 €", target: null },
    ],
    confirmUrl: `${origin}/de/confirm?stock=…`,
  }),
  "newsletter-issue-fr": NewsletterIssueMail({
    t: serverT("fr"),
    language: "fr",
    siteName,
    contactEmail,
    origin,
    subject: "Des écrans pour l'hiver",
    body:
      "Bonjour !\n\nJ'ai roulé un mois sous la pluie avec ces deux écrans. Le fumé clair reste lisible au crépuscule, " +
      "le Pinlock ne s'embue plus.\n\nMes notes complètes : https://zerosgarage.pt/fr/",
    products: [
      { name: "Écran AGV K6 fumé", price: "32,90 €", url: `${origin}/fr/produit/ecran-agv-k6-fume`, imageUrl: picture },
      {
        name: "Écran Shoei CWR-F2 clair avec Pinlock",
        price: "44,50 €",
        url: `${origin}/fr/produit/ecran-shoei-cwr-f2`,
        imageUrl: picture,
      },
    ],
    unsubscribeUrl: `${origin}/fr/unsubscribe?token=…`,
  }),
};

const browser = await chromium.launch(chromiumLaunchOptions);
for (const [name, element] of Object.entries(messages)) {
  if (only.length && !only.includes(name)) continue;
  const html = await render(element);
  for (const [size, viewport] of Object.entries({
    phone: { width: 390, height: 800 },
    desktop: { width: 900, height: 800 },
  })) {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await browser.newPage({ viewport, colorScheme });
      await page.setContent(html, { waitUntil: "load" });
      const file = `${outDir}/${name}-${size}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
