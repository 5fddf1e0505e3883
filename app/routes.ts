import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/language-redirect.tsx"),
  route(":lang", "routes/store/layout.tsx", [index("routes/store/home.tsx"), route("*", "routes/store/not-found.tsx")]),
] satisfies RouteConfig;
