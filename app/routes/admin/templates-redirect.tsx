import { redirect } from "react-router";

/** The spec's old /templates address (admin spec §2). */
export function loader() {
  throw redirect("/admin/dashboard/templates", 301);
}
