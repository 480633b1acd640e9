import { type KeyboardEvent, type Ref, useEffect, useId, useState } from "react";
import { Search } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import type { VendorSuggestion } from "~/services/find-vendors.server";
import { cn } from "~/utils/cn";

/** Wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;
export const VENDOR_SEARCH_PATH = "/api/vendor-search";

type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; query: string; vendors: VendorSuggestion[] }
  | { status: "error"; message: string };

async function searchVendors(query: string, signal: AbortSignal): Promise<VendorSuggestion[]> {
  const response = await fetch(`${VENDOR_SEARCH_PATH}?q=${encodeURIComponent(query)}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  const body = (await response.json().catch(() => null)) as {
    vendors?: VendorSuggestion[];
    error?: string;
  } | null;
  if (!response.ok || !Array.isArray(body?.vendors)) {
    throw new Error(body?.error ?? "The vendor search isn't available right now. Please try again.");
  }
  return body.vendors;
}

/**
 * Type a vendor's name, pick it from the suggestions (ARIA 1.2 combobox with a listbox popup):
 * ↓/↑ move, Enter picks, Escape closes the list (or clears the text when it is closed).
 */
export function VendorCombobox({
  label,
  excludeSlugs,
  disabled = false,
  description,
  onSelect,
  inputRef,
}: {
  label: string;
  excludeSlugs: readonly string[];
  disabled?: boolean;
  /** Shown under the input and read as its description. */
  description: string;
  onSelect: (vendor: VendorSuggestion) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const descriptionId = `${id}-description`;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search, setSearch] = useState<SearchState>({ status: "idle" });

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setSearch({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: "loading" });
      searchVendors(q, controller.signal).then(
        (vendors) => setSearch({ status: "done", query: q, vendors }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setSearch({ status: "error", message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const options =
    search.status === "done" ? search.vendors.filter((v) => !excludeSlugs.includes(v.slug)) : [];
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (slug: string) => `${id}-option-${slug}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the active option's id is the trigger
  useEffect(() => {
    if (activeOption)
      document.getElementById(optionId(activeOption.slug))?.scrollIntoView({ block: "nearest" });
  }, [activeOption?.slug]);

  const choose = (vendor: VendorSuggestion) => {
    onSelect(vendor);
    setQuery("");
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (options.length > 0) setActive((a) => (!expanded || a >= options.length - 1 ? 0 : a + 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (options.length > 0) setActive((a) => (!expanded || a <= 0 ? options.length - 1 : a - 1));
        break;
      case "Enter":
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery("");
        }
        break;
    }
  };

  const q = query.trim();
  let status = "";
  if (search.status === "loading") status = "Searching…";
  else if (search.status === "error") status = search.message;
  else if (search.status === "done" && q) {
    status =
      options.length === 0
        ? `No vendors found for “${search.query}”.`
        : `${options.length} ${options.length === 1 ? "vendor" : "vendors"} found. Use the up and down arrows to choose.`;
  }

  return (
    <div className="relative">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeOption.slug) : undefined}
          aria-describedby={descriptionId}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder="Start typing a vendor name, e.g. HubSpot"
          className="pl-9"
          value={query}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        {search.status === "loading" && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2">
            <Spinner className="[&_svg]:size-4" label="Searching" />
          </span>
        )}
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className={cn(
          "absolute inset-x-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-white py-1 shadow-lg",
          !expanded && "hidden",
        )}
      >
        {expanded &&
          options.map((vendor, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays on the combobox input (aria-activedescendant)
            <div
              key={vendor.slug}
              id={optionId(vendor.slug)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={cn(
                "cursor-pointer px-3 py-2 text-sm",
                i === active ? "bg-secondary text-secondary-foreground" : "text-slate-900 hover:bg-muted",
              )}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(vendor)}
              onMouseMove={() => setActive(i)}
            >
              <span className="block font-medium">{vendor.name}</span>
              {vendor.tagline && (
                <span className="block truncate text-xs text-slate-600">{vendor.tagline}</span>
              )}
            </div>
          ))}
      </div>
      <p id={descriptionId} className="mt-1.5 text-sm text-slate-600">
        {description}
      </p>
      <p
        role="status"
        className={cn(
          "mt-1 text-sm",
          search.status === "error" ? "text-destructive" : "text-slate-700",
          (options.length > 0 || search.status === "loading") && "sr-only",
        )}
      >
        {status}
      </p>
    </div>
  );
}
