import { Link } from "react-router";
import { adminTools } from "~/features/admin";
import type { InboxItem, InboxSeverity } from "../inbox";

const severityLook: Record<InboxSeverity, { label: string; pill: string; edge: string }> = {
  high: { label: "Urgent", pill: "bg-red-50 text-stock-out ring-red-200", edge: "border-l-stock-out" },
  medium: { label: "Soon", pill: "bg-amber-50 text-amber-900 ring-amber-200", edge: "border-l-amber-500" },
  low: { label: "When you can", pill: "bg-steel-50 text-steel-700 ring-steel-200", edge: "border-l-steel-400" },
};

/** The tool a link leads to, by its page. */
const toolOf = (href: string) => adminTools.find((tool) => tool.path === href.split(/[?#]/)[0])?.title;

/**
 * "Needs you today": each item is one sentence with its count, and that sentence is the one link to where it is
 * fixed; most money at stake first (the order of the server's answer).
 */
export function InboxList({ items }: { items: InboxItem[] }) {
  return (
    <section aria-labelledby="inbox-title" className="mt-8 rounded-card bg-white p-4 ring-1 ring-steel-200 sm:p-6">
      <h2 id="inbox-title" className="text-2xl font-bold">
        Needs you today
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-steel-700">
          Nothing needs you today: links, mail, prices and translations are in order.
        </p>
      ) : (
        <>
          <p className="text-sm text-steel-700">Most money at stake first. Each line leads to where it is fixed.</p>
          <ol className="mt-4 space-y-2" aria-label="Needs you today">
            {items.map((item) => {
              const look = severityLook[item.severity];
              const tool = toolOf(item.href);
              return (
                <li
                  key={item.kind}
                  className={`relative rounded-md border-l-4 bg-paper/60 py-2.5 pl-3 pr-3 hover:bg-paper ${look.edge}`}
                >
                  <Link to={item.href} className="font-semibold after:absolute after:inset-0 hover:underline">
                    {item.detail}
                  </Link>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-steel-700">
                    <span className={`rounded-full px-2 py-0.5 font-semibold ring-1 ${look.pill}`}>{look.label}</span>
                    {tool && <span>In {tool} →</span>}
                  </p>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
