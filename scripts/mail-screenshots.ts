// Screenshots of every message the site sends (the HTML part, rendered in Chromium at phone and
// desktop width, light and dark), for docs/mail/. Usage: npx tsx scripts/mail-screenshots.ts [outDir]
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { render } from "@react-email/render";
import { NewsletterConfirmMail } from "../app/features/mail/messages/newsletter-confirm.tsx";
import { NewsletterIssueMail } from "../app/features/mail/messages/newsletter-issue.tsx";
import { VisorAvailableMail } from "../app/features/mail/messages/visor-available.tsx";
import { defaultSiteSettings } from "../app/features/settings/site-settings.ts";
import { serverT } from "../app/i18n/messages.server.ts";
import { chromiumLaunchOptions } from "../tests/chromium.ts";
import { productIllustration, visorShape } from "../db/seed/illustrations.ts";

const outDir = process.argv[2] ?? "docs/mail";
mkdirSync(outDir, { recursive: true });
const origin = "https://zerosgarage.pt";
const { siteName, contactEmail } = defaultSiteSettings;
// The demo's own visor drawing, inlined: the screenshot needs no running server.
const svg = productIllustration("visor", { tint: "smoke", visorShape: visorShape("visors-agv-k6") });
const picture = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const messages = {
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
