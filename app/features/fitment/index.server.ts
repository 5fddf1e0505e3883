// The public module of features/fitment for the server: what other features may use (decision 0019).
export {
  copyProductFitment,
  findFitmentOfProducts,
  findProductFitment,
  insertHelmetModel,
  listHelmetModelOptions,
  saveProductFits,
  saveVisorFacts,
  unknownHelmetModelIds,
} from "./fitment-admin.server";
export { helmetNameKey } from "./helmet-names";
export {
  countVisorsPerModel,
  findActiveHelmetModels,
  findRenamedHelmetModelIds,
  fitsOfProductAsJson,
  visorFactsOfProductAsJson,
  visorTintOfProduct,
} from "./fitment.queries.server";
