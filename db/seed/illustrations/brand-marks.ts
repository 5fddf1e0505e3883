/** Demo catalogue art (db/seed/illustrations.ts): brand assets: the logo, its mark, the road and the social image. */
import {
  ASPHALT,
  PAPER,
  SIGNAL,
  STEEL,
  num,
  group,
  path,
  ellipse,
  rect,
  translate,
  Defs,
  sequence,
  type Point,
} from "./svg";
import { helmetMark } from "./parts";

/* ------------------------------------------------------------------------------------------------
 * Brand assets
 * ---------------------------------------------------------------------------------------------- */

export type BrandAsset = "logo" | "hero" | "logo-mark" | "og-default" | "founder";

/** Lane dashes getting shorter towards the right: the "road line" of the logo. */
export function roadDashes(x: number, y: number, length: number, height: number, colour: string): string {
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
export function badge(defs: Defs, size: number, radius: number): string {
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
export function logo(defs: Defs): string {
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

export function logoMark(defs: Defs): string {
  return badge(defs, 512, 112);
}

/** Road in perspective towards a vanishing point, with shoulder lines and centre dashes. */
export function road(
  vanish: Point,
  bottomY: number,
  halfWidth: number,
  colours: { surface: string; lines: string },
): string {
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
export function grain(
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

export function ogDefault(defs: Defs): string {
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
