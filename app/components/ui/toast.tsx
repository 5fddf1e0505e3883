import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

/** Toast constants of spec §9: one at a time, 5 s, swipe right 50 px to dismiss, F8 to reach it. */
export const toastDuration = 5000;
const swipeThreshold = 50;

export interface Toast {
  title: string;
  description?: string;
  /** The raw words behind a plain sentence (a shop's or server's error), behind a disclosure. */
  detail?: string;
  variant?: "default" | "destructive";
}

const ToastContext = createContext<(toast: Toast) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<(Toast & { id: number }) | null>(null);
  const region = useRef<HTMLOListElement>(null);
  const startX = useRef<number | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, id: Date.now() }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastDuration);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "F8" && region.current?.focus();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* A named region (a landmark), so the messages are not content outside every landmark. */}
      <section aria-label={t("toast.region")}>
        <ol
          ref={region}
          tabIndex={-1}
          aria-label={t("toast.region")}
          className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-[calc(100%-2rem)] max-w-[420px] flex-col gap-2 outline-none"
        >
          {toast && (
            <li
              key={toast.id}
              onPointerDown={(e) => (startX.current = e.clientX)}
              onPointerUp={(e) => {
                if (startX.current !== null && e.clientX - startX.current > swipeThreshold) setToast(null);
                startX.current = null;
              }}
              className={`pointer-events-auto flex items-start gap-3 rounded-card p-4 shadow-2xl ring-1 ${toast.variant === "destructive" ? "bg-stock-out text-white ring-stock-out" : "bg-asphalt text-paper ring-white/10"}`}
            >
              {/* The role sits inside the item: a list may only hold list items (axe "list"). */}
              <div role={toast.variant === "destructive" ? "alert" : "status"} className="flex-1">
                <p className="font-semibold">{toast.title}</p>
                {toast.description && <p className="mt-0.5 text-sm opacity-90">{toast.description}</p>}
                {toast.detail && (
                  <details className="mt-1 text-xs opacity-90">
                    <summary className="cursor-pointer select-none">{t("common.details")}</summary>
                    <code className="mt-1 block break-all whitespace-pre-wrap">{toast.detail}</code>
                  </details>
                )}
              </div>
              <button
                type="button"
                onClick={() => setToast(null)}
                className="rounded px-1 text-lg leading-none opacity-80 hover:opacity-100"
                aria-label={t("common.close")}
              >
                ×
              </button>
            </li>
          )}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
