import { productIsLive } from "#db/predicates";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { products } from "#db/schema";
import { NotFoundError, UpstreamError } from "~/lib/errors";
import { answerProblem, completeJson, type AiProvider } from "./ai-provider.server";
import { getPromptTemplate, promptValuesForProduct, renderPrompt } from "./ai-prompts.server";

const maxDescriptionLength = 2000;

/**
 * A first Portuguese description of a product from its name and specifications, through the
 * "describe" prompt. Not saved: the product form shows it for the curator to edit.
 */
export async function draftProductDescription(db: Db, provider: AiProvider, productId: number) {
  const [product] = await db
    .select({ name: products.name, specifications: products.specifications })
    .from(products)
    .where(and(eq(products.id, productId), productIsLive));
  if (!product) throw new NotFoundError("Product not found");
  const facts = [product.name, ...Object.entries(product.specifications).map(([key, value]) => `${key}: ${value}`)];
  const values = await promptValuesForProduct(db, productId, { field: "description", targetLanguage: "pt" });
  const answer = await completeJson(provider, [
    {
      role: "system",
      content:
        'You write product descriptions for a motorcycle-gear shop. Answer with one JSON object and nothing else: {"text": "<the description>", "confidence": <0 to 1, how sure you are of the facts>}.',
    },
    {
      role: "user",
      content: renderPrompt(await getPromptTemplate(db, "describe"), { ...values, text: facts.join("\n") }),
    },
  ]);
  const problem = answerProblem(answer.text, maxDescriptionLength);
  if (problem) throw new UpstreamError(`The AI description was not usable: ${problem}`);
  return answer;
}
