import { Button } from "~/components/ui/button";
import { ExternalLink, MessageSquareText, UserPlus } from "~/components/ui/icons";
import { useMarketplace } from "./marketplace-context";

/**
 * A vendor card's marketplace buttons: Ask and Connect for a vendor with an account, 'Visit website' for one
 * without, and the state of the buyer's connection with it.
 */
export function VendorContactActions({
  slug,
  name,
  website,
}: {
  slug: string;
  name: string;
  website: string | null;
}) {
  const market = useMarketplace();
  if (!market) return null;
  const reachable = market.data.reachable.includes(slug);
  const connection = market.data.connections.find((c) => c.vendorSlug === slug && c.state !== "withdrawn");
  if (!reachable) {
    if (!website) return null;
    return (
      <Button asChild variant="outline" size="sm">
        <a href={website} target="_blank" rel="noopener noreferrer">
          Visit website
          <span className="sr-only"> of {name} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => market.open("ask", [slug])}>
        <MessageSquareText aria-hidden="true" />
        Ask a question<span className="sr-only"> to {name}</span>
      </Button>
      {connection ? (
        <span className="text-sm font-medium text-green-800">
          {connection.state === "unlocked" ? "Unlocked your details" : "Connected"}
        </span>
      ) : (
        <Button
          size="sm"
          disabled={market.data.connectsLeft === 0}
          onClick={() => market.open("connect", [slug])}
        >
          <UserPlus aria-hidden="true" />
          Connect<span className="sr-only"> with {name}</span>
        </Button>
      )}
    </div>
  );
}
