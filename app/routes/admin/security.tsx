import { useState } from "react";
import { AdminPage } from "~/components/ui/admin/admin-page";
import { actionButton, smallButton } from "~/components/ui/admin/buttons";
import { DeleteButton } from "~/features/admin/components/confirm-button";
import { adminApi, adminCall } from "~/features/admin/admin-fetch";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { totpStatus } from "~/features/admin/totp.server";
import { useToast } from "~/components/ui/toast";
import { appContext } from "~/context/app-context";
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
          Password
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
  const text = `${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButton}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => toast({ title: "Recovery codes copied" }),
            () => toast({ title: "Could not copy: select the codes instead", variant: "destructive" }),
          )
        }
      >
        Copy all codes
      </button>
      <a href={download} download="recovery-codes.txt" className={smallButton}>
        Download as a file
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
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  async function start() {
    const started = await adminCall(totpApi.setup.$post());
    if (started.ok) setSetup(started.data);
    else toast({ title: "Error", description: started.error ?? "Failed to start", variant: "destructive" });
  }

  return (
    <AdminPage
      title="Security"
      intro="The admin password, plus (if you want) a code from an authenticator app at every login."
    >
      <section aria-labelledby="two-step" className="mt-8 max-w-2xl rounded-card bg-white p-5 ring-1 ring-steel-200">
        <h2 id="two-step" className="text-2xl font-bold">
          Two-step login{" "}
          {totp.enabled ? (
            <span className="text-stock-in-strong">is on</span>
          ) : (
            <span className="text-steel-600">is off</span>
          )}
        </h2>
        {recoveryCodes.length > 0 && (
          <div className="mt-4 rounded-control bg-paper p-4">
            <p className="font-semibold">Your recovery codes, shown this once.</p>
            <p className="text-sm text-steel-700">
              Each works once instead of an app code. Keep them somewhere safe, away from your phone.
            </p>
            <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm">
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <RecoveryCodeActions codes={recoveryCodes} />
          </div>
        )}
        {totp.enabled ? (
          <>
            <p className="mt-2 text-sm text-steel-700">{totp.recoveryCodesLeft} recovery codes left.</p>
            <CodeForm
              label="Current code"
              submit="Turn off"
              buttonClass={smallButton}
              withPassword
              onCode={async (code, password) => {
                const done = await run(() => adminCall(totpApi.disable.$post({ json: { code, password } })), {
                  title: "Two-step login is off",
                });
                if (done.ok) setRecoveryCodes([]);
              }}
            />
          </>
        ) : setup ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
            <div
              role="img"
              aria-label="QR code to scan with your authenticator app"
              className="w-48 rounded-control bg-white ring-1 ring-steel-200"
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <div>
              <p className="text-sm">Scan the code with your authenticator app, or type this key:</p>
              <p className="mt-1 break-all font-mono text-sm">{setup.secret}</p>
              <CodeForm
                label="Code shown by the app"
                submit="Confirm"
                buttonClass={actionButton}
                onCode={async (code) => {
                  const done = await run(() => adminCall(totpApi.confirm.$post({ json: { code } })), {
                    title: "Two-step login is on",
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
            <p className="mt-2 text-sm text-steel-700">
              With it on, a stolen password is not enough: the login also asks for the 6-digit code of an app such as
              Aegis, Google Authenticator or 1Password.
            </p>
            <button type="button" onClick={start} className={`${actionButton} mt-4`}>
              Set up two-step login
            </button>
          </>
        )}
      </section>
      <section aria-labelledby="sessions" className="mt-6 max-w-2xl rounded-card bg-white p-5 ring-1 ring-steel-200">
        <h2 id="sessions" className="text-2xl font-bold">
          Sessions
        </h2>
        <p className="mt-2 text-sm text-steel-700">
          Logged in on a computer you no longer trust? End every session, this one included: each browser has to log in
          again. Changing the password (and restarting) does the same.
        </p>
        <DeleteButton
          remove={() => sessionApi.sessions.$delete()}
          name=""
          title="End every session?"
          message="Every browser logged in to the admin, this one included, has to log in again."
          done="Every session ended"
          label="End all sessions"
          className="mt-4"
          afterDelete={() => location.assign("/admin")}
        />
      </section>
    </AdminPage>
  );
}
