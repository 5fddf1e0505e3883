import type { SeedHelmetBrand } from "../types";

/**
 * The 15 helmet brands of the helmet finder with their models. The spec's known models come
 * first; the rest are current, real models of each brand. Each model gets a visor category
 * "visors-{brand}-{model}" (LS2's brand category is pinned to id 30, see categories.ts).
 */
export const helmetBrands: SeedHelmetBrand[] = [
  {
    name: "AGV",
    slug: "agv",
    models: ["K6", "K6S", "K1", "K1S", "K3", "K3SV", "K5", "K5S", "Pista GP RR", "Pista GPR", "Corsa R"],
    popular: ["K6", "Pista GP RR"],
  },
  { name: "Arai", slug: "arai", models: ["RX-7V", "Chaser-X", "Quantum-X"] },
  {
    name: "Shoei",
    slug: "shoei",
    models: ["NXR2", "X-14", "RF-1400", "GT-Air 3", "X-SPR Pro"],
    popular: ["NXR2"],
  },
  {
    name: "LS2",
    slug: "ls2",
    models: ["FF322", "FF352", "FF384", "FF397", "FF800", "FF900", "FF351"],
    popular: ["FF800"],
  },
  // "HJ-26" is the code of the RPHA 11's and RPHA 70's visor (HJ-26ST), not a helmet.
  { name: "HJC", slug: "hjc", models: ["RPHA 70", "RPHA 11", "i71"], retired: [{ model: "HJ-26", now: "RPHA 11" }] },
  { name: "Shark", slug: "shark", models: ["Spartan GT", "Race-R Pro", "Race-R", "Skwal i3"] },
  { name: "Bell", slug: "bell", models: ["Star", "Qualifier", "Race Star"] },
  { name: "Scorpion", slug: "scorpion", models: ["EXO-1400", "EXO-520", "R1-Air"] },
  { name: "X-Lite", slug: "x-lite", models: ["X-803 RS", "X-903", "X-1005"] },
  { name: "Nexx", slug: "nexx", models: ["X.R3R", "X.WST3", "Y.100"] },
  { name: "KYT", slug: "kyt", models: ["NZ-Race", "TT-Course", "NF-R"] },
  { name: "Nolan", slug: "nolan", models: ["N60-6", "N80-8", "N100-5"] },
  { name: "MT", slug: "mt", models: ["Thunder 4", "Targo", "Atom 2"] },
  { name: "Axxis", slug: "axxis", models: ["Draken", "Panther", "Segment"] },
  { name: "Ruroc", slug: "ruroc", models: ["Atlas 4.0", "Atlas 3.0"] },
];
