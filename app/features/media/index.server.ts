// The public module of features/media for the server: what other features may use (decision 0019).
export { checkImageUpload, getDisplayVariant, imageUploadLimits, storeImageUpload, storeMedia } from "./media.server";
export { downloadImage, type RemoteImage } from "./remote-image.server";
