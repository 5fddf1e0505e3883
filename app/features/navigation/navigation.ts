/** The header menu as the storefront draws it (safe for the browser). */
export interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
  /** A helmet model with no visor yet: still listed (to ask for one), but marked as such. */
  noVisor?: true;
}

/**
 * Targets of header menu items: "page:<key>" (a page of the route table), "category:<slug>", or
 * "tree:visors" — expands into one group per helmet brand with a visor, with its models, from fitment.
 */
export type MenuTarget = `page:${string}` | `category:${string}` | "tree:visors";

/** The default menu (spec §2); the curator can change it in the admin. */
export const defaultHeaderMenu: {
  label: string;
  labels: Record<string, string>;
  target: MenuTarget;
  children?: { label: string; labels: Record<string, string>; target: MenuTarget }[];
}[] = [
  {
    label: "Início",
    labels: { en: "Home", es: "Inicio", fr: "Accueil", it: "Home", de: "Start" },
    target: "page:home",
  },
  {
    label: "Todos os produtos",
    labels: {
      en: "All products",
      es: "Todos los productos",
      fr: "Tous les produits",
      it: "Tutti i prodotti",
      de: "Alle Produkte",
    },
    target: "page:products",
  },
  {
    label: "Viseiras",
    labels: { en: "Visors", es: "Viseras", fr: "Visières", it: "Visiere", de: "Visiere" },
    target: "page:helmetFinder",
    children: [
      {
        label: "Qual é o teu capacete?",
        labels: {
          en: "Find your helmet",
          es: "Buscador de casco",
          fr: "Trouver mon casque",
          it: "Trova il tuo casco",
          de: "Helm-Finder",
        },
        target: "page:helmetFinder",
      },
      { label: "Marcas", labels: {}, target: "tree:visors" },
    ],
  },
  {
    label: "Intercomunicadores",
    labels: { en: "Intercoms", es: "Intercomunicadores", fr: "Intercoms", it: "Interfoni", de: "Headsets" },
    target: "category:intercoms-ejeas",
  },
  {
    label: "Câmaras",
    labels: { en: "Cameras", es: "Cámaras", fr: "Caméras", it: "Videocamere", de: "Kameras" },
    // Its camera brands come from the category tree (see getHeaderMenu).
    target: "category:cameras",
  },
  {
    label: "Acessórios",
    labels: { en: "Accessories", es: "Accesorios", fr: "Accessoires", it: "Accessori", de: "Zubehör" },
    target: "category:accessories",
    children: [
      {
        label: "Microfones",
        labels: { en: "Microphones", es: "Micrófonos", fr: "Microphones", it: "Microfoni", de: "Mikrofone" },
        target: "category:accessories-microphones",
      },
      { label: "DJI", labels: {}, target: "category:accessories-microphones-dji" },
    ],
  },
];
