import { useState } from "react";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { totpStatus } from "~/features/admin/totp.server";
import { useToast } from "~/components/ui/toast";
import { appContext } from "~/context/app-context";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/security";

import type { beginTotpSetup } from "~/features/admin/totp.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { totp: await totpStatus(context.get(appContext).database.db) };
}

type Setup = Awaited<ReturnType<typeof beginTotpSetup>>;

/**
 * Asks for one code of the authenticator app (or a recovery code), and with `withPassword` the password
 * too, and hands them on.
 */
function CodeForm({
  label,
  submit,
  buttonClass,
  withPassword = false,
  onCode,
}: {
  label: string;
  submit: string;
  buttonClass: string;
  withPassword?: boolean;
  onCode: (code: string, password: string) => unknown;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        void onCode(String(form.get("code") ?? ""), String(form.get("password") ?? ""));
      }}
    >
      {withPassword && (
        <label className="text-sm font-semibold">
          {t("admin.security.password")}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="mt-1 block h-10 w-56 rounded-control border border-steel-200 bg-white px-3"
          />
        </label>
      )}
      <label className="text-sm font-semibold">
        {label}
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          className={`${codeInput} mt-1 block`}
        />
      </label>
      <button type="submit" className={buttonClass}>
        {submit}
      </button>
    </form>
  );
}

/** The recovery codes in one action: onto the clipboard, or saved as a text file. */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const toast = useToast();
  const { t } = useTranslation();
  const text = `${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButton}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => toast({ title: t("admin.security.codes.copied") }),
            () => toast({ title: t("admin.security.codes.notCopied"), variant: "destructive" }),
          )
        }
      >
        {t("admin.security.codes.copy")}
      </button>
      <a href={download} download="recovery-codes.txt" className={smallButton}>
        {t("admin.security.codes.download")}
      </a>
    </div>
  );
}

const totpApi = adminApi("/totp");
const sessionApi = adminApi("/");

const codeInput = "h-10 w-40 rounded-control border border-steel-200 bg-white px-3 tracking-widest";

export default function Security({ loaderData }: Route.ComponentProps) {
  const { totp } = loaderData;
  const run = useAdminAction();
  const toast = useToast();
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  async function start() {
    const started = await adminCall(totpApi.setup.$post());
    if (started.ok) setSetup(started.data);
    else
      toast({
        title: t("admin.security.error"),
        description: started.error ?? t("admin.security.notStarted"),
        variant: "destructive",
      });
  }

  return (
    <AdminPage title={t("admin.security.title")} intro={t("admin.security.intro")}>
      <section aria-labelledby="two-step" className="mt-8 max-w-2xl rounded-card bg-white p-5 ring-1 ring-steel-200">
        <h2 id="two-step" className="text-2xl font-bold">
          {t("admin.security.twoStep.title")}{" "}
          {totp.enabled ? (
            <span className="text-stock-in-strong">{t("admin.security.twoStep.on")}</span>
          ) : (
            <span className="text-steel-600">{t("admin.security.twoStep.off")}</span>
          )}
        </h2>
        {recoveryCodes.length > 0 && (
          <div className="mt-4 rounded-control bg-paper p-4">
            <p className="font-semibold">{t("admin.security.codes.title")}</p>
            <p className="text-sm text-steel-700">{t("admin.security.codes.text")}</p>
            <ul aria-label={t("admin.security.codes.list")} className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm">
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <RecoveryCodeActions codes={recoveryCodes} />
          </div>
        )}
        {totp.enabled ? (
          <>
            <p className="mt-2 text-sm text-steel-700">
              {t("admin.security.codes.left", { count: totp.recoveryCodesLeft })}
            </p>
            <CodeForm
              label={t("admin.security.twoStep.currentCode")}
              submit={t("admin.security.twoStep.turnOff")}
              buttonClass={smallButton}
              withPassword
              onCode={async (code, password) => {
                const done = await run(() => adminCall(totpApi.disable.$post({ json: { code, password } })), {
                  title: t("admin.security.twoStep.turnedOff"),
                });
                if (done.ok) setRecoveryCodes([]);
              }}
            />
          </>
        ) : setup ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
            <div
              role="img"
              aria-label={t("admin.security.twoStep.qr")}
              className="w-48 rounded-control bg-white ring-1 ring-steel-200"
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <div>
              <p className="text-sm">{t("admin.security.twoStep.scan")}</p>
              <p className="mt-1 break-all font-mono text-sm">{setup.secret}</p>
              <CodeForm
                label={t("admin.security.twoStep.appCode")}
                submit={t("admin.security.twoStep.confirm")}
                buttonClass={actionButton}
                onCode={async (code) => {
                  const done = await run(() => adminCall(totpApi.confirm.$post({ json: { code } })), {
                    title: t("admin.security.twoStep.turnedOn"),
                  });
                  if (done.ok) {
                    setRecoveryCodes(done.data.recoveryCodes);
                    setSetup(null);
                  }
                }}
              />
            </div>
          </div>
        ) : (
          <>
            <p className="mt-2 text-sm text-steel-700">{t("admin.security.twoStep.why")}</p>
            <button type="button" onClick={start} className={`${actionButton} mt-4`}>
              {t("admin.security.twoStep.setUp")}
            </button>
          </>
        )}
      </section>
      <section aria-labelledby="sessions" className="mt-6 max-w-2xl rounded-card bg-white p-5 ring-1 ring-steel-200">
        <h2 id="sessions" className="text-2xl font-bold">
          {t("admin.security.sessions.title")}
        </h2>
        <p className="mt-2 text-sm text-steel-700">{t("admin.security.sessions.text")}</p>
        <DeleteButton
          remove={() => sessionApi.sessions.$delete()}
          name=""
          title={t("admin.security.sessions.question")}
          message={t("admin.security.sessions.message")}
          done={t("admin.security.sessions.done")}
          label={t("admin.security.sessions.button")}
          className="mt-4"
          afterDelete={() => location.assign("/admin")}
        />
      </section>
    </AdminPage>
  );
}
