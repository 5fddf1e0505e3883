import type { Db } from "#db/client.server";
import {
  type AiProvider,
  answerProblem,
  completeJson,
  getPromptTemplate,
  renderPrompt,
} from "~/features/ai/index.server";
import { defaultLanguage, languageInfo, type Language } from "~/i18n/languages";
import { UpstreamError } from "~/lib/errors";
import { maxBodyLength, maxSubjectLength } from "./newsletter-issue-limits";

/** The answer format is fixed here, not in the editable prompt, so an edited prompt cannot break parsing. */
const systemMessage = (language: Language) =>
  `You translate a motorcycle-gear newsletter from Portuguese into ${languageInfo(language).name} (${language}).\n` +
  'Answer with one JSON object and nothing else: {"text": "<the translation>", "confidence": <0 to 1, how sure you are>}.';

/** One field of an issue in `language` by the AI assistant, refused when the answer is not usable. */
export async function translateText(db: Db, provider: AiProvider, language: Language, field: string, text: string) {
  const template = await getPromptTemplate(db, "newsletter");
  const answer = await completeJson(provider, [
    { role: "system", content: systemMessage(language) },
    {
      role: "user",
      content: renderPrompt(template, {
        sourceLanguage: languageInfo(defaultLanguage).name,
        targetLanguage: languageInfo(language).name,
        field,
        text,
        productType: "newsletter",
        brand: "",
      }),
    },
  ]);
  const problem =
    answerProblem(answer.text, field === "subject" ? maxSubjectLength : maxBodyLength) ??
    (answer.text.length > text.length * 3 + 60 ? "the answer is far longer than the original" : null);
  if (problem)
    throw new UpstreamError(`The AI translation of the ${field} into ${language} was not usable: ${problem}`);
  return answer.text;
}
