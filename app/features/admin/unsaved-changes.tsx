import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef } from "react";
import { useBlocker } from "react-router";
import { useConfirm } from "./components/confirm-button";
import { useTranslation } from "~/i18n/use-translation";

interface UnsavedChanges {
  /** Marks one form as edited since it was loaded or saved (true) or as saved (false). */
  mark: (form: string, dirty: boolean) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * The admin's one unsaved-changes guard: while any form of the page holds edits, leaving the page asks
 * with the app's dialog (React Router's blocker) and closing or reloading the tab asks through the
 * browser's own beforeunload prompt. Forms join with useUnsavedChanges.
 */
export function UnsavedChangesGuard({ children }: { children: React.ReactNode }) {
  const dirty = useRef(new Set<string>());
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const { ask, dialog } = useConfirm();
  const { t } = useTranslation();
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked" || asking.current) return;
    asking.current = true;
    void ask({
      title: t("admin.unsaved.title"),
      message: t("admin.unsaved.message"),
      confirmLabel: t("admin.unsaved.leave"),
      cancelLabel: t("admin.unsaved.stay"),
    }).then((leave) => {
      asking.current = false;
      if (leave) {
        dirty.current.clear();
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, ask, t]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current.size) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  const mark = useCallback((form: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(form);
    else dirty.current.delete(form);
  }, []);
  const value = useMemo(() => ({ mark }), [mark]);
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {dialog}
    </UnsavedChangesContext.Provider>
  );
}

/**
 * One form's part in the guard: put `onChange` on the <form> (any field edited marks it) and call
 * `saved()` once the API stored it. A form that goes away (its page left, a fresh copy after a save)
 * stops counting.
 */
export function useUnsavedChanges() {
  const context = useContext(UnsavedChangesContext);
  const form = useId();
  useEffect(() => () => context?.mark(form, false), [context, form]);
  return useMemo(
    () => ({ onChange: () => context?.mark(form, true), saved: () => context?.mark(form, false) }),
    [context, form],
  );
}
