import { Link } from "react-router";

/** The 404 page's body: the status, what happened and the way back home. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-bold text-primary">404</h1>
      <p className="mt-4 text-xl text-slate-700">Oops! The page you're looking for doesn't exist.</p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-primary px-6 font-medium text-white hover:bg-primary-hover"
      >
        Return to Home
      </Link>
    </section>
  );
}
