import type { AppLoadContext } from "react-router";
import { expect } from "vitest";
import type { ProfileFormValues } from "~/domain/vendors/profile-form";
import { action as registerAction } from "~/routes/vendor-register";
import { routeArgs } from "./app-context";
import { authClient, choosePassword, latestMailTo } from "./auth-client";

export const TEST_PASSWORD = "a long vendor passphrase";

/** A complete, valid registration form for a product on `domain`. */
export function registrationForm(
  domain: string,
  overrides: Record<string, string | string[]> = {},
): FormData {
  const values: ProfileFormValues & Record<string, string | string[]> = {
    accountName: "Owner",
    accountEmail: `owner@${domain}`,
    password: TEST_PASSWORD,
    companyName: `${domain} Ltd`,
    name: "Tidybooks",
    website: `https://${domain}`,
    contactEmail: `sales@${domain}`,
    description:
      "Bookkeeping software for small firms: bank feeds, invoicing and VAT returns, with receipts captured from your phone.",
    categories: "Accounting",
    features: "Bank feeds\nInvoicing\nVAT returns\nReceipt capture",
    industries: ["Professional Services"],
    companySizes: ["SMB"],
    deploymentModels: ["Cloud"],
    regions: ["Europe"],
    freeTier: "no",
    startingPrice: "240",
    pricingModel: "Per user",
    license: "",
    integrations: "Stripe",
    certifications: "",
    foundedYear: "2020",
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const v of value) form.append(key, v);
    else if (value !== undefined) form.append(key, value);
  }
  return form;
}

export function post(path: string, body: FormData | URLSearchParams, cookie = "") {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body,
    headers: cookie ? { cookie } : {},
  });
}

export function get(path: string, cookie = "") {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
}

/**
 * Registers through /vendor-register, follows the emailed link (which signs in), chooses TEST_PASSWORD there and
 * returns the cookie.
 */
export async function registerAndVerify(
  context: AppLoadContext,
  form: FormData,
): Promise<{ cookie: string; email: string }> {
  const reply = (await registerAction(routeArgs(post("/vendor-register", form), context))) as {
    ok?: boolean;
    result?: { status?: string };
  };
  expect(reply.ok).toBe(true);
  expect(["created", "claimed"]).toContain(reply.result?.status);
  const email = String(form.get("accountEmail"));
  const mail = await latestMailTo(context, email);
  const client = authClient(context);
  const opened = await client.get(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
  expect(opened.status).toBe(302);
  expect(client.jar.values.has("saasmatch.session_token")).toBe(true);
  await choosePassword(context, client.jar.header(), TEST_PASSWORD);
  return { cookie: client.jar.header(), email };
}
