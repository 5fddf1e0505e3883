/** The button looks of the admin tools, one owner for each. */
export const actionButton =
  "inline-flex h-10 items-center rounded-control bg-asphalt px-4 text-sm font-semibold text-paper hover:bg-asphalt-800";
export const smallButton =
  "rounded-md px-2.5 py-1.5 text-sm font-semibold ring-1 ring-steel-200 hover:ring-steel-400 disabled:opacity-50";
export const dangerButton =
  "rounded-md px-2.5 py-1.5 text-sm font-semibold text-stock-out ring-1 ring-stock-out/40 hover:ring-stock-out";
