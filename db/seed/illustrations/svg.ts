/** Demo catalogue art (db/seed/illustrations.ts): palette, a tiny SVG builder and colour helpers. */

/* ------------------------------------------------------------------------------------------------
 * Palette
 * ---------------------------------------------------------------------------------------------- */

export const ASPHALT = "#111418";
export const PAPER = "#F7F5F0";
export const SIGNAL = "#FF5A1F";
export const INK = "#1B1F24";
export const GRAPHITE = "#2E333A";
export const STEEL = {
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
export const LINE = 3;

/* ------------------------------------------------------------------------------------------------
 * Tiny SVG builder
 * ---------------------------------------------------------------------------------------------- */

export type Attrs = Record<string, string | number | undefined>;
export type Point = readonly [number, number];
/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

export const num = (n: number): string => String(Math.round(n * 100) / 100);

export function el(tag: string, attrs: Attrs = {}, children?: string): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : value}"`)
    .join("");
  return children === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${children}</${tag}>`;
}

export const group = (attrs: Attrs, ...children: string[]): string => el("g", attrs, children.join(""));
export const path = (d: string, attrs: Attrs = {}): string => el("path", { d, ...attrs });
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string =>
  el("circle", { cx, cy, r, ...attrs });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...attrs });
export const rect = (x: number, y: number, w: number, h: number, r: number, attrs: Attrs = {}): string =>
  el("rect", { x, y, width: w, height: h, rx: r || undefined, ...attrs });
export const line = (a: Point, b: Point, attrs: Attrs = {}): string =>
  el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], ...attrs });

export const translate = (x: number, y: number, extra = ""): string =>
  `translate(${num(x)} ${num(y)})${extra ? ` ${extra}` : ""}`;

/** Stroke attributes of the catalogue outline. */
export function outline(width = LINE, colour = INK): Attrs {
  return {
    stroke: colour,
    "stroke-width": width,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
  };
}

export const filled = (fill: string, width = LINE): Attrs => ({ fill, ...outline(width) });

/** An unfilled, round-capped stroke (highlights, trims, cables). */
export const stroke = (colour: string, width: number, opacity = 1): Attrs => ({
  fill: "none",
  ...outline(width, colour),
  opacity,
});

/** Collects the <defs> of one document; ids are prefixed so several inlined SVGs never clash. */
export class Defs {
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

export function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(([offset, colour, opacity]) => el("stop", { offset, "stop-color": colour, "stop-opacity": opacity }))
    .join("");
}

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs.toString()}</defs>${body}</svg>`
  );
}

/* ------------------------------------------------------------------------------------------------
 * Colour helpers
 * ---------------------------------------------------------------------------------------------- */

export function parseHex(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();

/** Linear blend of two hex colours, t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const from = parseHex(a) ?? [0, 0, 0];
  const to = parseHex(b) ?? [0, 0, 0];
  return toHex(from.map((c, i) => c + ((to[i] ?? c) - c) * t));
}

export const lighten = (colour: string, t: number): string => mix(colour, "#FFFFFF", t);
export const darken = (colour: string, t: number): string => mix(colour, "#000000", t);

/** A valid #rgb / #rrggbb accent as #RRGGBB, or graphite. */
export function bodyColour(accent?: string): string {
  const rgb = accent ? parseHex(accent) : null;
  return rgb ? toHex(rgb) : GRAPHITE;
}

/** Deterministic pseudo-random sequence (for asphalt grain and fur), seeded. */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
