/** Demo catalogue art (db/seed/illustrations.ts): visors. */
import type { VisorTint } from "../types";
import {
  PAPER,
  SIGNAL,
  INK,
  num,
  group,
  path,
  circle,
  translate,
  outline,
  filled,
  Defs,
  darken,
  type Point,
  type Stop,
} from "./svg";
import { packaging, callout, type Scene } from "./parts";

/* ------------------------------------------------------------------------------------------------
 * Visors
 * ---------------------------------------------------------------------------------------------- */

export interface TintSpec {
  /** Lens gradient, top to bottom (or diagonal for mirrors). */
  stops: readonly Stop[];
  /** Mirror / iridium coatings run diagonally with a bright band. */
  mirror: boolean;
  /** Colour of the lens edge (the visible thickness of the polycarbonate). */
  edge: string;
}

export const TINTS: Record<VisorTint, TintSpec> = {
  clear: {
    stops: [
      [0, "#D6E1E8", 0.55],
      [1, "#F3F7F9", 0.3],
    ],
    mirror: false,
    edge: "#B9C7D0",
  },
  smoke: {
    stops: [
      [0, "#3F464E", 0.85],
      [1, "#7D858D", 0.7],
    ],
    mirror: false,
    edge: "#2E343A",
  },
  dark: {
    stops: [
      [0, "#0C0F12", 0.97],
      [1, "#2E343B", 0.93],
    ],
    mirror: false,
    edge: "#050607",
  },
  "light-blue": {
    stops: [
      [0, "#6FA8D8", 0.7],
      [1, "#C5E0F4", 0.5],
    ],
    mirror: false,
    edge: "#4F86B5",
  },
  "dark-red": {
    stops: [
      [0, "#3A0A0E", 0.95],
      [1, "#8E1C22", 0.88],
    ],
    mirror: false,
    edge: "#2A0609",
  },
  photochromic: {
    stops: [
      [0, "#343A41", 0.9],
      [0.5, "#7B6E5C", 0.6],
      [1, "#E1E6EA", 0.35],
    ],
    mirror: false,
    edge: "#5E5448",
  },
  "blue-mirror": {
    stops: [
      [0, "#0A2466"],
      [0.3, "#1E5BD0"],
      [0.48, "#8FD0FF"],
      [0.62, "#2A6CE0"],
      [1, "#0B2A72"],
    ],
    mirror: true,
    edge: "#081C4F",
  },
  "gold-mirror": {
    stops: [
      [0, "#5E3205"],
      [0.3, "#D2861A"],
      [0.48, "#FFE393"],
      [0.62, "#DE9A24"],
      [1, "#6E3C07"],
    ],
    mirror: true,
    edge: "#4A2804",
  },
  "silver-mirror": {
    stops: [
      [0, "#353B42"],
      [0.3, "#96A0AA"],
      [0.48, "#F4F6F8"],
      [0.62, "#A3ACB6"],
      [1, "#3E454D"],
    ],
    mirror: true,
    edge: "#2A2F35",
  },
  rainbow: {
    stops: [
      [0, "#36197A"],
      [0.2, "#2E62F2"],
      [0.4, "#1FBFA3"],
      [0.58, "#F0D23C"],
      [0.78, "#FF7A2F"],
      [1, "#B3215F"],
    ],
    mirror: true,
    edge: "#2A1260",
  },
};

/** Front view of a visor, centred on (0, 0), about 624 x 290, with pivot ears at both ends. */
export const VISOR =
  "M-280 -66C-280 -104 -262 -122 -226 -130C-110 -154 110 -154 226 -130C262 -122 280 -104 280 -66" +
  "C292 -66 312 -58 312 -34L312 8C312 30 296 42 276 44C210 72 110 96 42 104L30 126Q0 134 -30 126" +
  "L-42 104C-110 96 -210 72 -276 44C-296 42 -312 30 -312 8L-312 -34C-312 -58 -292 -66 -280 -66Z";
/** The Pinlock insert sitting inside the visor, between its two pins. */
export const PINLOCK =
  "M-238 -60C-238 -96 -200 -108 -150 -114C-60 -124 60 -124 150 -114C200 -108 238 -96 238 -60" +
  "C238 -10 212 20 150 44C90 64 40 72 0 74C-40 72 -90 64 -150 44C-212 20 -238 -10 -238 -60Z";
export const PINS: readonly Point[] = [
  [-252, -30],
  [252, -30],
];

export function visorArt(defs: Defs, tint: VisorTint): string {
  const spec = TINTS[tint];
  const lensFill = defs.linear(`tint-${tint}`, spec.stops, spec.mirror ? [0.1, 0, 0.9, 1] : [0, 0, 0, 1]);
  const depth = defs.linear("visor-depth", [
    [0, INK, 0.22],
    [0.35, INK, 0],
    [0.8, "#FFFFFF", 0],
    [1, "#FFFFFF", 0.16],
  ]);
  const sheen = defs.linear(
    "visor-sheen",
    [
      [0, "#FFFFFF", 0],
      [0.5, "#FFFFFF", 0.7],
      [1, "#FFFFFF", 0],
    ],
    [0, 0, 1, 0],
  );
  const pin = defs.radial(
    "pin",
    [
      [0, "#FFB08F"],
      [0.6, SIGNAL],
      [1, darken(SIGNAL, 0.3)],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  );
  const clip = defs.clip("visor-clip", path(VISOR));
  return group(
    {},
    // the polycarbonate edge, visible as a thin darker rim below the lens
    path(VISOR, { fill: spec.edge, transform: translate(3, 5), opacity: 0.9 }),
    path(VISOR, { fill: lensFill }),
    path(VISOR, { fill: depth }),
    group(
      { "clip-path": clip },
      // reflections: a long sheen under the top edge and two slanted glints
      path("M-250 -106C-120 -142 120 -142 250 -106L250 -92C120 -126 -120 -126 -250 -92Z", {
        fill: sheen,
      }),
      path("M-150 -160L-108 -160L-200 140L-242 140Z", { fill: "#FFFFFF", opacity: 0.13 }),
      path("M-88 -160L-72 -160L-164 140L-180 140Z", { fill: "#FFFFFF", opacity: 0.1 }),
      path(PINLOCK, { fill: "none", stroke: "#FFFFFF", "stroke-width": 2.5, opacity: 0.55 }),
      path(PINLOCK, {
        fill: "none",
        stroke: INK,
        "stroke-width": 1,
        opacity: 0.35,
        transform: translate(0, 2),
      }),
    ),
    // pivot mounts at both ends
    ...[-1, 1].map((side) =>
      group(
        { transform: `scale(${side} 1)` },
        path("M-280 -64C-286 -30 -286 12 -274 44", { fill: "none", ...outline(2), opacity: 0.45 }),
        circle(-297, -14, 8, filled(PAPER, 2)),
        path("M-304 14A22 22 0 0 0 -290 12", { fill: "none", ...outline(2), opacity: 0.7 }),
      ),
    ),
    ...PINS.map(([px, py]) =>
      group({}, circle(px, py, 9, filled(pin, 2)), circle(px - 2.5, py - 3, 2.5, { fill: "#FFFFFF", opacity: 0.8 })),
    ),
    path("M-26 120Q0 127 26 120", {
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": 2,
      opacity: 0.35,
      transform: translate(0, -5),
    }),
    path(VISOR, { fill: "none", ...outline() }),
  );
}

/** 2D affine matrix [a b c d e f] as in SVG. */
export type Matrix = readonly [number, number, number, number, number, number];
export const applyMatrix = ([a, b, c, d, e, f]: Matrix, [x, y]: Point): Point => [a * x + c * y + e, b * x + d * y + f];
export const matrixAttr = (m: Matrix): string => `matrix(${m.map(num).join(" ")})`;

/** How wide and how tall one helmet model's visor is drawn, against the generic outline. */
export interface VisorShape {
  width: number;
  height: number;
}

/**
 * Each helmet model gets its own visor proportions (real visors differ from model to model), so two
 * models' visors of the same tint never share a picture. Deterministic: the same model, the same shape.
 */
export function visorShape(model: string): VisorShape {
  let hash = 2166136261;
  for (const char of model) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return { width: 0.86 + (hash % 7) * 0.04, height: 0.86 + (Math.floor(hash / 7) % 7) * 0.04 };
}

export function visorScene(defs: Defs, tint: VisorTint, variant: number, shape: VisorShape): Scene {
  const { width, height } = shape;
  if (variant === 1) {
    // three-quarter view with a magnified call-out of the Pinlock pin
    const [a, b, c, d, e, f]: Matrix = [0.8, 0.16, -0.05, 0.98, 372, 448];
    const m: Matrix = [a * width, b * width, c * height, d * height, e, f];
    const art = group({ transform: matrixAttr(m) }, visorArt(defs, tint));
    return {
      shadow: { cx: 390, cy: 610, rx: 270 * width, ry: 38 },
      body: art + callout(defs, art, applyMatrix(m, PINS[1] ?? [0, 0]), [590, 210], 2.6),
    };
  }
  if (variant === 2) {
    return {
      shadow: { cx: 420, cy: 640, rx: 320, ry: 44 },
      body: group(
        {},
        packaging(defs, 170, 170, 430, 330),
        group(
          { transform: translate(390, 520, `rotate(-4) scale(${num(0.74 * width)} ${num(0.74 * height)})`) },
          visorArt(defs, tint),
        ),
      ),
    };
  }
  return {
    shadow: { cx: 400, cy: 590, rx: 300 * width, ry: 40 },
    body: group({ transform: translate(400, 390, `scale(${num(width)} ${num(height)})`) }, visorArt(defs, tint)),
  };
}

/** A Pinlock anti-fog insert on its own: the clear lens, its silicone seal, the notches the visor's pins hold. */
function pinlockArt(defs: Defs): string {
  const lens = defs.linear("pinlock-lens", TINTS.clear.stops);
  const clip = defs.clip("pinlock-clip", path(PINLOCK));
  return group(
    {},
    path(PINLOCK, { fill: TINTS.clear.edge, transform: translate(3, 5), opacity: 0.7 }),
    path(PINLOCK, { fill: lens }),
    group(
      { "clip-path": clip },
      path("M-120 -140L-84 -140L-160 110L-196 110Z", { fill: "#FFFFFF", opacity: 0.35 }),
      path("M-62 -140L-48 -140L-124 110L-138 110Z", { fill: "#FFFFFF", opacity: 0.25 }),
    ),
    // the silicone bead that seals the insert against the visor, a little inside the lens edge
    path(PINLOCK, { fill: "none", stroke: "#7E93A3", "stroke-width": 12, opacity: 0.55, transform: "scale(0.965)" }),
    ...PINS.map(([px, py]) => circle(px * 0.95, py - 30, 12, filled(PAPER, 2))),
    path(PINLOCK, { fill: "none", ...outline() }),
  );
}

/** The Pinlock insert's gallery: head-on, tilted, and in its sleeve. */
export function pinlockScene(defs: Defs, variant: number): Scene {
  if (variant === 1)
    return {
      shadow: { cx: 400, cy: 600, rx: 250, ry: 34 },
      body: group({ transform: translate(400, 420, "rotate(-10) scale(1.15 0.95)") }, pinlockArt(defs)),
    };
  if (variant === 2)
    return {
      shadow: { cx: 420, cy: 640, rx: 320, ry: 44 },
      body: group(
        {},
        packaging(defs, 170, 170, 430, 330),
        group({ transform: translate(390, 540, "rotate(-4) scale(0.9)") }, pinlockArt(defs)),
      ),
    };
  return {
    shadow: { cx: 400, cy: 580, rx: 280, ry: 38 },
    body: group({ transform: translate(400, 420, "scale(1.25)") }, pinlockArt(defs)),
  };
}
