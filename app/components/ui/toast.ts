import type { ToasterProps } from "sonner";

/** The one toast of the app (sonner); the <Toaster {...TOASTER_PROPS} /> lives in root.tsx. */
export { Toaster, toast } from "sonner";

/**
 * How every toast is shown. Rich colors are re-tuned in app.css (`[data-sonner-toaster]`) so each type's text
 * reaches 4.5:1 and the close button is a 24 px target (WCAG 2.2 AA, 2.5.8).
 */
export const TOASTER_PROPS = {
  position: "top-center",
  richColors: true,
  closeButton: true,
} satisfies ToasterProps;
