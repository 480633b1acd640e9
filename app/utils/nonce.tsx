import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

/** Carries the request's CSP nonce from entry.server to the inline scripts React Router renders. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
