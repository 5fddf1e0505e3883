/**
 * Generated catalogue art for the demo storefront: one consistent line-art style for every product
 * type plus the brand assets (logo, hero, social image, founder portrait).
 *
 * Art direction: "a well-kept garage, not a discount marketplace". Near-black asphalt, warm paper,
 * a cool steel scale and safety orange used sparingly. Everything is deterministic plain SVG that
 * librsvg (sharp) renders: no <text>, no fonts, no external references, no randomness.
 */
import type { CameraShape, ProductType, VisorTint } from "./types";
import { Defs, svgDocument, bodyColour } from "./illustrations/svg";
import { productStage, type Scene } from "./illustrations/parts";
import { visorShape, visorScene, pinlockScene, type VisorShape } from "./illustrations/visors";
import { cameraScene, intercomScene } from "./illustrations/gear";
import { microphoneScene, accessoryScene } from "./illustrations/small-gear";
import { brandAssetIllustration } from "./illustrations/brand-scenes";

export { brandAssetIllustration, visorShape };

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
  options: {
    tint?: VisorTint;
    accent?: string;
    shape?: CameraShape;
    part?: "pinlock";
    visorShape?: VisorShape;
    variant?: number;
  },
): string {
  const variant = (((Math.trunc(options.variant ?? 0) % 3) + 3) % 3) as 0 | 1 | 2;
  const colour = bodyColour(options.accent);
  const tint = options.tint ?? "smoke";
  const defs = new Defs(
    `p-${type}-${type === "visor" ? tint : (options.part ?? colour.slice(1).toLowerCase())}-${variant}`,
  );
  const scenes: Record<ProductType, () => Scene> = {
    visor: () => visorScene(defs, tint, variant, options.visorShape ?? { width: 1, height: 1 }),
    camera: () => cameraScene(defs, colour, options.shape === "360", variant),
    intercom: () => intercomScene(defs, colour, variant),
    microphone: () => microphoneScene(defs, colour, variant),
    accessory: () => (options.part === "pinlock" ? pinlockScene(defs, variant) : accessoryScene(defs, colour, variant)),
  };
  const scene = scenes[type]();
  return svgDocument(800, 800, defs, productStage(defs, scene.shadow, scene.body));
}
