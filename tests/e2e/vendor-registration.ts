import type { Page } from "@playwright/test";
import { accountConfirmationPath, sharedServer } from "./accounts";
import { expect, gotoHydrated } from "./fixtures";
import { waitForMail } from "./outbox";

/** One vendor a browser test registers: its names and addresses, unique per attempt (CI retries on the same server). */
export interface VendorAttempt {
  vendorName: string;
  domain: string;
  vendorEmail: string;
  leadsEmail: string;
}

/** Registers a new vendor through /vendor-register, confirms the email from the outbox and publishes the profile. */
export async function registerVendor(vendor: Page, baseURL: string, a: VendorAttempt) {
  const form = new URLSearchParams({
    accountName: "Hive Owner",
    accountEmail: a.vendorEmail,
    password: "a long vendor passphrase",
    companyName: `${a.vendorName} Ltd`,
    name: a.vendorName,
    website: `https://${a.domain}`,
    contactEmail: a.leadsEmail,
    description:
      "Beekeeping software for apiaries: hive inspections, colony health tracking, varroa mite counts and honey harvest records for beekeeping cooperatives.",
    // A kind of our list (a beekeeping kind would be proposed and approved first: vendor-kind-picker.spec.ts).
    categories: "Farm management",
    features: "Hive inspections\nColony health tracking\nVarroa mite counts\nHoney harvest records",
    freeTier: "no",
    startingPrice: "300",
    pricingModel: "Per user",
    license: "",
    integrations: "",
    certifications: "",
    foundedYear: "2021",
  });
  for (const [k, v] of [
    ["companySizes", "SMB"],
    ["deploymentModels", "Cloud"],
    ["regions", "Europe"],
  ])
    form.append(k!, v!);
  const registered = await vendor.request.post("/vendor-register", {
    data: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(400);
  await vendor.goto(`${baseURL}${await accountConfirmationPath(sharedServer, a.vendorEmail)}`);
  await gotoHydrated(vendor, "/vendor/dashboard");
  await vendor.getByRole("button", { name: "Publish profile" }).click();
  await expect(vendor.getByRole("button", { name: "Unpublish" })).toBeVisible();
  // Vendor mail goes to the contact address only once its mailbox has confirmed it.
  await vendor.getByRole("button", { name: `Send a confirmation link to ${a.leadsEmail}` }).click();
  const confirmation = await waitForMail(a.leadsEmail, /^Confirm /);
  const confirmLink = new URL(confirmation.links.find((l) => l.includes("/vendor/confirm-contact"))!);
  await gotoHydrated(vendor, `${confirmLink.pathname}${confirmLink.search}`);
  await vendor.getByRole("button", { name: `Confirm ${a.leadsEmail}` }).click();
  await expect(vendor.getByRole("heading", { level: 1, name: "Contact address confirmed" })).toBeVisible();
}
