import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/accounts/password-rules";

interface FormFieldProps extends Omit<React.ComponentProps<"input">, "id"> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose error message sits right under it and is announced with it. */
export function FormField({ label, name, error, hint, className, ...props }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ?? "space-y-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The field where a vendor chooses a password (sign-up, registration, reset), with the rules the server applies. */
export function NewPasswordField({ label = "Password", error }: { label?: string; error?: string }) {
  return (
    <FormField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A passphrase of several words works well; very common passwords are refused.`}
      error={error}
    />
  );
}

/** The message of a failed submit, announced to screen readers. */
export function FormAlert({ message, tone = "error" }: { message?: string; tone?: "error" | "success" }) {
  if (!message) return null;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive"
          : "rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      }
    >
      {message}
    </div>
  );
}

/** The frame of the account pages: a narrow card with the page's one heading. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <div className="rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <div className="mt-2 text-sm text-muted-foreground">{description}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
