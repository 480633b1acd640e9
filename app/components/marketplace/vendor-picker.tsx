import { useId } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import type { MarketVendor } from "./marketplace-context";

/** Checkboxes for choosing vendors, at most `max`; each checked one is submitted as a `vendor` field. */
export function VendorPicker({
  legend,
  vendors,
  selected,
  onChange,
  max,
  error,
}: {
  legend: string;
  vendors: MarketVendor[];
  selected: string[];
  onChange: (slugs: string[]) => void;
  max: number;
  error?: string;
}) {
  const id = useId();
  const full = selected.length >= max;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : `${id}-note`}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      <ul className="grid max-h-48 gap-2 overflow-y-auto pr-1">
        {vendors.map((v) => {
          const checked = selected.includes(v.slug);
          const boxId = `${id}-${v.slug}`;
          return (
            <li key={v.slug} className="flex items-center gap-2">
              <Checkbox
                id={boxId}
                checked={checked}
                disabled={!checked && full}
                onCheckedChange={(value) =>
                  onChange(value ? [...selected, v.slug] : selected.filter((s) => s !== v.slug))
                }
              />
              <label htmlFor={boxId} className="text-sm text-slate-900">
                {v.name}
              </label>
              {checked && <input type="hidden" name="vendor" value={v.slug} />}
            </li>
          );
        })}
      </ul>
      <p id={`${id}-note`} className="text-xs text-slate-600">
        {selected.length} of at most {max} chosen.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
