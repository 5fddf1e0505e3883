import { z } from "zod";
import { linkStatuses, type LinkStatus } from "./link-verdict";

export const linkHealthFilters = ["all", ...linkStatuses, "unchecked"] as const;
export type LinkHealthFilter = (typeof linkHealthFilters)[number];

/** The list's filters (GET /api/admin/link-health and the page): a status and a search text. */
export const linkHealthQuerySchema = z.object({
  status: z.enum(linkHealthFilters, { error: `status must be one of ${linkHealthFilters.join(", ")}` }).default("all"),
  search: z.string().max(200, "The search text is too long").default(""),
});

/** One published product's link and its last check (`status` null: not checked since it was set). */
export interface LinkHealthItem {
  productId: number;
  name: string;
  url: string;
  status: LinkStatus | null;
  httpStatus: number | null;
  checkedAt: string | null;
  detail: string;
  /** The product's second shop and its last check, when it has one (decision 0023). */
  fallback: {
    url: string;
    status: LinkStatus | null;
    httpStatus: number | null;
    checkedAt: string | null;
    detail: string;
  } | null;
}

/** The curator's choice: show "link unavailable" instead of the buy button of a broken link. */
export const linkHealthSettingsSchema = z.object({
  unavailableWhenBroken: z.boolean({ error: "unavailableWhenBroken must be true or false" }),
});
export type LinkHealthSettings = z.output<typeof linkHealthSettingsSchema>;

export interface LinkHealthReport {
  running: boolean;
  checked: number;
  total: number;
  items: LinkHealthItem[];
}
