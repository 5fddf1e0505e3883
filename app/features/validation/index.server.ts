// The public module of features/validation for the server: what other features may use (decision 0019).
export { runValidationChecks } from "./validation-center.server";
