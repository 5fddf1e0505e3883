import { visorCategorySlug, visorCategoryText, visorTexts, visorWord, type Localized } from "~/features/categories";
import { helmetBrands } from "./data/helmet-brands";
import { supportedLanguages, type Language } from "~/i18n/languages";

/** The demo category tree: visors → helmet brand → helmet model, plus cameras, intercoms and accessories. */

type Text = { name: string; description: string };

export interface SeedCategory {
  id: number;
  parentId: number | null;
  slug: string;
  text: Localized;
  sortOrder: number;
  /** The helmet brand (and model) whose visor page this is: its products come from fitment. */
  helmet?: { brand: string; model?: string };
}

/** Category 30 is LS2's visor parent: the storefront builds LS2's model list from its children. */
export const ls2VisorCategoryId = 30;

/** Gear categories: slug, parent slug, text per language. Slugs follow the storefront's menu links. */
const gearCategories: {
  slug: string;
  parent?: string;
  text: Record<Language, [string, string, string]>;
}[] = [
  {
    slug: "cameras",
    text: {
      pt: ["Câmaras", "camaras", "Câmaras de ação e 360° que aguentam a estrada."],
      en: ["Cameras", "cameras", "Action and 360° cameras that survive the road."],
      es: ["Cámaras", "camaras", "Cámaras de acción y 360° que aguantan la carretera."],
      fr: ["Caméras", "cameras", "Caméras d'action et 360° qui tiennent la route."],
      it: ["Videocamere", "videocamere", "Action cam e camere 360° che reggono la strada."],
      de: ["Kameras", "kameras", "Action- und 360°-Kameras, die der Straße standhalten."],
    },
  },
  {
    slug: "cameras-insta360",
    parent: "cameras",
    text: {
      pt: ["Câmaras Insta360", "camaras-insta360", "Câmaras 360° e de ação da Insta360."],
      en: ["Insta360 cameras", "cameras-insta360", "Insta360's 360° and action cameras."],
      es: ["Cámaras Insta360", "camaras-insta360", "Cámaras 360° y de acción de Insta360."],
      fr: ["Caméras Insta360", "cameras-insta360", "Les caméras 360° et d'action d'Insta360."],
      it: ["Videocamere Insta360", "videocamere-insta360", "Le camere 360° e action di Insta360."],
      de: ["Insta360 Kameras", "kameras-insta360", "360°- und Action-Kameras von Insta360."],
    },
  },
  {
    slug: "cameras-dji",
    parent: "cameras",
    text: {
      pt: ["Câmaras DJI", "camaras-dji", "Câmaras de ação Osmo da DJI."],
      en: ["DJI cameras", "cameras-dji", "DJI's Osmo action cameras."],
      es: ["Cámaras DJI", "camaras-dji", "Cámaras de acción Osmo de DJI."],
      fr: ["Caméras DJI", "cameras-dji", "Les caméras d'action Osmo de DJI."],
      it: ["Videocamere DJI", "videocamere-dji", "Le action cam Osmo di DJI."],
      de: ["DJI Kameras", "kameras-dji", "Osmo Action-Kameras von DJI."],
    },
  },
  {
    slug: "intercoms",
    text: {
      pt: ["Intercomunicadores", "intercomunicadores", "Intercomunicadores Bluetooth e mesh para falar em viagem."],
      en: ["Intercoms", "intercoms", "Bluetooth and mesh intercoms for talking on the ride."],
      es: ["Intercomunicadores", "intercomunicadores", "Intercomunicadores Bluetooth y mesh para hablar en ruta."],
      fr: ["Intercoms", "intercoms", "Intercoms Bluetooth et mesh pour parler en roulant."],
      it: ["Interfoni", "interfoni", "Interfoni Bluetooth e mesh per parlare in viaggio."],
      de: ["Headsets", "headsets", "Bluetooth- und Mesh-Headsets für Gespräche unterwegs."],
    },
  },
  {
    slug: "intercoms-ejeas",
    parent: "intercoms",
    text: {
      pt: [
        "Intercomunicadores Ejeas",
        "intercomunicadores-ejeas",
        "Intercomunicadores Ejeas com boa relação qualidade-preço.",
      ],
      en: ["Ejeas intercoms", "intercoms-ejeas", "Ejeas intercoms that punch above their price."],
      es: [
        "Intercomunicadores Ejeas",
        "intercomunicadores-ejeas",
        "Intercomunicadores Ejeas con buena relación calidad-precio.",
      ],
      fr: ["Intercoms Ejeas", "intercoms-ejeas", "Intercoms Ejeas au bon rapport qualité-prix."],
      it: ["Interfoni Ejeas", "interfoni-ejeas", "Interfoni Ejeas dal buon rapporto qualità-prezzo."],
      de: ["Ejeas Headsets", "headsets-ejeas", "Ejeas-Headsets mit gutem Preis-Leistungs-Verhältnis."],
    },
  },
  {
    slug: "accessories",
    text: {
      pt: ["Acessórios", "acessorios", "Suportes, microfones e cuidados para o capacete."],
      en: ["Accessories", "accessories", "Mounts, microphones and helmet care."],
      es: ["Accesorios", "accesorios", "Soportes, micrófonos y cuidado del casco."],
      fr: ["Accessoires", "accessoires", "Supports, microphones et entretien du casque."],
      it: ["Accessori", "accessori", "Supporti, microfoni e cura del casco."],
      de: ["Zubehör", "zubehoer", "Halterungen, Mikrofone und Helmpflege."],
    },
  },
  {
    slug: "accessories-microphones",
    parent: "accessories",
    text: {
      pt: ["Microfones", "microfones", "Microfones sem fios para gravar a voz com o capacete posto."],
      en: ["Microphones", "microphones", "Wireless microphones to record your voice with the helmet on."],
      es: ["Micrófonos", "microfonos", "Micrófonos inalámbricos para grabar tu voz con el casco puesto."],
      fr: ["Microphones", "microphones", "Micros sans fil pour enregistrer sa voix casque sur la tête."],
      it: ["Microfoni", "microfoni", "Microfoni wireless per registrare la voce con il casco."],
      de: ["Mikrofone", "mikrofone", "Funkmikrofone für Sprachaufnahmen mit Helm."],
    },
  },
  {
    slug: "accessories-microphones-dji",
    parent: "accessories-microphones",
    text: {
      pt: ["Microfones DJI", "microfones-dji", "Os microfones sem fios DJI Mic."],
      en: ["DJI microphones", "microphones-dji", "DJI Mic wireless microphones."],
      es: ["Micrófonos DJI", "microfonos-dji", "Los micrófonos inalámbricos DJI Mic."],
      fr: ["Microphones DJI", "microphones-dji", "Les micros sans fil DJI Mic."],
      it: ["Microfoni DJI", "microfoni-dji", "I microfoni wireless DJI Mic."],
      de: ["DJI Mikrofone", "mikrofone-dji", "DJI Mic Funkmikrofone."],
    },
  },
  {
    slug: "accessories-mounts",
    parent: "accessories",
    text: {
      pt: ["Suportes", "suportes", "Suportes de queixo e de guiador para câmaras."],
      en: ["Mounts", "mounts", "Chin and handlebar mounts for cameras."],
      es: ["Soportes", "soportes", "Soportes de mentonera y de manillar para cámaras."],
      fr: ["Supports", "supports", "Supports mentonnière et guidon pour caméras."],
      it: ["Supporti", "supporti", "Supporti da mentoniera e da manubrio per camere."],
      de: ["Halterungen", "halterungen", "Kinn- und Lenkerhalterungen für Kameras."],
    },
  },
  {
    slug: "accessories-care",
    parent: "accessories",
    text: {
      pt: ["Limpeza e cuidado", "limpeza-e-cuidado", "Antiembaciamento e limpeza para ver bem com chuva e frio."],
      en: ["Care and cleaning", "care-and-cleaning", "Anti-fog and cleaning to see clearly in rain and cold."],
      es: ["Limpieza y cuidado", "limpieza-y-cuidado", "Antivaho y limpieza para ver bien con lluvia y frío."],
      fr: ["Entretien", "entretien", "Antibuée et nettoyage pour bien voir sous la pluie et au froid."],
      it: ["Pulizia e cura", "pulizia-e-cura", "Antiappannamento e pulizia per vedere bene con pioggia e freddo."],
      de: [
        "Pflege und Reinigung",
        "pflege-und-reinigung",
        "Antibeschlag und Reinigung für klare Sicht bei Regen und Kälte.",
      ],
    },
  },
];

const languages = supportedLanguages;

/**
 * The old addresses of retired models (data/helmet-brands.ts): each language's slug of the visor category it had,
 * and the category of the model it now leads to.
 */
export function retiredModelCategories() {
  return helmetBrands.flatMap((brand) =>
    (brand.retired ?? []).map(({ model, now }) => ({
      brand: brand.name,
      model,
      now,
      slugs: visorCategoryText(brand, model),
      target: visorCategorySlug(brand.slug, now),
    })),
  );
}

/** Builds the tree with fixed ids (LS2's brand category is id 30). */
export function buildSeedCategories(): SeedCategory[] {
  const result: SeedCategory[] = [];
  let nextId = 1;
  const takeId = () => {
    if (nextId === ls2VisorCategoryId) nextId++;
    return nextId++;
  };
  const add = (
    slug: string,
    parentId: number | null,
    text: Localized,
    id = takeId(),
    helmet?: SeedCategory["helmet"],
  ) => {
    result.push({ id, parentId, slug, text, sortOrder: result.length, ...(helmet ? { helmet } : {}) });
    return id;
  };
  const localize = (
    texts: Record<(typeof languages)[number], Text>,
    slugOf: (lang: (typeof languages)[number]) => string,
  ) => Object.fromEntries(languages.map((l) => [l, { ...texts[l], slug: slugOf(l) }])) as Localized;

  const visorsId = add(
    "visors",
    null,
    localize(visorTexts.root, (l) => (l === "pt" ? "visors" : visorWord[l])),
  );
  for (const brand of helmetBrands) {
    const brandId = add(
      visorCategorySlug(brand.slug),
      visorsId,
      visorCategoryText(brand),
      brand.slug === "ls2" ? ls2VisorCategoryId : undefined,
      { brand: brand.name },
    );
    for (const model of brand.models) {
      add(visorCategorySlug(brand.slug, model), brandId, visorCategoryText(brand, model), undefined, {
        brand: brand.name,
        model,
      });
    }
    // A retired model's id stays unused, so every later category keeps the id it had.
    for (const _ of brand.retired ?? []) takeId();
  }
  const idBySlug = new Map(result.map((c) => [c.slug, c.id]));
  for (const gear of gearCategories) {
    const text = Object.fromEntries(
      languages.map((l) => {
        const [name, slug, description] = gear.text[l];
        return [l, { name, description, slug: l === "pt" ? gear.slug : slug }];
      }),
    ) as Localized;
    idBySlug.set(gear.slug, add(gear.slug, gear.parent ? idBySlug.get(gear.parent)! : null, text));
  }
  return result;
}
