import type { LinkStatus } from "../link-verdict";

const badges: Record<LinkStatus | "unchecked", [label: string, style: string]> = {
  ok: ["Works", "bg-stock-in/15 text-stock-in-strong"],
  broken: ["Broken", "bg-stock-out/10 text-stock-out"],
  unknown: ["Unknown", "bg-paper-200 text-asphalt"],
  unchecked: ["Not checked", "bg-steel-50 text-steel-700"],
};

/** A link's health as a badge: works, broken, unknown (tried again later) or not checked yet. */
export function LinkStatusBadge({ status }: { status: LinkStatus | null }) {
  const [label, style] = badges[status ?? "unchecked"];
  return <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>{label}</span>;
}
