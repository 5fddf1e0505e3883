// The public module of features/media for the browser and the server: what other features may use (decision 0019).
export { mediaSrcSet, mediaUrl, resizeMediaUrl } from "./media-url";
