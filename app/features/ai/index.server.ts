// The public module of features/ai for the server: what other features may use (decision 0019).
export {
  getPromptTemplate,
  listPrompts,
  type PromptValues,
  promptValuesForProduct,
  renderPrompt,
} from "./ai-prompts.server";
export { type AiProvider, answerProblem, completeJson } from "./ai-provider.server";
