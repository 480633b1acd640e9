import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from "react";
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
  /** Gives focus back to what had it when the dialog opened (the button that opened it); false when it is gone. */
  returnFocus(): boolean;
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
  // The dialogs have no Radix trigger (a card's button or the section's opens them), so the opener is kept here.
  const opener = useRef<HTMLElement | null>(null);
  const value = useMemo<MarketplaceState>(
    () => ({
      requestId,
      vendors,
      data,
      dialog,
      open: (kind, preselect = []) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setDialog({ kind, preselect });
      },
      close: () => setDialog(null),
      returnFocus: () => {
        const target = opener.current;
        opener.current = null;
        if (!target?.isConnected) return false;
        target.focus();
        return true;
      },
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
