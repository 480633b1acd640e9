import { and, asc, eq, gt, sql } from "drizzle-orm";
import { data, Form } from "react-router";
import { z } from "zod";
import { FormAlert } from "~/components/auth/form-field";
import { Button } from "~/components/ui/button";
import { DEV_PAGES } from "~/config/pages";
import { jobs } from "~/db/schema";
import { jobRegistry } from "~/services/jobs/jobs.server";
import { isPublicDeployment } from "~/utils/env.server";
import { failure, parseForm, success } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/dev-jobs";

/**
 * Development only, like /dev/outbox: the jobs queued for a later time (a review invitation waits 14 days), each
 * with "Run now", so the local run and the browser tests can see what happens when that time comes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (isPublicDeployment(context.env)) throw data(null, { status: 404 });
  const scheduled = await context.db
    .select({ id: jobs.id, type: jobs.type, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.status, "queued"), gt(jobs.runAt, sql`now()`)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(200);
  return data(
    { scheduled: scheduled.map((j) => ({ id: j.id, type: j.type, runAt: j.runAt.toISOString() })) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const RunNowSchema = z.object({ jobId: z.coerce.number().int().positive() });

export async function action({ request, context }: Route.ActionArgs) {
  if (isPublicDeployment(context.env)) throw data(null, { status: 404 });
  const parsed = parseForm(await readFormData(request), "run-now", RunNowSchema, "Name a job by its id.");
  if (!parsed.ok) return data(parsed.reply, { status: parsed.status });
  const moved = await context.db
    .update(jobs)
    .set({ runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, parsed.value.jobId), eq(jobs.status, "queued")))
    .returning({ id: jobs.id });
  if (moved.length === 0) return data(failure("run-now", "No queued job has this id."), { status: 404 });
  jobRegistry.notify();
  return success("run-now", `Job ${parsed.value.jobId} is due now.`);
}

export const meta: Route.MetaFunction = (args) => pageMeta(DEV_PAGES.jobs.seo, args);

export default function DevJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { scheduled } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Scheduled jobs</h1>
      <p className="mt-2 text-slate-700">
        Jobs queued for a later time, soonest first. "Run now" makes one due at once. A deployment with
        NODE_ENV=production has no such page.
      </p>
      {actionData?.message && (
        <div className="mt-4">
          <FormAlert tone={actionData.ok ? "success" : "error"} message={actionData.message} />
        </div>
      )}
      {scheduled.length === 0 ? (
        <p className="mt-8">No job is waiting for a later time.</p>
      ) : (
        <table className="mt-8 w-full text-left text-sm">
          <caption className="sr-only">Jobs queued for a later time</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4">
                Job
              </th>
              <th scope="col" className="py-2 pr-4">
                Type
              </th>
              <th scope="col" className="py-2 pr-4">
                Due (UTC)
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {scheduled.map((job) => (
              <tr key={job.id} className="border-b align-top">
                <td className="py-2 pr-4">{job.id}</td>
                <td className="py-2 pr-4">{job.type}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{job.runAt.replace("T", " ").slice(0, 16)}</td>
                <td className="py-2">
                  <Form method="post">
                    <input type="hidden" name="jobId" value={job.id} />
                    <Button type="submit" size="sm" variant="outline" aria-label={`Run job ${job.id} now`}>
                      Run now
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
