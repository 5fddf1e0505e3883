/** Demo catalogue art (db/seed/illustrations.ts): cameras and intercoms. */
import {
  SIGNAL,
  INK,
  STEEL,
  num,
  group,
  path,
  circle,
  rect,
  translate,
  outline,
  filled,
  stroke,
  Defs,
  lighten,
  darken,
  type Point,
} from "./svg";
import { block, bodyFills, lens, screen, packaging, callout, type Scene } from "./parts";

/* ------------------------------------------------------------------------------------------------
 * Cameras
 * ---------------------------------------------------------------------------------------------- */

/** Box-shaped action camera, front face 340 x 230 with its top-left corner at (x, y). */
export function actionCamera(defs: Defs, colour: string, x: number, y: number, depth: Point): string {
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
export const stickFill = (defs: Defs): string =>
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
export function camera360(defs: Defs, colour: string, x: number, y: number, depth: Point): string {
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

export function cameraScene(defs: Defs, colour: string, is360: boolean, variant: number): Scene {
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
export function knurl(cx: number, cy: number, r: number, count: number, colour: string): string {
  const ticks = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    return `M${num(cx + Math.cos(a) * r)} ${num(cy + Math.sin(a) * r)}L${num(cx + Math.cos(a) * (r - 7))} ${num(cy + Math.sin(a) * (r - 7))}`;
  });
  return path(ticks.join(""), { stroke: colour, "stroke-width": 2, "stroke-linecap": "round" });
}

/** Helmet intercom: body 300 x 190 with its top-left corner at (x, y); clamp and antenna included. */
export function intercomUnit(defs: Defs, colour: string, x: number, y: number, depth: Point): string {
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
export function speaker(defs: Defs, cx: number, cy: number): string {
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

export function intercomScene(defs: Defs, colour: string, variant: number): Scene {
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
