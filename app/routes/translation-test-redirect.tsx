import { redirect } from "react-router";

/** /translation-test without a language shows the English one. */
export function loader() {
  return redirect("/en/translation-test", 302);
}
