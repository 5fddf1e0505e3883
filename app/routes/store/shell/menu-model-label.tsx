import type { MenuItem } from "~/features/navigation/navigation";

/**
 * A helmet model in the visors menu; one with no visor yet says so instead of looking like the others.
 * The caller passes that phrase: a menu renders a hundred models, and each useTranslation on the
 * server copies the i18next instance (a tenth of an uncached render's CPU when each label did).
 */
export function MenuModelLabel({ item, noVisorYet }: { item: MenuItem; noVisorYet: string }) {
  if (!item.noVisor) return <>{item.label}</>;
  return (
    <span className="text-steel-600">
      {item.label} <span className="text-xs">· {noVisorYet}</span>
    </span>
  );
}
