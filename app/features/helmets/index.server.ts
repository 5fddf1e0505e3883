// The public module of features/helmets for the server: what other features may use (decision 0019).
export { listHelmetBrands } from "./helmets.server";
export { listHelmetModelsAdmin } from "./helmet-models-admin.server";
