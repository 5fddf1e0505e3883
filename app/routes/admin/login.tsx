import { useState } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { useToast } from "~/components/ui/toast";
import { useRootData } from "~/context/use-root-data";
import { requestLogin, savedTargetKey } from "~/features/admin/admin-fetch";
import { loginErrors, safeAdminTarget } from "~/features/admin/admin-tools";
import { AdminLanguageSwitch } from "~/features/admin/components/admin-language-switch";
import { hasAdminSession } from "~/context/admin-gate.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/login";

/**
 * Already logged in: straight on to where the curator was going. Else the form, with what a login
 * without JavaScript came back with (the API redirects here: `?error=`, `?step=code`).
 */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  if (await hasAdminSession(args)) throw redirect(safeAdminTarget(params.get("redirect")));
  const error = params.get("error");
  return {
    // The reason's key: the page says it in the curator's language.
    error: loginErrors.find((reason) => reason === error) ?? null,
    needsCode: params.get("step") === "code",
  };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

type LoginState = "idle" | "authenticating" | "success" | "failed" | "connection-error";

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState<LoginState>("idle");
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState(loaderData.error ? t(`admin.login.errors.${loaderData.error}`) : "");
  // Asked for once the password is right and two-step login is on.
  const [needsCode, setNeedsCode] = useState(loaderData.needsCode);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const code = String(form.get("code") ?? "").trim();
    if (!password) return setError(t("admin.login.required"));
    setError("");
    setState("authenticating");
    const outcome = await requestLogin(password, needsCode ? code : "");
    if (!outcome.ok && outcome.connection) {
      setState("connection-error");
      toast({ title: t("admin.login.connection"), variant: "destructive" });
      return;
    }
    if (!outcome.ok && outcome.needsCode && !needsCode) {
      setNeedsCode(true);
      setState("idle");
      return;
    }
    if (!outcome.ok) {
      setState("failed");
      toast({
        title: t("admin.login.failed"),
        description: outcome.message ?? t("admin.login.refused"),
        variant: "destructive",
      });
      return;
    }
    setState("success");
    toast({ title: t("admin.login.success") });
    const saved = sessionStorage.getItem(savedTargetKey);
    sessionStorage.removeItem(savedTargetKey);
    await navigate(safeAdminTarget(saved, params.get("redirect")), { replace: true });
  }

  const busy = state === "authenticating" || state === "success";
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-asphalt px-4 py-10 text-paper">
      <title>{t("admin.login.title")}</title>
      <div className="w-full max-w-sm">
        <div className="flex items-center justify-between gap-4">
          <p className="font-display text-3xl font-bold tracking-wide">
            {site?.siteName} <span className="text-signal">{t("admin.shell.brand")}</span>
          </p>
          <AdminLanguageSwitch />
        </div>
        {/* A real POST to the API: without JavaScript (or before it runs) the password never goes in the URL. */}
        <form
          method="post"
          action="/api/admin/login"
          onSubmit={submit}
          noValidate
          className="mt-6 rounded-panel bg-paper p-6 text-asphalt shadow-2xl"
        >
          <input type="hidden" name="redirect" value={params.get("redirect") ?? ""} />
          <h1 className="text-3xl font-bold">{t("admin.login.heading")}</h1>
          <label htmlFor="admin-password" className="mt-5 block text-sm font-semibold">
            {t("admin.login.password")}
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="admin-password"
              name="password"
              type={visible ? "text" : "password"}
              autoComplete="current-password"
              required
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "admin-password-error" : undefined}
              className="h-11 min-w-0 flex-1 rounded-control border border-steel-400/70 bg-white px-3"
            />
            <button
              type="button"
              onClick={() => setVisible(!visible)}
              aria-pressed={visible}
              aria-controls="admin-password"
              className="h-11 rounded-control px-3 text-sm font-semibold ring-1 ring-steel-200 hover:ring-steel-400"
            >
              {visible ? t("admin.login.hide") : t("admin.login.show")}
              <span className="sr-only"> {t("admin.login.passwordName")}</span>
            </button>
          </div>
          {error && (
            <p id="admin-password-error" className="mt-1.5 text-sm font-semibold text-stock-out">
              {error}
            </p>
          )}
          {needsCode && (
            <>
              <label htmlFor="admin-code" className="mt-4 block text-sm font-semibold">
                {t("admin.login.code")}
              </label>
              <input
                id="admin-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                aria-describedby="admin-code-hint"
                className="mt-1.5 h-11 w-full rounded-control border border-steel-400/70 bg-white px-3 tracking-widest"
              />
              <p id="admin-code-hint" className="mt-1 text-xs text-steel-600">
                {t("admin.login.codeHint")}
              </p>
            </>
          )}
          <button
            type="submit"
            disabled={busy}
            className="mt-5 h-11 w-full rounded-control bg-asphalt font-semibold text-paper hover:bg-asphalt-800 disabled:opacity-70"
          >
            {state === "authenticating" ? t("admin.login.busy") : t("admin.login.submit")}
          </button>
          {state === "connection-error" && (
            <p role="alert" className="mt-3 text-sm text-stock-out">
              {t("admin.login.connection")}
            </p>
          )}
        </form>
        <p className="mt-6 text-center text-sm text-paper/70">
          <a href="/" className="underline hover:text-paper">
            {t("admin.login.backToSite")}
          </a>
        </p>
      </div>
    </main>
  );
}
