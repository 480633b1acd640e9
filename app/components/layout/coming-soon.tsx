import { Link } from "react-router";

/** An honest placeholder body for a page whose issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">This page is coming soon.</p>
      <Link to="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
