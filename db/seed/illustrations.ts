/**
 * Generated catalogue art for the demo storefront: one consistent line-art style for every product
 * type plus the brand assets (logo, hero, social image, founder portrait).
 *
 * Art direction: "a well-kept garage, not a discount marketplace". Near-black asphalt, warm paper,
 * a cool steel scale and safety orange used sparingly. Everything is deterministic plain SVG that
 * librsvg (sharp) renders: no <text>, no fonts, no external references, no randomness.
 */
import type { CameraShape, ProductType, VisorTint } from "./types";

/* ------------------------------------------------------------------------------------------------
 * Palette
 * ---------------------------------------------------------------------------------------------- */

const ASPHALT = "#111418";
const PAPER = "#F7F5F0";
const SIGNAL = "#FF5A1F";
const INK = "#1B1F24";
const GRAPHITE = "#2E333A";
const STEEL = {
  50: "#F1F3F5",
  100: "#E3E6EA",
  200: "#CBD0D6",
  300: "#AAB1BA",
  400: "#88909A",
  500: "#69717B",
  600: "#4F565F",
  700: "#3A4048",
  800: "#262B31",
} as const;

/** Outline width of the product line art (in the 800 x 800 product canvas). */
const LINE = 3;

/* ------------------------------------------------------------------------------------------------
 * Tiny SVG builder
 * ---------------------------------------------------------------------------------------------- */

type Attrs = Record<string, string | number | undefined>;
type Point = readonly [number, number];
/** A gradient stop: offset 0..1, colour, optional opacity. */
type Stop = readonly [number, string, number?];

const num = (n: number): string => String(Math.round(n * 100) / 100);

function el(tag: string, attrs: Attrs = {}, children?: string): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : value}"`)
    .join("");
  return children === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${children}</${tag}>`;
}

const group = (attrs: Attrs, ...children: string[]): string => el("g", attrs, children.join(""));
const path = (d: string, attrs: Attrs = {}): string => el("path", { d, ...attrs });
const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string => el("circle", { cx, cy, r, ...attrs });
const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...attrs });
const rect = (x: number, y: number, w: number, h: number, r: number, attrs: Attrs = {}): string =>
  el("rect", { x, y, width: w, height: h, rx: r || undefined, ...attrs });
const line = (a: Point, b: Point, attrs: Attrs = {}): string =>
  el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], ...attrs });

const translate = (x: number, y: number, extra = ""): string =>
  `translate(${num(x)} ${num(y)})${extra ? ` ${extra}` : ""}`;

/** Stroke attributes of the catalogue outline. */
function outline(width = LINE, colour = INK): Attrs {
  return {
    stroke: colour,
    "stroke-width": width,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
  };
}

const filled = (fill: string, width = LINE): Attrs => ({ fill, ...outline(width) });

/** An unfilled, round-capped stroke (highlights, trims, cables). */
const stroke = (colour: string, width: number, opacity = 1): Attrs => ({
  fill: "none",
  ...outline(width, colour),
  opacity,
});

/** Collects the <defs> of one document; ids are prefixed so several inlined SVGs never clash. */
class Defs {
  private readonly items = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  /** Registers a definition once; `kind` keeps a gradient and a clip of the same name apart. */
  private add(kind: string, name: string, build: (id: string) => string): string {
    const id = `${this.prefix}-${kind}-${name}`;
    if (!this.items.has(id)) this.items.set(id, build(id));
    return `url(#${id})`;
  }

  linear(name: string, stops: readonly Stop[], vector: readonly number[] = [0, 0, 0, 1], user = false): string {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 1] = vector;
    return this.add("lg", name, (id) =>
      el("linearGradient", { id, x1, y1, x2, y2, gradientUnits: user ? "userSpaceOnUse" : undefined }, stopsOf(stops)),
    );
  }

  radial(
    name: string,
    stops: readonly Stop[],
    shape: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number; user?: boolean } = {},
  ): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false } = shape;
    return this.add("rg", name, (id) =>
      el(
        "radialGradient",
        { id, cx, cy, r, fx, fy, gradientUnits: user ? "userSpaceOnUse" : undefined },
        stopsOf(stops),
      ),
    );
  }

  clip(name: string, shape: string): string {
    return this.add("clip", name, (id) => el("clipPath", { id }, shape));
  }

  blur(name: string, deviation: number): string {
    return this.add("fx", name, (id) =>
      el("filter", { id, x: -0.5, y: -0.5, width: 2, height: 2 }, el("feGaussianBlur", { stdDeviation: deviation })),
    );
  }

  toString(): string {
    return [...this.items.values()].join("");
  }
}

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(([offset, colour, opacity]) => el("stop", { offset, "stop-color": colour, "stop-opacity": opacity }))
    .join("");
}

function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs.toString()}</defs>${body}</svg>`
  );
}

/* ------------------------------------------------------------------------------------------------
 * Colour helpers
 * ---------------------------------------------------------------------------------------------- */

function parseHex(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();

/** Linear blend of two hex colours, t = 0 gives `a`, t = 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  const from = parseHex(a) ?? [0, 0, 0];
  const to = parseHex(b) ?? [0, 0, 0];
  return toHex(from.map((c, i) => c + ((to[i] ?? c) - c) * t));
}

const lighten = (colour: string, t: number): string => mix(colour, "#FFFFFF", t);
const darken = (colour: string, t: number): string => mix(colour, "#000000", t);

/** A valid #rgb / #rrggbb accent as #RRGGBB, or graphite. */
function bodyColour(accent?: string): string {
  const rgb = accent ? parseHex(accent) : null;
  return rgb ? toHex(rgb) : GRAPHITE;
}

/** Deterministic pseudo-random sequence (for asphalt grain and fur), seeded. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/* ------------------------------------------------------------------------------------------------
 * Shared geometry
 * ---------------------------------------------------------------------------------------------- */

function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${num(x + r)} ${num(y)}H${num(x + w - r)}A${r} ${r} 0 0 1 ${num(x + w)} ${num(y + r)}` +
    `V${num(y + h - r)}A${r} ${r} 0 0 1 ${num(x + w - r)} ${num(y + h)}H${num(x + r)}` +
    `A${r} ${r} 0 0 1 ${num(x)} ${num(y + h - r)}V${num(y + r)}A${r} ${r} 0 0 1 ${num(x + r)} ${num(y)}Z`
  );
}

interface Block {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
  /** Depth vector of the oblique projection; must point up and to the right (dx > 0, dy < 0). */
  dx: number;
  dy: number;
}

/**
 * A rounded box in oblique (cabinet) projection: the front face stays undistorted and the depth
 * shows as a lit top face and a shaded side face. Used for cameras, intercoms, cases, packaging.
 */
function block(b: Block, fills: { front: string; top: string; side: string }, frontDetail = ""): string {
  const { x, y, w, h, r, dx, dy } = b;
  const length = Math.hypot(dx, dy);
  const n: Point = [-dy / length, dx / length];
  const tl: Point = [x + r, y + r];
  const tr: Point = [x + w - r, y + r];
  const br: Point = [x + w - r, y + h - r];
  const at = (c: Point, v: Point, k = 1, shift: Point = [0, 0]): string =>
    `${num(c[0] + v[0] * r * k + shift[0])} ${num(c[1] + v[1] * r * k + shift[1])}`;
  const d: Point = [dx, dy];
  const minusN: Point = [-n[0], -n[1]];
  const diag: Point = [Math.SQRT1_2, -Math.SQRT1_2];
  const arc = `A${r} ${r} 0 0 1`;
  const silhouette =
    `M${at(tl, minusN)}L${at(tl, minusN, 1, d)}${arc} ${at(tl, [0, -1], 1, d)}` +
    `L${at(tr, [0, -1], 1, d)}${arc} ${at(tr, [1, 0], 1, d)}L${at(br, [1, 0], 1, d)}` +
    `${arc} ${at(br, n, 1, d)}L${at(br, n)}${arc} ${at(br, [0, 1])}L${num(x + r)} ${num(y + h)}` +
    `${arc} ${num(x)} ${num(y + h - r)}L${num(x)} ${num(y + r)}${arc} ${at(tl, minusN)}Z`;
  const topFace = `M${at(tl, minusN)}L${at(tl, minusN, 1, d)}L${at(tr, diag, 1, d)}L${at(tr, diag)}Z`;
  const front = roundRectPath(x, y, w, h, r);
  return group(
    {},
    path(silhouette, { fill: fills.side }),
    path(topFace, { fill: fills.top }),
    path(`M${at(tr, diag)}L${at(tr, diag, 1, d)}`, { ...outline(1.5, INK), opacity: 0.35 }),
    path(front, { fill: fills.front }),
    frontDetail,
    path(front, { fill: "none", ...outline(2) }),
    path(silhouette, { fill: "none", ...outline() }),
  );
}

/** Left-lit / right-shaded overlay that makes a flat shape read as a cylinder. */
const cylinderShade = (defs: Defs): string =>
  defs.linear(
    "cylinder-shade",
    [
      [0, "#FFFFFF", 0.22],
      [0.45, "#FFFFFF", 0],
      [1, "#000000", 0.25],
    ],
    [0, 0, 1, 0],
  );

/** Standard body fills for an accent colour (front gradient, lit top, shaded side). */
function bodyFills(defs: Defs, colour: string): { front: string; top: string; side: string } {
  const key = colour.slice(1);
  return {
    front: defs.linear(
      `body-${key}`,
      [
        [0, lighten(colour, 0.28)],
        [0.45, colour],
        [1, darken(colour, 0.22)],
      ],
      [0, 0, 0.6, 1],
    ),
    top: lighten(colour, 0.38),
    side: darken(colour, 0.3),
  };
}

/** A camera lens: steel ring, coated glass elements and a highlight; used by both cameras. */
function lens(defs: Defs, cx: number, cy: number, r: number): string {
  const glass = defs.radial(
    "lens-glass",
    [
      [0, "#3B3F6E"],
      [0.35, "#151A2B"],
      [0.8, "#07090D"],
      [1, "#000000"],
    ],
    { cx: 0.42, cy: 0.4, r: 0.6 },
  );
  const ring = defs.linear("lens-ring", [
    [0, STEEL[200]],
    [0.5, STEEL[500]],
    [1, STEEL[800]],
  ]);
  return group(
    {},
    circle(cx, cy, r, filled(ring)),
    circle(cx, cy, r * 0.8, filled(glass, 2)),
    circle(cx, cy, r * 0.42, { fill: "none", stroke: "#5B4A8C", "stroke-width": 2, opacity: 0.7 }),
    circle(cx, cy, r * 0.2, {
      fill: "#0B0E16",
      stroke: "#2D6B5E",
      "stroke-width": 1.5,
      opacity: 0.9,
    }),
    path(
      `M${num(cx - r * 0.55)} ${num(cy - r * 0.15)}A${num(r * 0.58)} ${num(r * 0.58)} 0 0 1 ${num(cx - r * 0.1)} ${num(cy - r * 0.57)}`,
      stroke("#FFFFFF", r * 0.09, 0.75),
    ),
    circle(cx + r * 0.3, cy + r * 0.32, r * 0.06, { fill: "#FFFFFF", opacity: 0.5 }),
  );
}

/** A dark glass screen with a diagonal reflection. */
function screen(defs: Defs, x: number, y: number, w: number, h: number, r: number): string {
  const glass = defs.linear(
    "screen-glass",
    [
      [0, "#2C3440"],
      [1, "#0C0F13"],
    ],
    [0, 0, 1, 1],
  );
  const clip = defs.clip(`screen-${x}-${y}-${w}-${h}`, rect(x, y, w, h, r));
  return group(
    {},
    rect(x, y, w, h, r, filled(glass, 2)),
    group(
      { "clip-path": clip },
      path(
        `M${num(x + w * 0.35)} ${num(y - 2)}L${num(x + w * 0.7)} ${num(y - 2)}L${num(x + w * 0.25)} ${num(y + h + 2)}L${num(x - 10)} ${num(y + h + 2)}Z`,
        {
          fill: "#FFFFFF",
          opacity: 0.08,
        },
      ),
    ),
  );
}

/** Full-face helmet in profile facing right, in a 100 x 100 box: the brand mark and the hero helmet. */
const HELMET = {
  shell:
    "M27 85C15 76 10 60 12 46C15 24 34 9 58 9C82 9 96 26 97 46C98 56 97 63 94 69" +
    "C92 76 92 83 89 89C80 93 66 93 56 90Z",
  visor: "M46 44C52 34 74 28 93 35C97 44 98 54 96 63C82 66 62 64 50 56C46 53 44 48 46 44Z",
  visorShine: "M54 39C66 33 80 32 90 36L90 38.5C80 35.5 67 36 55 41Z",
  trim: "M30 85L56 89C66 92 78 92 87 89",
  vents: "M78 76L88 75M77 81L87 80",
  shellShine: "M19 60C16 42 26 24 44 16",
  pivot: [48, 49] as Point,
} as const;

/** Small mark used on packaging, logo and social images: a helmet in profile with its visor. */
function helmetMark(defs: Defs, colours: { shell: string; visor: string; trim: string }): string {
  const shine = defs.linear("mark-shine", [
    [0, "#FFFFFF", 0.6],
    [1, "#FFFFFF", 0],
  ]);
  return group(
    {},
    path(HELMET.shell, { fill: colours.shell }),
    path(HELMET.shellShine, stroke("#FFFFFF", 3, 0.45)),
    path(HELMET.trim, stroke(colours.trim, 4)),
    path(HELMET.vents, stroke(colours.trim, 2.5)),
    path(HELMET.visor, { fill: colours.visor }),
    path(HELMET.visorShine, { fill: shine }),
    circle(HELMET.pivot[0], HELMET.pivot[1], 3.2, { fill: colours.trim }),
  );
}

/** Retail packaging box standing behind a product (variant 2 of every product). */
function packaging(defs: Defs, x: number, y: number, w: number, h: number): string {
  const paper = defs.linear("pack-paper", [
    [0, "#FFFFFF"],
    [1, "#ECE8E0"],
  ]);
  const markSize = Math.min(w, h) * 0.22;
  const band = h * 0.24;
  const detail = group(
    {},
    rect(x, y + h - band, w, band, 0, { fill: ASPHALT }),
    rect(x, y + h - band - 6, w, 6, 0, { fill: SIGNAL }),
    group(
      { transform: translate(x + 26, y + 22, `scale(${num(markSize / 100)})`) },
      helmetMark(defs, { shell: ASPHALT, visor: SIGNAL, trim: STEEL[500] }),
    ),
    ...[0, 1, 2].map((i) =>
      rect(x + 26, y + h - band + 22 + i * 14, w * (0.5 - i * 0.12), 5, 2.5, {
        fill: STEEL[500],
        opacity: 0.8,
      }),
    ),
  );
  const clipId = defs.clip(`pack-${x}-${y}-${w}-${h}`, path(roundRectPath(x, y, w, h, 10)));
  return block(
    { x, y, w, h, r: 10, dx: 46, dy: -30 },
    { front: paper, top: "#FFFFFF", side: "#D9D4CA" },
    group({ "clip-path": clipId }, detail),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Product stage (shared ground and shadow)
 * ---------------------------------------------------------------------------------------------- */

interface Shadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

function productStage(defs: Defs, shadow: Shadow, body: string): string {
  const ground = defs.radial(
    "ground",
    [
      [0, "#FFFFFF"],
      [0.55, "#F6F4EF"],
      [1, "#E6E2DA"],
    ],
    { cx: 0.5, cy: 0.42, r: 0.78 },
  );
  const shade = defs.radial("floor-shadow", [
    [0, ASPHALT, 0.3],
    [0.55, ASPHALT, 0.12],
    [1, ASPHALT, 0],
  ]);
  return (
    rect(0, 0, 800, 800, 0, { fill: ground }) +
    ellipse(shadow.cx, shadow.cy, shadow.rx, shadow.ry, { fill: shade }) +
    body
  );
}

interface Scene {
  shadow: Shadow;
  body: string;
}

/**
 * Catalogue detail call-out: `art` (drawn in canvas coordinates) magnified around `focus` inside a
 * ringed circle at `at`, with a dotted leader line back to the spot on the product.
 */
function callout(defs: Defs, art: string, focus: Point, at: Point, zoom: number, radius = 118): string {
  const [x, y] = at;
  const clip = defs.clip("callout", circle(x, y, radius - 2));
  const lineEnd: Point = [x - radius * 0.72, y + radius * 0.7];
  return group(
    {},
    line(focus, lineEnd, { ...outline(2, STEEL[500]), "stroke-dasharray": "2 7" }),
    circle(focus[0], focus[1], 16, { fill: "none", ...outline(2, STEEL[500]) }),
    circle(x, y, radius, { fill: "#FFFFFF" }),
    group(
      { "clip-path": clip },
      group(
        {
          transform: `translate(${num(x)} ${num(y)}) scale(${num(zoom)}) translate(${num(-focus[0])} ${num(-focus[1])})`,
        },
        art,
      ),
    ),
    circle(x, y, radius, { fill: "none", ...outline(4, INK) }),
    circle(x, y, radius + 9, { fill: "none", ...outline(1.5, STEEL[400]) }),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Visors
 * ---------------------------------------------------------------------------------------------- */

interface TintSpec {
  /** Lens gradient, top to bottom (or diagonal for mirrors). */
  stops: readonly Stop[];
  /** Mirror / iridium coatings run diagonally with a bright band. */
  mirror: boolean;
  /** Colour of the lens edge (the visible thickness of the polycarbonate). */
  edge: string;
}

const TINTS: Record<VisorTint, TintSpec> = {
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
const VISOR =
  "M-280 -66C-280 -104 -262 -122 -226 -130C-110 -154 110 -154 226 -130C262 -122 280 -104 280 -66" +
  "C292 -66 312 -58 312 -34L312 8C312 30 296 42 276 44C210 72 110 96 42 104L30 126Q0 134 -30 126" +
  "L-42 104C-110 96 -210 72 -276 44C-296 42 -312 30 -312 8L-312 -34C-312 -58 -292 -66 -280 -66Z";
/** The Pinlock insert sitting inside the visor, between its two pins. */
const PINLOCK =
  "M-238 -60C-238 -96 -200 -108 -150 -114C-60 -124 60 -124 150 -114C200 -108 238 -96 238 -60" +
  "C238 -10 212 20 150 44C90 64 40 72 0 74C-40 72 -90 64 -150 44C-212 20 -238 -10 -238 -60Z";
const PINS: readonly Point[] = [
  [-252, -30],
  [252, -30],
];

function visorArt(defs: Defs, tint: VisorTint): string {
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
type Matrix = readonly [number, number, number, number, number, number];
const applyMatrix = ([a, b, c, d, e, f]: Matrix, [x, y]: Point): Point => [a * x + c * y + e, b * x + d * y + f];
const matrixAttr = (m: Matrix): string => `matrix(${m.map(num).join(" ")})`;

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

function visorScene(defs: Defs, tint: VisorTint, variant: number, shape: VisorShape): Scene {
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

/* ------------------------------------------------------------------------------------------------
 * Cameras
 * ---------------------------------------------------------------------------------------------- */

/** Box-shaped action camera, front face 340 x 230 with its top-left corner at (x, y). */
function actionCamera(defs: Defs, colour: string, x: number, y: number, depth: Point): string {
  const fills = bodyFills(defs, colour);
  const front = group(
    {},
    rect(x + 16, y + 18, 150, 150, 30, filled(darken(colour, 0.45), 2)),
    lens(defs, x + 91, y + 93, 60),
    screen(defs, x + 190, y + 24, 130, 118, 14),
    ...[0, 1, 2, 3, 4].map((i) => circle(x + 206 + i * 12, y + 196, 2.6, { fill: darken(colour, 0.55) })),
    circle(x + 306, y + 196, 5, { fill: SIGNAL }),
    rect(x + 20, y + 180, 44, 8, 4, { fill: lighten(colour, 0.2), opacity: 0.7 }),
  );
  return group(
    {},
    // mounting fingers under the body
    ...[0, 1].map((i) =>
      group(
        {},
        rect(x + 148 + i * 26, y + 214, 18, 46, 6, filled(darken(colour, 0.2), 2)),
        circle(x + 157 + i * 26, y + 246, 4.5, { fill: INK }),
      ),
    ),
    // shutter button on top, drawn before the body so the body overlaps its base
    rect(x + 232 + depth[0] * 0.5, y - 14 + depth[1] * 0.5, 70, 24, 8, filled(SIGNAL, 2)),
    block({ x, y, w: 340, h: 230, r: 34, dx: depth[0], dy: depth[1] }, fills, front),
  );
}

/** Brushed-steel fill of the invisible selfie stick. */
const stickFill = (defs: Defs): string =>
  defs.linear(
    "stick",
    [
      [0, STEEL[700]],
      [0.4, STEEL[300]],
      [1, STEEL[800]],
    ],
    [0, 0, 1, 0],
  );

/** Slim 360 camera: front 124 x 360 with a fisheye on top; the stick stub runs below. */
function camera360(defs: Defs, colour: string, x: number, y: number, depth: Point): string {
  const fills = bodyFills(defs, colour);
  const stick = stickFill(defs);
  const cx = x + 62;
  const front = group(
    {},
    lens(defs, cx, y + 78, 54),
    screen(defs, x + 20, y + 160, 84, 96, 12),
    circle(cx, y + 300, 20, filled(darken(colour, 0.35), 2)),
    circle(cx, y + 300, 11, { fill: SIGNAL }),
  );
  return group(
    {},
    rect(cx - 13 + depth[0] * 0.5, y + 350, 26, 130, 6, filled(stick, 2)),
    rect(cx - 24 + depth[0] * 0.5, y + 350, 48, 26, 6, filled(STEEL[700], 2)),
    block({ x, y, w: 124, h: 360, r: 46, dx: depth[0], dy: depth[1] }, fills, front),
  );
}

function cameraScene(defs: Defs, colour: string, is360: boolean, variant: number): Scene {
  if (is360) {
    if (variant === 1) {
      // three-quarter view with the fisheye magnified
      const art = camera360(defs, colour, 210, 170, [56, -36]);
      return {
        shadow: { cx: 300, cy: 672, rx: 170, ry: 28 },
        body: art + callout(defs, art, [272, 248], [590, 290], 2.1, 125),
      };
    }
    if (variant === 2)
      return {
        shadow: { cx: 420, cy: 650, rx: 300, ry: 40 },
        body: group({}, packaging(defs, 150, 230, 330, 360), camera360(defs, colour, 470, 140, [30, -22])),
      };
    return {
      shadow: { cx: 410, cy: 672, rx: 150, ry: 26 },
      body: camera360(defs, colour, 338, 150, [36, -26]),
    };
  }
  if (variant === 1)
    return {
      shadow: { cx: 420, cy: 600, rx: 260, ry: 40 },
      body: group(
        { transform: translate(420, 390, "rotate(-7) scale(1.08)") },
        actionCamera(defs, colour, -200, -115, [62, -44]),
      ),
    };
  if (variant === 2)
    return {
      shadow: { cx: 410, cy: 640, rx: 320, ry: 42 },
      body: group({}, packaging(defs, 150, 150, 420, 340), actionCamera(defs, colour, 300, 360, [40, -28])),
    };
  return {
    shadow: { cx: 410, cy: 602, rx: 280, ry: 38 },
    body: group({ transform: translate(400, 392, "scale(1.2)") }, actionCamera(defs, colour, -170, -115, [30, -20])),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Intercom
 * ---------------------------------------------------------------------------------------------- */

/** Knurled ring of small ticks around a dial. */
function knurl(cx: number, cy: number, r: number, count: number, colour: string): string {
  const ticks = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    return `M${num(cx + Math.cos(a) * r)} ${num(cy + Math.sin(a) * r)}L${num(cx + Math.cos(a) * (r - 7))} ${num(cy + Math.sin(a) * (r - 7))}`;
  });
  return path(ticks.join(""), { stroke: colour, "stroke-width": 2, "stroke-linecap": "round" });
}

/** Helmet intercom: body 300 x 190 with its top-left corner at (x, y); clamp and antenna included. */
function intercomUnit(defs: Defs, colour: string, x: number, y: number, depth: Point): string {
  const fills = bodyFills(defs, colour);
  const metal = defs.linear(
    "clamp-metal",
    [
      [0, STEEL[300]],
      [0.5, STEEL[500]],
      [1, STEEL[700]],
    ],
    [0, 0, 1, 0],
  );
  const dialRing = defs.radial(
    "dial-ring",
    [
      [0, STEEL[200]],
      [0.7, STEEL[400]],
      [1, STEEL[700]],
    ],
    { cx: 0.4, cy: 0.35, r: 0.75 },
  );
  const cx = x + 116;
  const cy = y + 95;
  const front = group(
    {},
    circle(cx, cy, 66, filled(dialRing, 2)),
    knurl(cx, cy, 64, 48, STEEL[600]),
    circle(cx, cy, 48, filled(darken(colour, 0.35), 2)),
    circle(cx, cy, 46, {
      fill: "none",
      stroke: SIGNAL,
      "stroke-width": 3,
      "stroke-dasharray": "170 400",
      transform: `rotate(-200 ${num(cx)} ${num(cy)})`,
    }),
    circle(cx - 12, cy - 14, 14, { fill: "#FFFFFF", opacity: 0.1 }),
    ...[-1, 1].map((k) => rect(x + 218, cy + k * 40 - 18, 46, 36, 18, filled(darken(colour, 0.3), 2))),
    path(
      `M${num(x + 232)} ${num(cy - 40)}H${num(x + 250)}M${num(x + 241)} ${num(cy - 49)}V${num(cy - 31)}M${num(x + 232)} ${num(cy + 40)}H${num(x + 250)}`,
      outline(3, STEEL[300]),
    ),
    circle(x + 241, cy, 4, { fill: SIGNAL }),
  );
  return group(
    {},
    // clamp plate sliding between shell and liner
    rect(x + 60 + depth[0] * 0.5, y + 120, 150, 180, 14, filled(metal)),
    ...[0, 1].map((i) => circle(x + 100 + i * 70 + depth[0] * 0.5, y + 262, 9, filled(STEEL[200], 2))),
    ...[0, 1].map((i) => path(`M${num(x + 95 + i * 70 + depth[0] * 0.5)} ${num(y + 262)}h10`, outline(2))),
    // antenna folded up at the back
    path(`M${num(x + 250)} ${num(y + 20)}L${num(x + 300)} ${num(y - 110)}`, {
      ...outline(26, INK),
    }),
    path(`M${num(x + 250)} ${num(y + 20)}L${num(x + 300)} ${num(y - 110)}`, {
      ...outline(20, darken(colour, 0.15)),
    }),
    path(`M${num(x + 296)} ${num(y - 92)}L${num(x + 300)} ${num(y - 110)}`, {
      ...outline(20, SIGNAL),
    }),
    block({ x, y, w: 300, h: 190, r: 70, dx: depth[0], dy: depth[1] }, fills, front),
  );
}

/** Helmet speaker on its cable. */
function speaker(defs: Defs, cx: number, cy: number): string {
  const foam = defs.radial(
    "speaker-foam",
    [
      [0, STEEL[600]],
      [1, STEEL[800]],
    ],
    { cx: 0.4, cy: 0.4, r: 0.7 },
  );
  return group(
    {},
    circle(cx, cy, 58, filled(foam)),
    circle(cx, cy, 40, { fill: "none", ...outline(2, STEEL[500]) }),
    circle(cx, cy, 20, { fill: "none", ...outline(2, STEEL[500]) }),
  );
}

function intercomScene(defs: Defs, colour: string, variant: number): Scene {
  if (variant === 1)
    return {
      shadow: { cx: 420, cy: 640, rx: 250, ry: 38 },
      body: group(
        { transform: translate(420, 420, "rotate(-6) scale(1.12)") },
        intercomUnit(defs, colour, -160, -110, [60, -40]),
      ),
    };
  if (variant === 2)
    return {
      shadow: { cx: 410, cy: 650, rx: 320, ry: 42 },
      body: group(
        {},
        packaging(defs, 140, 150, 420, 330),
        path("M210 560C220 620 330 640 380 600C420 570 520 580 560 600", stroke(INK, 7)),
        path("M210 560C220 620 330 640 380 600C420 570 520 580 560 600", stroke(STEEL[600], 4)),
        speaker(defs, 200, 548),
        speaker(defs, 580, 600),
        group({ transform: translate(390, 440, "scale(0.72)") }, intercomUnit(defs, colour, -150, -95, [44, -30])),
      ),
    };
  return {
    shadow: { cx: 410, cy: 646, rx: 250, ry: 36 },
    body: group({ transform: translate(400, 404, "scale(1.12)") }, intercomUnit(defs, colour, -160, -95, [36, -24])),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Microphone
 * ---------------------------------------------------------------------------------------------- */

/** Furry windscreen ("dead cat"), a tufted disc drawn from a deterministic outline. */
function windscreen(defs: Defs, cx: number, cy: number, r: number): string {
  const fur = defs.radial(
    "fur",
    [
      [0, STEEL[500]],
      [0.7, STEEL[700]],
      [1, STEEL[800]],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  );
  const tufts = 90;
  const next = sequence(7);
  const points = Array.from({ length: tufts * 2 }, (_, i) => {
    const a = (i / (tufts * 2)) * Math.PI * 2;
    const radius = i % 2 === 0 ? r + 3 + next() * 6 : r - 2;
    return `${num(cx + Math.cos(a) * radius)} ${num(cy + Math.sin(a) * radius)}`;
  });
  // short strands combed outwards, on a sunflower spiral so they spread evenly
  const strands = Array.from({ length: 90 }, (_, i) => {
    const a = i * 2.39996;
    const d = r * 0.9 * Math.sqrt((i + 0.5) / 90);
    const px = cx + Math.cos(a) * d;
    const py = cy + Math.sin(a) * d;
    return `M${num(px)} ${num(py)}l${num(Math.cos(a + 0.3) * 7)} ${num(Math.sin(a + 0.3) * 7)}`;
  });
  return group(
    {},
    path(`M${points.join("L")}Z`, filled(fur, 2)),
    path(strands.join(""), {
      stroke: STEEL[300],
      "stroke-width": 1.6,
      "stroke-linecap": "round",
      opacity: 0.45,
    }),
    path(
      `M${num(cx - r * 0.6)} ${num(cy - r * 0.35)}A${num(r * 0.7)} ${num(r * 0.7)} 0 0 1 ${num(cx - r * 0.1)} ${num(cy - r * 0.7)}`,
      stroke(STEEL[300], 5, 0.5),
    ),
  );
}

/** Clip-on transmitter: front 130 x 170 with its top-left corner at (x, y). */
function transmitter(defs: Defs, colour: string, x: number, y: number, depth: Point, withClip = true): string {
  const fills = bodyFills(defs, colour);
  const front = group(
    {},
    circle(x + 65, y + 44, 22, filled(darken(colour, 0.4), 2)),
    path(
      Array.from({ length: 3 }, (_, i) => `M${num(x + 53)} ${num(y + 38 + i * 6)}h24`).join(""),
      outline(2, STEEL[500]),
    ),
    rect(x + 40, y + 118, 50, 8, 4, { fill: lighten(colour, 0.2), opacity: 0.7 }),
    circle(x + 65, y + 146, 5, { fill: SIGNAL }),
  );
  return group(
    {},
    withClip ? rect(x + 30 + depth[0], y + 20 + depth[1], 70, 150, 14, filled(STEEL[600], 2)) : "",
    block({ x, y, w: 130, h: 170, r: 30, dx: depth[0], dy: depth[1] }, fills, front),
  );
}

/** Charging case, open, holding two transmitters and the receiver. */
function chargingCase(defs: Defs, colour: string): string {
  const fills = bodyFills(defs, colour);
  const tray = defs.linear("case-tray", [
    [0, ASPHALT],
    [1, STEEL[800]],
  ]);
  return group(
    {},
    // lid, opened backwards
    block({ x: 170, y: 170, w: 460, h: 150, r: 40, dx: 40, dy: -26 }, fills),
    block(
      { x: 170, y: 340, w: 460, h: 230, r: 40, dx: 40, dy: -26 },
      fills,
      group(
        {},
        rect(196, 364, 408, 120, 24, filled(tray, 2)),
        circle(400, 536, 6, { fill: SIGNAL }),
        circle(380, 536, 4, { fill: STEEL[400] }),
        circle(420, 536, 4, { fill: STEEL[400] }),
      ),
    ),
    group({ transform: translate(228, 300, "scale(0.72)") }, transmitter(defs, colour, 0, 0, [16, -10], false)),
    group(
      { transform: translate(338, 300, "scale(0.72)") },
      transmitter(defs, lighten(colour, 0.25), 0, 0, [16, -10], false),
    ),
    group({ transform: translate(468, 312, "scale(0.72)") }, transmitter(defs, colour, 0, 0, [16, -10], false)),
  );
}

function microphoneScene(defs: Defs, colour: string, variant: number): Scene {
  if (variant === 1)
    return {
      shadow: { cx: 400, cy: 620, rx: 270, ry: 36 },
      body: group(
        {},
        group({ transform: translate(250, 330, "rotate(-8) scale(1.3)") }, transmitter(defs, colour, 0, 0, [34, -22])),
        windscreen(defs, 560, 500, 96),
      ),
    };
  if (variant === 2) return { shadow: { cx: 410, cy: 610, rx: 310, ry: 40 }, body: chargingCase(defs, colour) };
  return {
    shadow: { cx: 400, cy: 640, rx: 170, ry: 30 },
    body: group(
      { transform: translate(390, 400, "rotate(-6) scale(1.25)") },
      transmitter(defs, colour, -75, -40, [36, -24]),
      windscreen(defs, -8, -44, 76),
    ),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Accessories
 * ---------------------------------------------------------------------------------------------- */

/** Handlebar mount: clamp around a bar, ball-joint arm and action-camera fingers with thumbscrew. */
function mount(defs: Defs, colour: string): string {
  const bar = defs.linear("bar", [
    [0, STEEL[200]],
    [0.35, STEEL[50]],
    [0.7, STEEL[400]],
    [1, STEEL[600]],
  ]);
  const ball = defs.radial(
    "ball",
    [
      [0, lighten(colour, 0.45)],
      [0.6, colour],
      [1, darken(colour, 0.4)],
    ],
    { cx: 0.38, cy: 0.35, r: 0.7 },
  );
  const fills = bodyFills(defs, colour);
  return group(
    {},
    // handlebar section
    rect(-250, 120, 500, 56, 12, filled(bar)),
    ellipse(250, 148, 12, 28, filled(STEEL[300], 2)),
    // clamp band with its bolt
    rect(-66, 96, 132, 104, 26, filled(fills.front)),
    rect(-66, 96, 132, 104, 26, { fill: cylinderShade(defs) }),
    path("M-66 148H66", { ...outline(2), opacity: 0.5 }),
    circle(44, 148, 10, filled(STEEL[300], 2)),
    path("M38 148h12", outline(2)),
    // arm and ball joint
    path("M-24 100L-30 -10L30 -10L24 100Z", filled(fills.front)),
    circle(0, -30, 44, filled(ball)),
    // collar and the three camera fingers, seen edge-on, with the bolt through them
    rect(-44, -112, 88, 46, 14, filled(fills.front)),
    ...[0, 1, 2].map((i) =>
      path(`M${-29 + i * 21} -110V-160A8 8 0 0 1 ${-13 + i * 21} -160V-110Z`, filled(darken(colour, 0.1), 2)),
    ),
    rect(-46, -152, 96, 12, 4, filled(STEEL[300], 2)),
    rect(-58, -158, 14, 24, 4, filled(STEEL[500], 2)),
    // thumbscrew knob, edge-on, knurled
    rect(48, -186, 26, 80, 9, filled(SIGNAL)),
    path(Array.from({ length: 6 }, (_, i) => `M${52 + i * 4} -180V-112`).join(""), {
      ...outline(1.5, darken(SIGNAL, 0.3)),
    }),
  );
}

/** Visor-cleaning spray bottle, 150 wide, standing on y = 0. */
function cleaningBottle(defs: Defs): string {
  const plastic = defs.linear(
    "bottle",
    [
      [0, "#CFE4F2", 0.9],
      [0.35, "#F5FAFD", 0.95],
      [1, "#9EC3DD", 0.9],
    ],
    [0, 0, 1, 0],
  );
  const liquid = defs.linear(
    "liquid",
    [
      [0, "#6FB1E0", 0.7],
      [1, "#3E86C2", 0.8],
    ],
    [0, 0, 1, 0],
  );
  const bottle =
    "M-70 -250C-70 -276 -44 -290 -30 -292L30 -292C44 -290 70 -276 70 -250L72 -14C72 -6 66 0 58 0L-58 0C-66 0 -72 -6 -72 -14Z";
  const clip = defs.clip("bottle-clip", path(bottle));
  return group(
    {},
    // spray head
    rect(-26, -340, 52, 52, 8, filled(ASPHALT)),
    path("M-26 -336L-66 -330L-66 -314L-26 -306Z", filled(GRAPHITE)),
    rect(-16, -362, 70, 26, 8, filled(STEEL[700])),
    path(bottle, { fill: plastic }),
    group({ "clip-path": clip }, rect(-80, -180, 160, 190, 0, { fill: liquid })),
    rect(-72, -160, 144, 96, 0, { fill: PAPER }),
    rect(-72, -84, 144, 8, 0, { fill: SIGNAL }),
    group(
      { transform: translate(-26, -150, "scale(0.5)") },
      helmetMark(defs, { shell: ASPHALT, visor: SIGNAL, trim: STEEL[500] }),
    ),
    path("M-44 -260V-30", {
      stroke: "#FFFFFF",
      "stroke-width": 8,
      "stroke-linecap": "round",
      opacity: 0.6,
    }),
    path(bottle, { fill: "none", ...outline() }),
    path("M-72 -160H72M-72 -64H72", { ...outline(2), opacity: 0.5 }),
  );
}

/** Folded microfibre cloth lying flat, centred on (0, 0). */
function cloth(defs: Defs): string {
  const fabric = defs.linear(
    "cloth",
    [
      [0, "#7E8C9B"],
      [1, "#55616E"],
    ],
    [0, 0, 1, 1],
  );
  const shape = "M-190 -40L120 -70L200 20L-110 60Z";
  return group(
    {},
    path(shape, filled(fabric)),
    path("M-168 -34L114 -61L180 16L-104 50Z", {
      fill: "none",
      stroke: "#C9D2DB",
      "stroke-width": 2,
      "stroke-dasharray": "6 6",
      opacity: 0.7,
    }),
    path("M-30 -55L40 42", { ...outline(2, "#3F4954"), opacity: 0.7 }),
    path("M-110 60L200 20L204 30L-106 72Z", filled(darken("#55616E", 0.25), 2)),
  );
}

function accessoryScene(defs: Defs, colour: string, variant: number): Scene {
  if (variant === 1)
    return {
      shadow: { cx: 400, cy: 640, rx: 300, ry: 36 },
      body: group({ transform: translate(400, 440, "rotate(-8) scale(1.2)") }, mount(defs, colour)),
    };
  if (variant === 2)
    return {
      shadow: { cx: 400, cy: 640, rx: 300, ry: 40 },
      body: group(
        {},
        group({ transform: translate(380, 622) }, cloth(defs)),
        group({ transform: translate(420, 612, "scale(1.12)") }, cleaningBottle(defs)),
      ),
    };
  return {
    shadow: { cx: 400, cy: 640, rx: 320, ry: 40 },
    body: group(
      {},
      group({ transform: translate(580, 628, "scale(0.78)") }, cloth(defs)),
      group({ transform: translate(270, 460, "scale(0.85)") }, mount(defs, colour)),
      group({ transform: translate(596, 640, "scale(0.92)") }, cleaningBottle(defs)),
    ),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Product entry point
 * ---------------------------------------------------------------------------------------------- */

/**
 * A complete 800 x 800 SVG picture of a product. `variant` 0-2 gives the gallery images: 0 the
 * product head-on, 1 a three-quarter view or detail, 2 the product with its packaging or kit.
 * Cameras are the box action camera unless `shape` is "360"; `accent` is the body colour.
 */
export function productIllustration(
  type: ProductType,
  options: { tint?: VisorTint; accent?: string; shape?: CameraShape; visorShape?: VisorShape; variant?: number },
): string {
  const variant = (((Math.trunc(options.variant ?? 0) % 3) + 3) % 3) as 0 | 1 | 2;
  const colour = bodyColour(options.accent);
  const tint = options.tint ?? "smoke";
  const defs = new Defs(`p-${type}-${type === "visor" ? tint : colour.slice(1).toLowerCase()}-${variant}`);
  const scenes: Record<ProductType, () => Scene> = {
    visor: () => visorScene(defs, tint, variant, options.visorShape ?? { width: 1, height: 1 }),
    camera: () => cameraScene(defs, colour, options.shape === "360", variant),
    intercom: () => intercomScene(defs, colour, variant),
    microphone: () => microphoneScene(defs, colour, variant),
    accessory: () => accessoryScene(defs, colour, variant),
  };
  const scene = scenes[type]();
  return svgDocument(800, 800, defs, productStage(defs, scene.shadow, scene.body));
}

/* ------------------------------------------------------------------------------------------------
 * Brand assets
 * ---------------------------------------------------------------------------------------------- */

type BrandAsset = "logo" | "hero" | "logo-mark" | "og-default" | "founder";

/** Lane dashes getting shorter towards the right: the "road line" of the logo. */
function roadDashes(x: number, y: number, length: number, height: number, colour: string): string {
  const parts: string[] = [];
  let cursor = x;
  let dash = length * 0.3;
  while (cursor + dash <= x + length && dash > height) {
    parts.push(rect(cursor, y - height / 2, dash, height, height / 2, { fill: colour }));
    cursor += dash + dash * 0.35;
    dash *= 0.62;
  }
  return parts.join("");
}

/** The app-icon badge: the helmet mark on asphalt with a road line underneath. */
function badge(defs: Defs, size: number, radius: number): string {
  const ground = defs.linear("badge", [
    [0, "#20252B"],
    [1, ASPHALT],
  ]);
  return group(
    {},
    rect(0, 0, size, size, radius, { fill: ground }),
    group(
      { transform: translate(size * 0.09, size * 0.06, `scale(${num((size / 100) * 0.76)})`) },
      helmetMark(defs, { shell: PAPER, visor: SIGNAL, trim: STEEL[400] }),
    ),
    roadDashes(size * 0.16, size * 0.84, size * 0.7, size * 0.035, STEEL[400]),
  );
}

/** Horizontal logo: the badge followed by a road running to the horizon. */
function logo(defs: Defs): string {
  const tarmac = defs.linear(
    "logo-road",
    [
      [0, STEEL[600]],
      [1, STEEL[400], 0.6],
    ],
    [0, 0, 1, 0],
  );
  return group(
    {},
    badge(defs, 120, 28),
    path("M140 40L466 57Q472 60 466 63L140 80Z", { fill: tarmac }),
    roadDashes(152, 60, 300, 5, PAPER),
  );
}

function logoMark(defs: Defs): string {
  return badge(defs, 512, 112);
}

/** Road in perspective towards a vanishing point, with shoulder lines and centre dashes. */
function road(vanish: Point, bottomY: number, halfWidth: number, colours: { surface: string; lines: string }): string {
  const [vx, vy] = vanish;
  const depth = bottomY - vy;
  const dashes: string[] = [];
  for (let t = 0.05; t < 1; t = t * 1.55 + 0.03) {
    const t2 = Math.min(1, t * 1.3 + 0.015);
    const w1 = 2 + t * halfWidth * 0.03;
    const w2 = 2 + t2 * halfWidth * 0.03;
    dashes.push(
      path(
        `M${num(vx - w1)} ${num(vy + depth * t)}L${num(vx + w1)} ${num(vy + depth * t)}L${num(vx + w2)} ${num(vy + depth * t2)}L${num(vx - w2)} ${num(vy + depth * t2)}Z`,
        {
          fill: colours.lines,
        },
      ),
    );
  }
  return group(
    {},
    path(
      `M${num(vx - 6)} ${num(vy)}L${num(vx + 6)} ${num(vy)}L${num(vx + halfWidth)} ${num(bottomY)}L${num(vx - halfWidth)} ${num(bottomY)}Z`,
      { fill: colours.surface },
    ),
    path(
      `M${num(vx - 4)} ${num(vy)}L${num(vx - halfWidth * 0.9)} ${num(bottomY)}M${num(vx + 4)} ${num(vy)}L${num(vx + halfWidth * 0.9)} ${num(bottomY)}`,
      {
        stroke: colours.lines,
        "stroke-width": 3,
        opacity: 0.7,
      },
    ),
    ...dashes,
  );
}

/** Fine deterministic grain so the asphalt reads as a surface, not a flat fill. */
function grain(
  seed: number,
  box: { x: number; y: number; w: number; h: number },
  count: number,
  colour: string,
): string {
  const next = sequence(seed);
  const dots = Array.from({ length: count }, () => {
    const x = box.x + next() * box.w;
    const y = box.y + next() * box.h;
    const r = 0.6 + next() * 1.4;
    return `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0`;
  });
  return path(dots.join(""), { fill: colour, opacity: 0.18 });
}

function ogDefault(defs: Defs): string {
  const sky = defs.linear("og-sky", [
    [0, "#0C0F12"],
    [0.75, "#1B2026"],
    [1, "#2A2E33"],
  ]);
  const glow = defs.radial("og-glow", [
    [0, SIGNAL, 0.35],
    [1, SIGNAL, 0],
  ]);
  return group(
    {},
    rect(0, 0, 1200, 630, 0, { fill: sky }),
    ellipse(600, 330, 420, 60, { fill: glow }),
    rect(0, 330, 1200, 300, 0, { fill: ASPHALT }),
    grain(3, { x: 0, y: 330, w: 1200, h: 300 }, 600, STEEL[400]),
    road([600, 330], 630, 520, { surface: "#1A1E23", lines: STEEL[300] }),
    rect(0, 328, 1200, 3, 0, { fill: SIGNAL, opacity: 0.9 }),
    group({ transform: translate(465, 70) }, badge(defs, 270, 60)),
  );
}

/** The brand helmet drawn large with layered gradients, facing left; 100 units = `size` px. */
function heroHelmet(defs: Defs, x: number, y: number, size: number): string {
  const unit = size / 100;
  const shell = defs.linear(
    "hero-shell",
    [
      [0, "#FFFFFF"],
      [0.45, PAPER],
      [0.8, STEEL[300]],
      [1, STEEL[500]],
    ],
    [0.1, 0, 0.7, 1],
  );
  const lower = defs.linear("hero-lower", [
    [0.55, ASPHALT, 0],
    [1, ASPHALT, 0.45],
  ]);
  const visor = defs.linear(
    "hero-visor",
    [
      [0, "#101A36"],
      [0.4, "#2A4A8A"],
      [0.62, "#7C6487"],
      [0.8, "#F08A4B"],
      [0.9, "#FFC48A"],
      [1, "#3A2A3A"],
    ],
    [0.3, 0, 0.5, 1],
  );
  const shine = defs.linear("hero-visor-shine", [
    [0, "#FFFFFF", 0.75],
    [1, "#FFFFFF", 0],
  ]);
  const clip = defs.clip("hero-shell", path(HELMET.shell));
  return group(
    { transform: `translate(${num(x + size)} ${num(y)}) scale(${num(-unit)} ${num(unit)})` },
    path(HELMET.shell, { fill: shell }),
    group(
      { "clip-path": clip },
      path(HELMET.shell, { fill: lower }),
      // warm rim light from the sunrise behind the helmet, on the back of the shell
      path("M27 85C15 76 10 60 12 46C15 24 34 9 58 9", {
        ...stroke(SIGNAL, 5, 0.9),
        filter: defs.blur("rim", 1.6),
      }),
    ),
    path("M24 26L30 21", stroke(STEEL[300], 1.6)),
    path(HELMET.shellShine, stroke("#FFFFFF", 1.6, 0.55)),
    path("M42 15C54 11 68 12 80 19", stroke("#FFFFFF", 2.2, 0.8)),
    path(HELMET.vents, stroke(STEEL[600], 1.6)),
    path(HELMET.trim, stroke(ASPHALT, 3)),
    path(HELMET.visor, { fill: visor }),
    path(HELMET.visorShine, { fill: shine }),
    path("M58 58C70 61 84 62 93 61", stroke("#FFFFFF", 0.8, 0.35)),
    path(HELMET.visor, stroke(ASPHALT, 0.8)),
    circle(HELMET.pivot[0], HELMET.pivot[1], 4.6, {
      fill: STEEL[700],
      stroke: ASPHALT,
      "stroke-width": 0.6,
    }),
    circle(HELMET.pivot[0], HELMET.pivot[1], 1.8, { fill: STEEL[300] }),
    path(HELMET.shell, stroke(ASPHALT, 0.8)),
  );
}

function hero(defs: Defs): string {
  const horizon = 560;
  const sky = defs.linear(
    "hero-sky",
    [
      [0, "#0B0D10"],
      [0.5, "#161B21"],
      [0.82, "#2B2C30"],
      [0.95, "#5B3B2E"],
      [1, "#8A4A2C"],
    ],
    [0, 0, 0, horizon],
    true,
  );
  const ground = defs.linear(
    "hero-ground",
    [
      [0, "#1D2126"],
      [1, "#0B0D10"],
    ],
    [0, horizon, 0, 900],
    true,
  );
  const sun = defs.radial("hero-sun", [
    [0, "#FFB07A", 0.95],
    [0.25, SIGNAL, 0.55],
    [1, SIGNAL, 0],
  ]);
  const shadow = defs.radial("hero-shadow", [
    [0, "#000000", 0.7],
    [1, "#000000", 0],
  ]);
  return group(
    {},
    rect(0, 0, 1600, 900, 0, { fill: sky }),
    ellipse(1250, horizon, 520, 220, { fill: sun }),
    path(
      `M0 ${horizon}L0 520C140 500 260 530 380 510C520 486 620 520 760 500C900 480 1040 520 1180 496C1320 474 1460 510 1600 492L1600 ${horizon}Z`,
      { fill: "#1E242B" },
    ),
    path(
      `M0 ${horizon}L0 540C200 530 360 548 560 534C760 522 980 546 1200 532C1380 522 1500 540 1600 532L1600 ${horizon}Z`,
      { fill: "#161A1F" },
    ),
    rect(0, horizon, 1600, 340, 0, { fill: ground }),
    grain(11, { x: 0, y: horizon, w: 1600, h: 340 }, 1000, STEEL[300]),
    road([640, horizon], 900, 760, { surface: "#15191D", lines: STEEL[400] }),
    rect(0, horizon - 1, 1600, 2, 0, { fill: SIGNAL, opacity: 0.5 }),
    ellipse(1086, 770, 300, 32, { fill: shadow }),
    heroHelmet(defs, 810, 214, 600),
  );
}

/** Motorcycle in side view facing left (a classic naked bike), wheels standing on y = 680. */
function motorcycle(defs: Defs): string {
  const tank = defs.linear("bike-tank", [
    [0, "#4A5058"],
    [0.5, "#2A2F36"],
    [1, "#15181C"],
  ]);
  const chrome = defs.linear("bike-chrome", [
    [0, "#FFFFFF"],
    [0.5, STEEL[300]],
    [1, STEEL[600]],
  ]);
  const wheel = (cx: number): string =>
    group(
      {},
      circle(cx, 602, 78, { fill: ASPHALT }),
      circle(cx, 602, 60, { fill: "none", stroke: STEEL[700], "stroke-width": 2 }),
      circle(cx, 602, 54, { fill: "#F2EADF", opacity: 0.18 }),
      circle(cx, 602, 54, { fill: "none", stroke: STEEL[400], "stroke-width": 6 }),
      path(
        Array.from({ length: 6 }, (_, i) => {
          const angle = (i / 6) * Math.PI * 2 + 0.3;
          return `M${num(cx + Math.cos(angle) * 12)} ${num(602 + Math.sin(angle) * 12)}L${num(cx + Math.cos(angle) * 52)} ${num(602 + Math.sin(angle) * 52)}`;
        }).join(""),
        { stroke: STEEL[400], "stroke-width": 5, "stroke-linecap": "round" },
      ),
      circle(cx, 602, 15, { fill: STEEL[300], stroke: STEEL[600], "stroke-width": 3 }),
    );
  const tube = (d: string, colour: string, width: number): string => path(d, stroke(colour, width));
  return group(
    {},
    wheel(160),
    wheel(508),
    // rear: swingarm, shock, fender
    tube("M508 602L392 548", ASPHALT, 16),
    tube("M470 470L440 548", STEEL[500], 10),
    tube("M428 452L552 460", ASPHALT, 10),
    // frame and engine
    tube("M232 432L300 540L392 548L440 452", "#20252B", 12),
    path("M286 478H384C392 478 398 484 398 492V548C398 556 392 562 384 562H300C292 562 286 556 286 548Z", {
      fill: STEEL[500],
    }),
    path("M300 486V554M314 486V554M328 486V554M342 486V554", {
      stroke: STEEL[300],
      "stroke-width": 4,
      opacity: 0.7,
    }),
    path("M352 492H390V552H352Z", { fill: STEEL[600] }),
    // exhaust
    tube("M300 552C300 590 330 602 380 600L440 596", chrome, 12),
    path("M420 582L548 568C560 568 566 576 566 586C566 596 560 602 548 602L424 606Z", {
      fill: chrome,
      stroke: STEEL[600],
      "stroke-width": 2,
    }),
    // front: fork, fender, headlight, bars
    tube("M160 602L226 426", STEEL[300], 12),
    tube("M174 606L238 430", STEEL[500], 8),
    path(
      "M98 560C112 526 140 512 170 512C196 512 214 524 224 540L206 544C196 534 184 528 170 528C146 528 126 540 116 562Z",
      { fill: "#20252B" },
    ),
    tube("M226 420L258 392L292 394", ASPHALT, 8),
    circle(206, 432, 26, { fill: "#20252B" }),
    circle(200, 432, 18, { fill: "#FFF1D6", stroke: STEEL[300], "stroke-width": 3 }),
    // tank, seat, tail
    path("M244 432C262 400 304 388 352 392C382 394 400 412 402 440L398 458L266 462C252 458 240 446 244 432Z", {
      fill: tank,
    }),
    path("M270 418C292 404 322 400 352 402", stroke("#FFFFFF", 6, 0.4)),
    path("M258 440L396 438", { stroke: SIGNAL, "stroke-width": 4, opacity: 0.9 }),
    path("M396 436C440 430 500 432 540 440C552 442 556 452 548 458L402 462Z", { fill: "#1A1D21" }),
    path("M540 440L572 436L576 450L548 458Z", { fill: "#2A2F36" }),
    rect(568, 438, 12, 10, 3, { fill: SIGNAL }),
  );
}

/** Founder portrait: rider standing next to the motorcycle, helmet under the arm. */
function founder(defs: Defs): string {
  const backdrop = defs.radial(
    "founder-bg",
    [
      [0, "#FFF8EE"],
      [1, "#EEE4D5"],
    ],
    { cx: 0.5, cy: 0.4, r: 0.8 },
  );
  const sun = defs.linear("founder-sun", [
    [0, "#FFD2AE"],
    [1, "#F6A676"],
  ]);
  const jacket = defs.linear("jacket", [
    [0, "#3A4048"],
    [1, "#1C2026"],
  ]);
  const helmetShell = defs.linear("founder-helmet", [
    [0, "#FFFFFF"],
    [1, STEEL[300]],
  ]);
  const skin = "#D6A07A";
  const sleeve = (d: string): string => path(d, stroke("#22272D", 30));
  return group(
    {},
    rect(0, 0, 800, 800, 0, { fill: backdrop }),
    circle(430, 390, 250, { fill: sun }),
    path("M0 560C140 540 260 556 400 546C540 536 660 552 800 540V680H0Z", {
      fill: "#E4C9AE",
      opacity: 0.6,
    }),
    rect(0, 678, 800, 122, 0, { fill: "#2A2F35" }),
    rect(0, 678, 800, 5, 0, { fill: "#3A4048" }),
    ...[40, 240, 440, 640].map((x) => rect(x, 736, 120, 9, 4.5, { fill: "#EDE5D8", opacity: 0.55 })),
    ellipse(380, 684, 320, 14, { fill: "#000000", opacity: 0.22 }),
    motorcycle(defs),
    // rider: legs, boots
    path("M586 478L578 664H612L624 540H632L642 664H676L672 478Z", { fill: "#2D3540" }),
    path("M574 660H614V676H566C566 668 568 662 574 660Z", { fill: "#1A1D21" }),
    path("M640 660H680C686 662 688 668 688 676H640Z", { fill: "#1A1D21" }),
    // arm resting on the seat
    sleeve("M586 330C568 360 556 400 552 436"),
    circle(548, 446, 13, { fill: skin }),
    // torso
    path("M580 314C596 300 656 300 672 314C690 334 692 420 682 488H578C568 420 562 334 580 314Z", {
      fill: jacket,
    }),
    path("M626 306V486", { stroke: SIGNAL, "stroke-width": 3 }),
    path("M600 306L626 336L652 306", {
      fill: "none",
      stroke: "#15181C",
      "stroke-width": 6,
      "stroke-linejoin": "round",
    }),
    path("M578 470H682", { stroke: "#15181C", "stroke-width": 8 }),
    // neck and head, no face details
    path("M614 304V282H638V304Z", { fill: darken(skin, 0.12) }),
    circle(626, 252, 34, { fill: skin }),
    path("M592 250C590 226 606 212 628 212C648 212 662 226 660 246C646 236 616 236 592 250Z", {
      fill: "#3B2A22",
    }),
    // helmet held under the other arm
    sleeve("M670 322C690 346 700 380 700 404"),
    group(
      { transform: translate(656, 352, "scale(1.08)") },
      helmetMark(defs, { shell: helmetShell, visor: SIGNAL, trim: STEEL[500] }),
    ),
    sleeve("M700 404C704 430 690 448 664 452"),
    circle(660, 452, 13, { fill: skin }),
  );
}

/** Brand pictures for the storefront: logo, square mark, hero, social image and founder portrait. */
export function brandAssetIllustration(name: BrandAsset): {
  svg: string;
  width: number;
  height: number;
} {
  const defs = new Defs(`b-${name}`);
  const assets: Record<BrandAsset, { width: number; height: number; draw: () => string }> = {
    logo: { width: 480, height: 120, draw: () => logo(defs) },
    "logo-mark": { width: 512, height: 512, draw: () => logoMark(defs) },
    hero: { width: 1600, height: 900, draw: () => hero(defs) },
    "og-default": { width: 1200, height: 630, draw: () => ogDefault(defs) },
    founder: { width: 800, height: 800, draw: () => founder(defs) },
  };
  const { width, height, draw } = assets[name];
  const body = draw();
  return { svg: svgDocument(width, height, defs, body), width, height };
}
