import { Link } from "react-router";
import { matrixHref } from "~/domain/matrix/matrix-params";
import { cn } from "~/utils/cn";

/** The way from the results page or the comparison to the search's requirements matrix (for `chosen`, when given). */
export function MatrixLink({
  requestId,
  chosen = [],
  className,
  children = "Requirements matrix",
}: {
  requestId: string;
  chosen?: readonly string[];
  className?: string;
  children?: string;
}) {
  return (
    <Link
      to={matrixHref(requestId, chosen)}
      className={cn("font-medium text-primary underline underline-offset-4", className)}
    >
      {children}
    </Link>
  );
}
