// The public module of features/marketplace for the browser and the server: what other features may use (decision 0019).
// TEMPORARY until the URL module lands.
export const isAliExpressShopUrl = (url: string) => /^https:\/\/([a-z0-9-]+\.)*aliexpress\.(com|us|ru)\//.test(url);
