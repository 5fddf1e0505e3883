import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";

/**
 * The forms that remember or forget the visitor's helmet: plain POSTs to /my-helmet that come back to
 * this page, so they work without JavaScript and on pages that are not hydrated.
 */
function MyHelmetForm({ children, fields }: { children: React.ReactNode; fields: Record<string, string> }) {
  const location = useLocation();
  return (
    <form method="post" action="/my-helmet" className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="return" value={location.pathname + location.search} />
      {children}
    </form>
  );
}

/** "This is my helmet" for one helmet model. */
export function MyHelmetButton({
  modelId,
  helmet,
  className = "",
}: {
  modelId: number;
  helmet: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <MyHelmetForm fields={{ model: String(modelId) }}>
      <button
        type="submit"
        aria-label={t("helmet.setMineLabel", { helmet })}
        className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-steel-300 hover:bg-paper-200 ${className}`}
      >
        {t("helmet.setMine")}
      </button>
    </MyHelmetForm>
  );
}

export function ForgetMyHelmetButton() {
  const { t } = useTranslation();
  return (
    <MyHelmetForm fields={{ forget: "1" }}>
      <button type="submit" className="font-semibold underline underline-offset-2 hover:text-signal-700">
        {t("helmet.forget")}
      </button>
    </MyHelmetForm>
  );
}
