/**
 * An admin route's `handle`: what the admin frame says when the page's data cannot be loaded
 * (admin spec §8, e.g. "Failed to fetch newsletters").
 */
export interface AdminHandle {
  /** The message's key in the admin's text (app/i18n/locales/admin). */
  loadError?: string;
}

export const defaultLoadError = "admin.shell.loadError";
