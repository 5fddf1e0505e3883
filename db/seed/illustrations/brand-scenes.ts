/** Demo catalogue art (db/seed/illustrations.ts): brand assets: the hero, the motorcycle and the founder portrait. */
import {
  ASPHALT,
  PAPER,
  SIGNAL,
  STEEL,
  num,
  group,
  path,
  circle,
  ellipse,
  rect,
  translate,
  stroke,
  Defs,
  svgDocument,
  darken,
} from "./svg";
import { HELMET, helmetMark } from "./parts";
import { logo, logoMark, road, grain, ogDefault, type BrandAsset } from "./brand-marks";

export function heroHelmet(defs: Defs, x: number, y: number, size: number): string {
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

export function hero(defs: Defs): string {
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
export function motorcycle(defs: Defs): string {
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
export function founder(defs: Defs): string {
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
