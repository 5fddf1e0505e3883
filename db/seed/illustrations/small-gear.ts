/** Demo catalogue art (db/seed/illustrations.ts): microphones and accessories. */
import {
  ASPHALT,
  PAPER,
  SIGNAL,
  GRAPHITE,
  STEEL,
  num,
  group,
  path,
  circle,
  ellipse,
  rect,
  translate,
  outline,
  filled,
  stroke,
  Defs,
  lighten,
  darken,
  sequence,
  type Point,
} from "./svg";
import { block, cylinderShade, bodyFills, helmetMark, type Scene } from "./parts";

/* ------------------------------------------------------------------------------------------------
 * Microphone
 * ---------------------------------------------------------------------------------------------- */

/** Furry windscreen ("dead cat"), a tufted disc drawn from a deterministic outline. */
export function windscreen(defs: Defs, cx: number, cy: number, r: number): string {
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
export function transmitter(defs: Defs, colour: string, x: number, y: number, depth: Point, withClip = true): string {
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
export function chargingCase(defs: Defs, colour: string): string {
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

export function microphoneScene(defs: Defs, colour: string, variant: number): Scene {
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
export function mount(defs: Defs, colour: string): string {
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
export function cleaningBottle(defs: Defs): string {
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
export function cloth(defs: Defs): string {
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

export function accessoryScene(defs: Defs, colour: string, variant: number): Scene {
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
