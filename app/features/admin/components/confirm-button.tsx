import { useCallback, useEffect, useId, useRef, useState } from "react";
import { adminCall, type AdminRequest } from "../admin-fetch";
import { useAdminAction } from "../use-admin-action";
import { dangerButton } from "~/components/ui/admin/buttons";
import { useTranslation } from "~/i18n/use-translation";

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
  items,
  cancelLabel,
  onCancel,
}: {
  children: React.ReactNode;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => unknown;
  /** A list under the message (what the yes would leave wrong), and what "no" is called and does. */
  items?: string[];
  cancelLabel?: string;
  onCancel?: () => unknown;
  className?: string;
  /** Whether this press needs asking (e.g. only when it would overwrite the curator's own text). */
  ask?: boolean;
  disabled?: boolean;
  /** The button's tooltip. */
  hint?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
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
      <ConfirmDialog
        dialog={dialog}
        question={{ title, message, confirmLabel, items, cancelLabel }}
        onAnswer={(yes) => (yes ? onConfirm() : onCancel?.())}
      />
    </>
  );
}

/** A question dialog's Cancel and confirm buttons: either closes the dialog, then answers. */
export function DialogActions({
  dialog,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  dialog: React.RefObject<HTMLDialogElement | null>;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => unknown;
  onCancel?: () => unknown;
}) {
  const { t } = useTranslation();
  const close = async (then?: () => unknown) => {
    dialog.current?.close();
    await then?.();
  };
  return (
    <div className="mt-6 flex justify-end gap-2">
      <button
        type="button"
        onClick={() => close(onCancel)}
        className="min-h-10 rounded-control px-4 py-2 leading-tight font-semibold ring-1 ring-steel-200 hover:ring-steel-400"
      >
        {cancelLabel ?? t("admin.common.cancel")}
      </button>
      <button
        type="button"
        onClick={() => close(onConfirm)}
        className="min-h-10 rounded-control bg-stock-out px-4 py-2 leading-tight font-semibold text-white hover:opacity-90"
      >
        {confirmLabel}
      </button>
    </div>
  );
}

/** What a ConfirmDialog asks: a title, a sentence, optionally a list (e.g. what is missing), the yes button. */
export interface Question {
  title: string;
  message: string;
  items?: string[];
  confirmLabel: string;
  cancelLabel?: string;
}

/** The app's modal question (a <dialog>): Cancel, Escape or the yes button close it and answer. */
export function ConfirmDialog({
  dialog,
  question,
  onAnswer,
}: {
  dialog: React.RefObject<HTMLDialogElement | null>;
  question: Question | null;
  onAnswer: (yes: boolean) => unknown;
}) {
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={() => void onAnswer(false)}
      className="m-auto w-[min(28rem,92vw)] rounded-panel bg-paper p-6 text-asphalt shadow-2xl backdrop:bg-asphalt/60"
    >
      {question && (
        <>
          <h2 id={titleId} className="text-2xl font-bold">
            {question.title}
          </h2>
          <p className="mt-2 text-steel-700">{question.message}</p>
          {question.items && question.items.length > 0 && (
            <ul className="mt-3 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-steel-700">
              {question.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          <DialogActions
            dialog={dialog}
            confirmLabel={question.confirmLabel}
            cancelLabel={question.cancelLabel}
            onConfirm={() => onAnswer(true)}
            onCancel={() => onAnswer(false)}
          />
        </>
      )}
    </dialog>
  );
}

/**
 * Asking from code (after an API answer, before leaving a page): `ask(question)` opens the app's
 * dialog and resolves with the curator's answer. Render `dialog` once in the page.
 */
export function useConfirm() {
  const ref = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  const ask = useCallback((next: Question) => {
    resolver.current?.(false);
    setQuestion(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  useEffect(() => {
    if (question && !ref.current?.open) ref.current?.showModal();
  }, [question]);
  const dialog = (
    <ConfirmDialog
      dialog={ref}
      question={question}
      onAnswer={(yes) => {
        resolver.current?.(yes);
        resolver.current = null;
        setQuestion(null);
      }}
    />
  );
  return { ask, dialog };
}

/**
 * Deletes (or trashes) one thing through the admin API after asking; the page's data refreshes.
 * `name` completes the button's accessible name, so each row's button says what it deletes.
 */
export function DeleteButton({
  remove,
  name,
  title,
  message,
  done,
  label,
  className = "",
  afterDelete,
  refusal,
}: {
  /** The delete request, made with adminApi. */
  remove: () => AdminRequest;
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
  const { t } = useTranslation();
  const text = label ?? t("admin.common.delete");
  if (refusal) {
    return (
      <span className={`flex items-center gap-2 text-xs text-steel-700 ${className}`}>
        <button type="button" disabled className={`${dangerButton} cursor-not-allowed opacity-50`}>
          {text}
        </button>
        {refusal}
      </span>
    );
  }
  return (
    <ConfirmButton
      title={title}
      message={message}
      confirmLabel={text}
      className={`${dangerButton} ${className}`}
      onConfirm={async () => {
        const deleted = await run(
          () => adminCall(remove()),
          { title: done, description: name },
          { refresh: !afterDelete },
        );
        if (deleted.ok) await afterDelete?.();
      }}
    >
      {text}
      <span className="sr-only"> {name}</span>
    </ConfirmButton>
  );
}
