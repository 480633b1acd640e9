// Loaders and actions get the request as the client sent it (`future.v8_passThroughRequests`): a client-side
// navigation asks for `/page.data?_routes=…`. What they read of the page's address comes from React Router's `url`.
import { describe, expect, it } from "vitest";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { postSearch, useTestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";

describe(`route requests on the production server (${testDriver})`, () => {
  const server = useTestServer({ seed: seedDefaultCatalog });

  it("sends a signed-out visitor to sign-in and back to the page, whether it was opened or navigated to", async () => {
    const back = `/vendor/sign-in?redirectTo=${encodeURIComponent("/vendor/leads?lead=abc")}`;
    const opened = await fetch(`${server().url}/vendor/leads?lead=abc`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(back);

    const navigated = await fetch(
      `${server().url}/vendor/leads.data?lead=abc&_routes=routes%2Fvendor-leads`,
      {
        redirect: "manual",
      },
    );
    const body = await navigated.text();
    expect(body).toContain(back);
    expect(body).not.toContain(".data");
    expect(body).not.toContain("_routes");

    // The sign-in page says what signing in is for, from the page it sends the vendor back to.
    const signIn = await (await fetch(`${server().url}${back}`)).text();
    expect(signIn).toContain("Sign in to see the leads sent to your software.");
    const claim = await (await fetch(`${server().url}/claim-lead?code=ABCD`)).text();
    expect(claim).toContain("Sign in to enter your lead code.");
    const plain = await (await fetch(`${server().url}/vendor/sign-in`)).text();
    expect(plain).not.toContain("leads sent to your software");
    expect(plain).not.toContain("lead code");
  });

  it("reads a stored search from the page's query on a client-side navigation", async () => {
    const { requestId, vendors } = await postSearch(server(), {
      problem: "Help desk software for our customer support team",
      industry: "Retail",
      features: ["Ticketing"],
    });
    expect(vendors.length).toBeGreaterThan(0);

    const data = await fetch(`${server().url}/results.data?r=${requestId}&_routes=root%2Croutes%2Fresults`);
    expect(data.status).toBe(200);
    const body = await data.text();
    expect(body).toContain(requestId);
    for (const vendor of vendors) expect(body, vendor.slug).toContain(vendor.slug);

    const missing = await fetch(`${server().url}/results.data?r=${"x".repeat(22)}&_routes=routes%2Fresults`);
    expect(missing.status).toBe(404);
  });
});
