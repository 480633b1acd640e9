import type { ReactNode } from "react";

/** One titled section of /admin; its heading names it for screen readers. */
export function AdminSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}

/** A table of /admin records: a caption for screen readers, one header cell per column, then the rows. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b">
          {columns.map((column, i) => (
            <th key={column} scope="col" className={i < columns.length - 1 ? "py-2 pr-3" : "py-2"}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A list of /admin records waiting for a decision, each a bordered card with its actions; or what to say when empty. */
export function AdminCards<T>({
  items,
  empty,
  itemKey,
  align = "center",
  children,
}: {
  items: readonly T[];
  empty: string;
  itemKey: (item: T) => string;
  align?: "center" | "start";
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="mt-2 text-sm">{empty}</p>;
  return (
    <ul className="mt-3 space-y-3">
      {items.map((item) => (
        <li
          key={itemKey(item)}
          className={`flex flex-wrap justify-between gap-3 rounded-lg border p-4 text-sm ${align === "center" ? "items-center" : "items-start"}`}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
