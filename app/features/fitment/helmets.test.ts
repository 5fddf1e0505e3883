import { describe, expect, it } from "vitest";
import { helmetFit, type MyHelmet } from "./helmets";

const k6: MyHelmet = { modelId: 7, brandSlug: "agv", modelSlug: "k6", label: "AGV K6" };

describe("helmetFit", () => {
  it("marks a Pinlock insert that fits the rider's helmet, as it marks a visor", () => {
    expect(helmetFit({ type: "accessory", fits: [{ modelId: 7 }] }, k6)).toEqual({ fits: true, helmet: "AGV K6" });
    expect(helmetFit({ type: "visor", fits: [{ modelId: 7 }] }, k6)).toEqual({ fits: true, helmet: "AGV K6" });
  });

  it("says an accessory for other helmets does not fit, and nothing of gear that fits no helmet", () => {
    expect(helmetFit({ type: "accessory", fits: [{ modelId: 8 }] }, k6)).toEqual({ fits: false, helmet: "AGV K6" });
    expect(helmetFit({ type: "visor", fits: [] }, k6)).toEqual({ fits: false, helmet: "AGV K6" });
    expect(helmetFit({ type: "camera", fits: [] }, k6)).toBeNull();
    expect(helmetFit({ type: "accessory", fits: [{ modelId: 7 }] }, null)).toBeNull();
  });
});
