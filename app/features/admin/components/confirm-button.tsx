import { useId, useRef } from "react";
import { adminFetch } from "../admin-fetch";
import { useAdminAction } from "../use-admin-action";
import { dangerButton } from "./admin-page";

/**
 * A button that asks before doing something that cannot be undone (a modal <dialog>, the app's one
 * way to ask: never the browser's confirm()). With `ask` false it acts at once.
 */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  onConfirm,
  className = "",
  ask = true,
  disabled = false,
  hint,
}: {
  children: React.ReactNode;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => unknown;
  className?: string;
  /** Whether this press needs asking (e.g. only when it would overwrite the curator's own text). */
  ask?: boolean;
  disabled?: boolean;
  /** The button's tooltip. */
  hint?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => (ask ? dialog.current?.showModal() : void onConfirm())}
        disabled={disabled}
        title={hint}
        className={className}
      >
        {children}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(28rem,92vw)] rounded-[14px] bg-paper p-6 text-asphalt shadow-2xl backdrop:bg-asphalt/60"
      >
        <h2 id={titleId} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-2 text-steel-700">{message}</p>
        <DialogActions dialog={dialog} confirmLabel={confirmLabel} onConfirm={onConfirm} />
      </dialog>
    </>
  );
}

/** A question dialog's Cancel and confirm buttons: confirming closes the dialog, then acts. */
export function DialogActions({
  dialog,
  confirmLabel,
  onConfirm,
}: {
  dialog: React.RefObject<HTMLDialogElement | null>;
  confirmLabel: string;
  onConfirm: () => unknown;
}) {
  return (
    <div className="mt-6 flex justify-end gap-2">
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        className="h-10 rounded-[10px] px-4 font-semibold ring-1 ring-steel-200 hover:ring-steel-400"
      >
        Cancel
      </button>
      <button
        type="button"
        onClick={async () => {
          dialog.current?.close();
          await onConfirm();
        }}
        className="h-10 rounded-[10px] bg-stock-out px-4 font-semibold text-white hover:opacity-90"
      >
        {confirmLabel}
      </button>
    </div>
  );
}

/**
 * Deletes (or trashes) one thing through the admin API after asking; the page's data refreshes.
 * `name` completes the button's accessible name, so each row's button says what it deletes.
 */
export function DeleteButton({
  url,
  name,
  title,
  message,
  done,
  label = "Delete",
  className = "",
  afterDelete,
  refusal,
}: {
  url: string;
  name: string;
  title: string;
  message: string;
  done: string;
  label?: string;
  className?: string;
  afterDelete?: () => unknown;
  /** Why it cannot be deleted now: shown instead of a Delete that would fail. */
  refusal?: string;
}) {
  const run = useAdminAction();
  if (refusal) {
    return (
      <span className={`flex items-center gap-2 text-xs text-steel-700 ${className}`}>
        <button type="button" disabled className={`${dangerButton} cursor-not-allowed opacity-50`}>
          {label}
        </button>
        {refusal}
      </span>
    );
  }
  return (
    <ConfirmButton
      title={title}
      message={message}
      confirmLabel={label}
      className={`${dangerButton} ${className}`}
      onConfirm={async () => {
        const deleted = await run(
          () => adminFetch(url, { method: "DELETE" }),
          { title: done, description: name },
          { refresh: !afterDelete },
        );
        if (deleted) await afterDelete?.();
      }}
    >
      {label}
      <span className="sr-only"> {name}</span>
    </ConfirmButton>
  );
}
