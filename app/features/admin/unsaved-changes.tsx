import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef } from "react";
import { useBlocker } from "react-router";
import { useConfirm } from "./components/confirm-button";

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
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked" || asking.current) return;
    asking.current = true;
    void ask({
      title: "Leave without saving?",
      message: "The changes you made on this page are not saved yet. They are lost if you leave.",
      confirmLabel: "Leave without saving",
      cancelLabel: "Stay on this page",
    }).then((leave) => {
      asking.current = false;
      if (leave) {
        dirty.current.clear();
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, ask]);
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
