import { redirect } from "react-router";
import { callAuth, cookieHeaders } from "~/services/auth/auth-api.server";
import type { Route } from "./+types/vendor-sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const result = await callAuth(context, (auth) =>
    auth.api.signOut({ headers: request.headers, returnHeaders: true }),
  );
  throw redirect("/vendor/sign-in", { headers: cookieHeaders(result.headers) });
}

export function loader() {
  return redirect("/vendor/sign-in");
}
