// The public module of features/fitment for the server: what other features may use (decision 0019).
export {
  copyProductFitment,
  findProductFitment,
  helmetNameKey,
  insertHelmetModel,
  listHelmetModelOptions,
  saveProductFits,
  saveVisorFacts,
  unknownHelmetModelIds,
} from "./fitment-admin.server";
export {
  findActiveHelmetModels,
  findRenamedHelmetModelIds,
  fitsOfProductAsJson,
  visorFactsOfProductAsJson,
  visorTintOfProduct,
} from "./fitment.queries.server";
