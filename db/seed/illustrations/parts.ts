/** Demo catalogue art (db/seed/illustrations.ts): shared geometry, the product stage and the detail call-out. */
import {
  ASPHALT,
  SIGNAL,
  INK,
  STEEL,
  num,
  group,
  path,
  circle,
  ellipse,
  rect,
  line,
  translate,
  outline,
  filled,
  stroke,
  Defs,
  lighten,
  darken,
  type Point,
} from "./svg";

/* ------------------------------------------------------------------------------------------------
 * Shared geometry
 * ---------------------------------------------------------------------------------------------- */

export function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${num(x + r)} ${num(y)}H${num(x + w - r)}A${r} ${r} 0 0 1 ${num(x + w)} ${num(y + r)}` +
    `V${num(y + h - r)}A${r} ${r} 0 0 1 ${num(x + w - r)} ${num(y + h)}H${num(x + r)}` +
    `A${r} ${r} 0 0 1 ${num(x)} ${num(y + h - r)}V${num(y + r)}A${r} ${r} 0 0 1 ${num(x + r)} ${num(y)}Z`
  );
}

export interface Block {
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
export function block(b: Block, fills: { front: string; top: string; side: string }, frontDetail = ""): string {
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
export const cylinderShade = (defs: Defs): string =>
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
export function bodyFills(defs: Defs, colour: string): { front: string; top: string; side: string } {
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
export function lens(defs: Defs, cx: number, cy: number, r: number): string {
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
export function screen(defs: Defs, x: number, y: number, w: number, h: number, r: number): string {
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
export const HELMET = {
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
export function helmetMark(defs: Defs, colours: { shell: string; visor: string; trim: string }): string {
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
export function packaging(defs: Defs, x: number, y: number, w: number, h: number): string {
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

export interface Shadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export function productStage(defs: Defs, shadow: Shadow, body: string): string {
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

export interface Scene {
  shadow: Shadow;
  body: string;
}

/**
 * Catalogue detail call-out: `art` (drawn in canvas coordinates) magnified around `focus` inside a
 * ringed circle at `at`, with a dotted leader line back to the spot on the product.
 */
export function callout(defs: Defs, art: string, focus: Point, at: Point, zoom: number, radius = 118): string {
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
