import { data, Link } from "react-router";
import { DEV_PAGES } from "~/config/pages";
import { findOutboxMessages } from "~/services/mail/outbox.server";
import { isPublicDeployment } from "~/utils/env.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/dev-outbox";

export async function loader({ context }: Route.LoaderArgs) {
  if (isPublicDeployment(context.env)) throw data(null, { status: 404 });
  const messages = await findOutboxMessages(context.env);
  return data({ messages }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = (args) => pageMeta(DEV_PAGES.outbox.seo, args);

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Outbox</h1>
      <p className="mt-2 text-muted-foreground">
        Without SMTP_URL, every email the app sends is written to DATA_DIR/outbox/ and listed here, newest
        first. A deployment with NODE_ENV=production has no such page.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8">No emails have been sent yet.</p>
      ) : (
        <table className="mt-8 w-full text-left text-sm">
          <caption className="sr-only">Sent emails</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4">
                Date
              </th>
              <th scope="col" className="py-2 pr-4">
                To
              </th>
              <th scope="col" className="py-2">
                Subject
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id} className="border-b align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{m.date}</td>
                <td className="py-2 pr-4 break-all">{m.to}</td>
                <td className="py-2">
                  <Link to={`/dev/outbox/${m.id}`} className="text-primary underline underline-offset-4">
                    {m.subject || "(no subject)"}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
