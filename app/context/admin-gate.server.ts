import { redirect, type RouterContextProvider } from "react-router";
import { appContext } from "./app-context";
import { sessionTokenOf, validateSession } from "~/features/admin/auth.server";

interface GateArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Whether the request carries a live admin session. */
export function hasAdminSession({ request, context }: GateArgs) {
  return validateSession(context.get(appContext).database.db, sessionTokenOf(request.headers.get("cookie")));
}

/** Sends a visitor without a session to the login, remembering where they were going. */
export async function requireAdminSession(args: GateArgs) {
  if (await hasAdminSession(args)) return;
  const url = new URL(args.request.url);
  url.searchParams.delete("_routes"); // React Router's data requests carry it
  const target = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  throw redirect(`/admin?redirect=${encodeURIComponent(target)}`);
}
