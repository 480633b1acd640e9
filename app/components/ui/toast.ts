/** The one toast of the app (sonner); the <Toaster /> lives in root.tsx. */
export { toast } from "sonner";
