import type { ReactNode } from "react";
import { Link } from "react-router";

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = `${keyPrefix}-${n++}`;
    if (m[1] !== undefined) {
      out.push(<strong key={key}>{renderInline(m[1], key)}</strong>);
    } else {
      const [label, href] = [m[2]!, m[3]!];
      if (href.startsWith("/") && !href.startsWith("//")) {
        out.push(
          <Link key={key} to={href} className="font-medium text-primary underline underline-offset-2">
            {label}
          </Link>,
        );
      } else if (/^https?:\/\//.test(href)) {
        out.push(
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-primary underline underline-offset-2"
          >
            {label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>,
        );
      } else {
        out.push(label);
      }
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** An assistant reply: paragraphs, numbered lists, **bold** and [links](/path); nothing else is markup. */
export function MessageText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let list: ReactNode[] = [];
  const flushList = (key: string) => {
    if (list.length === 0) return;
    nodes.push(
      <ol key={key} className="mt-1 list-decimal space-y-1 pl-5">
        {list}
      </ol>,
    );
    list = [];
  };
  // lines never move, so their position is a stable key
  let position = 0;
  for (const line of text.split("\n")) {
    const i = position++;
    const item = /^\d+\.\s+(.*)$/.exec(line);
    if (item) {
      const key = `l${i}`;
      list.push(<li key={key}>{renderInline(item[1]!, key)}</li>);
      continue;
    }
    flushList(`o${i}`);
    if (line.trim()) {
      const key = `p${i}`;
      nodes.push(
        <p key={key} className="mt-2 first:mt-0">
          {renderInline(line, key)}
        </p>,
      );
    }
  }
  flushList("end");
  return <>{nodes}</>;
}
