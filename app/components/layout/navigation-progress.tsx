import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";

/** While a lazily loaded page's code and data arrive, a spinner shows over the page. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center"
      data-testid="page-loading"
    >
      <div className="rounded-full bg-white p-2 shadow-lg">
        <Spinner label="Loading page" />
      </div>
    </div>
  );
}
