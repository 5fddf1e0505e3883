/**
 * An admin route's `handle`: what the admin frame says when the page's data cannot be loaded
 * (admin spec §8, e.g. "Failed to fetch newsletters").
 */
export interface AdminHandle {
  loadError?: string;
}

export const defaultLoadError = "Failed to load this page";
