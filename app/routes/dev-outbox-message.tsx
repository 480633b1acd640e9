import { Fragment } from "react";
import { data, Link } from "react-router";
import { DEV_PAGES } from "~/config/pages";
import { extractLinks, getOutboxMessage } from "~/services/mail/outbox.server";
import { isPublicDeployment } from "~/utils/env.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/dev-outbox-message";

export async function loader({ context, params }: Route.LoaderArgs) {
  if (isPublicDeployment(context.env)) throw data(null, { status: 404 });
  const message = await getOutboxMessage(context.env, params.id);
  if (!message) throw data(null, { status: 404 });
  const { html: _html, ...rest } = message;
  return data({ message: rest, links: extractLinks(message) }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = (args) => pageMeta(DEV_PAGES.outboxMessage.seo, args);

/** The plain-text body with every http(s) address turned into a link. */
function LinkifiedText({ text }: { text: string }) {
  let offset = 0;
  const pieces = text.split(/(https?:\/\/[^\s<>"]+)/g).map((piece) => {
    const at = offset;
    offset += piece.length;
    return { piece, at };
  });
  return (
    <pre className="mt-6 whitespace-pre-wrap break-words rounded-md border bg-white p-4 font-sans text-sm leading-6">
      {pieces.map(({ piece, at }) =>
        /^https?:\/\//.test(piece) ? (
          <a key={at} href={piece} className="text-primary underline underline-offset-4">
            {piece}
          </a>
        ) : (
          <Fragment key={at}>{piece}</Fragment>
        ),
      )}
    </pre>
  );
}

export default function DevOutboxMessage({ loaderData }: Route.ComponentProps) {
  const { message, links } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <Link to="/dev/outbox" className="text-sm text-primary underline underline-offset-4">
        Back to the outbox
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{message.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">From</dt>
        <dd className="break-all">{message.from}</dd>
        <dt className="font-medium">To</dt>
        <dd className="break-all">{message.to}</dd>
        <dt className="font-medium">Date</dt>
        <dd>{message.date}</dd>
      </dl>
      {links.length > 0 && (
        <>
          <h2 className="mt-8 text-lg font-semibold">Links in this email</h2>
          <ul className="mt-2 list-disc pl-6 text-sm">
            {links.map((href) => (
              <li key={href} className="break-all">
                <a href={href} className="text-primary underline underline-offset-4">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className="mt-8 text-lg font-semibold">Message</h2>
      <LinkifiedText text={message.text} />
    </section>
  );
}
