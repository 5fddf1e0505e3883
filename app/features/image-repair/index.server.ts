// The public module of features/image-repair for the server: what other features may use (decision 0019).
export { findContaminatedImages } from "./image-contamination.server";
