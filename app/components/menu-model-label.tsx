import { useTranslation } from "react-i18next";
import type { MenuItem } from "~/features/navigation/navigation";

/** A helmet model in the visors menu; one with no visor yet says so instead of looking like the others. */
export function MenuModelLabel({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  if (!item.noVisor) return <>{item.label}</>;
  return (
    <span className="text-steel-600">
      {item.label} <span className="text-xs">· {t("helmet.noVisorYet")}</span>
    </span>
  );
}
