import { useEffect, useId, useRef, useState } from "react";
import { handleEndedSessions, requestLogin } from "../admin-fetch";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The admin's answer to a session that ends mid-edit (cookie expired, sessions ended, a restarted server):
 * an admin call answered 401 opens this dialog over the page, asks for the password (and the two-step
 * code when it is on) and, once logged in, the admin API's client (`adminApi`) sends the same call again. The page
 * is never left, so what was typed stays. Calls that fail together wait for the one dialog.
 */
export function SessionDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const waiting = useRef<{ answer: Promise<boolean>; resolve: (renewed: boolean) => void } | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // The form exists only while the dialog is open: a closed dialog must not add a second "Password" field to the page.
  const [open, setOpen] = useState(false);
  const id = useId();
  const { t } = useTranslation();

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  useEffect(
    () =>
      handleEndedSessions(() => {
        if (!waiting.current) {
          let resolve: (renewed: boolean) => void = () => {};
          const answer = new Promise<boolean>((r) => (resolve = r));
          waiting.current = { answer, resolve };
          setError("");
          setOpen(true);
        }
        return waiting.current.answer;
      }, t("admin.login.session.notSent")),
    [t],
  );

  const finish = (renewed: boolean) => {
    waiting.current?.resolve(renewed);
    waiting.current = null;
    if (dialog.current?.open) dialog.current.close();
    setNeedsCode(false);
    setOpen(false);
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const password = String(values.get("password") ?? "");
    if (!password) return setError(t("admin.login.required"));
    setBusy(true);
    const outcome = await requestLogin(password, needsCode ? String(values.get("code") ?? "").trim() : "");
    setBusy(false);
    if (outcome.ok) return finish(true);
    if (outcome.needsCode && !needsCode) return setNeedsCode(true);
    setError(outcome.connection ? t("admin.login.connection") : (outcome.message ?? t("admin.login.refused")));
  }

  const field = "mt-1.5 h-11 w-full rounded-control border border-steel-400/70 bg-white px-3";
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={() => finish(false)}
      className="m-auto w-[min(28rem,92vw)] rounded-panel bg-paper p-6 text-asphalt shadow-2xl backdrop:bg-asphalt/60"
    >
      {open && (
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {t("admin.login.session.title")}
          </h2>
          <p className="mt-2 text-steel-700">{t("admin.login.session.intro")}</p>
          <label htmlFor={`${id}-password`} className="mt-4 block text-sm font-semibold">
            {t("admin.login.password")}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={field}
          />
          {needsCode && (
            <>
              <label htmlFor={`${id}-code`} className="mt-4 block text-sm font-semibold">
                {t("admin.login.code")}
              </label>
              <input
                id={`${id}-code`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                aria-describedby={`${id}-code-hint`}
                className={`${field} tracking-widest`}
              />
              <p id={`${id}-code-hint`} className="mt-1 text-xs text-steel-600">
                {t("admin.login.codeHint")}
              </p>
            </>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-stock-out">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => finish(false)}
              className="min-h-10 rounded-control px-4 py-2 font-semibold ring-1 ring-steel-200 hover:ring-steel-400"
            >
              {t("admin.common.cancel")}
            </button>
            <button
              type="submit"
              disabled={busy}
              className="min-h-10 rounded-control bg-asphalt px-4 py-2 font-semibold text-paper hover:bg-asphalt-800 disabled:opacity-70"
            >
              {busy ? t("admin.login.busy") : t("admin.login.submit")}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
