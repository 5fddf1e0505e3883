import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** Quick navigations show nothing; slower ones (and redirects, such as a renamed slug) show the bar. */
const showAfterMs = 150;

/** A thin bar across the top while a client navigation (or the redirect it meets) is loading. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== "idle";
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), showAfterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);
  if (!loading || !slow) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("common.loading")}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-signal/20"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-signal motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
