import { data, redirect } from "react-router";
import { adminAliasTarget } from "~/features/admin/admin-tools";
import type { LoaderFunctionArgs } from "react-router";

/** Another name of an admin tool (admin spec §2): one canonical page per tool. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = adminAliasTarget(url.pathname.replace(/\.data$/, ""));
  if (!target) throw data(null, { status: 404 });
  throw redirect(target, 301);
}
