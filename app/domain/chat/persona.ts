/** The support assistant's persona, shown in the panel and used in the welcome message. */
export const ASSISTANT_NAME = "Mia";
export const ASSISTANT_ROLE = "Customer support assistant";
export const SITE_NAME_FALLBACK = "SaaSMatch";

export function welcomeMessage(siteName = SITE_NAME_FALLBACK): string {
  return `Hi, I'm ${ASSISTANT_NAME}, the ${siteName} support assistant. Ask me how matching works, what we store, or what it costs — or describe what your business needs and I'll suggest vendors from our catalog.`;
}
