import {
  findPendingTestimonials,
  findTestimonials,
  setTestimonialApproval,
} from "~/services/feedback/shortlist-ratings.server";
import { runCli } from "./cli";

const USAGE = "usage: npm run testimonials -- list | approve <id> | withdraw <id>";

// An operator reviews quotes here or in /admin: only quotes whose authors ticked consent can be approved.
await runCli(async ({ handle, args }) => {
  const [command, id] = args;
  if (command === "list") {
    const pending = await findPendingTestimonials({ db: handle.db });
    console.info(`${pending.length} waiting for approval:`);
    for (const row of pending) {
      console.info(
        `  ${row.id}  ${row.stars}★  ${row.authorName || "(no name)"}, ${row.authorTitle || "(no title)"}`,
      );
      console.info(`    "${row.comment}"`);
    }
    const published = await findTestimonials({ db: handle.db, limit: 100 });
    console.info(`${published.length} published:`);
    for (const quote of published) console.info(`  ${quote.id}  ${quote.name}: "${quote.quote}"`);
    return 0;
  }
  if ((command === "approve" || command === "withdraw") && id) {
    await setTestimonialApproval({ db: handle.db, id, approve: command === "approve" });
    console.info(
      command === "approve" ? `approved ${id}: it is now shown on the home page` : `withdrew ${id}`,
    );
    return 0;
  }
  console.error(USAGE);
  return 2;
});
