// The public module of features/admin for the browser and the server: what other features may use (decision 0019).
export { adminApi, adminCall, adminFailure, type AdminFailure } from "./admin-fetch";
export { type AdminToolKey, adminTools } from "./admin-tools";
export { ConfirmButton, DeleteButton, DialogActions, useConfirm } from "./components/confirm-button";
export { EditConflictPanel } from "./components/edit-conflict-panel";
export { OutboxMessageLink } from "./components/outbox-message-link";
export { brandDeletionRefusal } from "./deletion-messages";
export { useUnsavedChanges } from "./unsaved-changes";
export { cancelled, useAdminAction } from "./use-admin-action";
export { usePageUpdate } from "./use-page-update";
export { type AdminForm, fieldErrorProps, useAdminForm } from "./use-admin-form";
export { useEditConflict } from "./use-edit-conflict";
