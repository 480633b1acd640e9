import { Link } from "react-router";
import { X } from "~/components/ui/icons";

/** The vendors in the comparison, each with a link that takes it out (a plain link: it works before hydration too). */
export function SelectedVendors({
  vendors,
  removeHref,
  onRemove,
}: {
  vendors: ReadonlyArray<{ slug: string; name: string }>;
  removeHref: (slug: string) => string;
  onRemove: (name: string) => void;
}) {
  if (vendors.length === 0) return null;
  return (
    <ul aria-label="Vendors in the comparison" className="flex flex-wrap gap-2">
      {vendors.map((v) => (
        <li
          key={v.slug}
          className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-1 pr-1 pl-3 text-sm font-medium text-secondary-foreground"
        >
          {v.name}
          <Link
            to={removeHref(v.slug)}
            preventScrollReset
            onClick={() => onRemove(v.name)}
            aria-label={`Remove ${v.name} from the comparison`}
            className="inline-flex size-7 items-center justify-center rounded-full hover:bg-white focus-visible:bg-white"
          >
            <X aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
