/** How many other products a product page recommends (app/features/catalog/recommendations.server.ts). */
export const recommendedLimit = 4;
