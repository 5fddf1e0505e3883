// The public module of features/fitment for the browser and the server: what other features may use (decision 0019).
export { HelmetFitNote } from "./components/helmet-fit-note";
export { OnlyFitsToggle } from "./components/only-fits-toggle";
export { onlyFitsParameter, onlyFitsValue, withOnlyFits } from "./only-fits";
export { compatibilityLine, localizedNote } from "./fitment";
export {
  findHelmet,
  findMyHelmet,
  type HelmetBrand,
  helmetFit,
  modelsByAvailability,
  type MyHelmet,
  myHelmetCookie,
} from "./helmets";
export { visorFactTexts } from "./visor-fact-texts";
export { type VisorColor, visorColors, type VisorFacts, visorMakerKinds, visorMarkings } from "./visor-facts";
export { helmetNameKey, matchHelmetModel } from "./helmet-names";
