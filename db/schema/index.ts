export * from "./catalog";
export * from "./media";
export * from "./fitment";
export * from "./visitors";
export * from "./admin";
export * from "./prices";
export * from "./earnings";
