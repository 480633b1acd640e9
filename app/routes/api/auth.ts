import { handleAuthRequest } from "~/services/auth/handle-auth-request.server";
import type { Route } from "./+types/auth";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, context);
}
