export * from "./catalog";
export * from "./visitors";
export * from "./admin";
