import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";
import type { BuyerMarketplace } from "~/services/leads/get-buyer-marketplace.server";

/** A ranked vendor as the marketplace dialogs need it. */
export type MarketVendor = Pick<VendorProfile, "slug" | "name" | "website">;

type OpenDialog = { kind: "ask" | "connect"; preselect: string[] } | null;

interface MarketplaceState {
  requestId: string;
  vendors: MarketVendor[];
  data: BuyerMarketplace;
  dialog: OpenDialog;
  open(kind: "ask" | "connect", preselect?: string[]): void;
  close(): void;
}

const MarketplaceContext = createContext<MarketplaceState | null>(null);

/** Shares the buyer's marketplace data and which dialog is open between the section and each vendor card. */
export function MarketplaceProvider({
  requestId,
  vendors,
  data,
  children,
}: {
  requestId: string;
  vendors: MarketVendor[];
  data: BuyerMarketplace;
  children: ReactNode;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const value = useMemo<MarketplaceState>(
    () => ({
      requestId,
      vendors,
      data,
      dialog,
      open: (kind, preselect = []) => setDialog({ kind, preselect }),
      close: () => setDialog(null),
    }),
    [requestId, vendors, data, dialog],
  );
  return <MarketplaceContext.Provider value={value}>{children}</MarketplaceContext.Provider>;
}

export function useMarketplace(): MarketplaceState | null {
  return useContext(MarketplaceContext);
}

/** The form action every marketplace form posts to. */
export const MARKETPLACE_ACTION = "/results/marketplace";
