import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ProductWhyNot, WhyNotAnswer } from "~/domain/buyer/why-not";
import { MAX_NAME_LENGTH, ProductNameSchema } from "~/domain/buyer/why-not-name";
import { type FormReply, textValue } from "~/utils/form-action";

/** What the box's two forms get back from the results page's action: the site's one form reply, with the answer. */
export type WhyNotReply = FormReply<"why-not" | "suggest-product", WhyNotAnswer>;

/** The results page's own action, for this search (the page the form is on, so it works without JavaScript). */
const actionFor = (requestId: string) => `/results?${new URLSearchParams({ r: requestId })}`;

/**
 * "Why not …?" on the results page: the buyer names a product they had in mind and reads where it ranked in this
 * search and why; a product the catalog lacks can be suggested to the operators. With JavaScript both forms send
 * with a fetcher and the answer appears in place; without, they are plain forms and `sent` is the page's reply.
 */
export function WhyNot({ requestId, sent }: { requestId: string; sent?: WhyNotReply }) {
  const ask = useFetcher<WhyNotReply>();
  const id = useId();
  const [name, setName] = useState(() => textValue(sent?.values.name));
  const reply = ask.data ?? (sent?.intent === "why-not" ? sent : undefined);
  const suggested = sent?.intent === "suggest-product" ? sent : undefined;
  const action = actionFor(requestId);
  const sending = ask.state !== "idle";
  // The server's schema, checked before sending: a refused name costs no request (and no 400 in the console).
  const [checkError, setCheckError] = useState<string | null>(null);
  const nameError = checkError ?? (reply && !reply.ok ? (reply.fields.name ?? null) : null);
  const formError = reply && !reply.ok && !nameError ? reply.message : null;
  const answer = reply?.ok ? reply.result : undefined;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (nameError) inputRef.current?.focus();
  }, [nameError]);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Why not …?
      </h2>
      <p className="mt-1 text-slate-700">
        Had a product in mind that is not on your list? Type its name to see where it ranked and why.
      </p>
      <ask.Form
        method="post"
        action={action}
        className="mt-3 flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(event) => {
          const checked = ProductNameSchema.safeParse(name);
          setCheckError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
          if (!checked.success) {
            event.preventDefault();
            inputRef.current?.focus();
          }
        }}
      >
        <input type="hidden" name="intent" value="why-not" />
        <input type="hidden" name="requestId" value={requestId} />
        <div className="min-w-0 flex-1 space-y-1.5 sm:max-w-sm">
          <Label htmlFor={`${id}-name`}>Product name</Label>
          <Input
            ref={inputRef}
            id={`${id}-name`}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? "Looking…" : "Why not?"}
        </Button>
      </ask.Form>
      {nameError && (
        <p id={`${id}-name-error`} className="mt-1 text-sm text-destructive">
          {nameError}
        </p>
      )}
      {formError && (
        <p role="alert" className="mt-2 text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div role="status" aria-live="polite" className="mt-4">
        {answer ? (
          <WhyNotAnswerView answer={answer} requestId={requestId} />
        ) : (
          suggested &&
          !ask.data && (
            <SuggestProduct name={textValue(suggested.values.name)} requestId={requestId} sent={suggested} />
          )
        )}
      </div>
    </section>
  );
}

function WhyNotAnswerView({ answer, requestId }: { answer: WhyNotAnswer; requestId: string }) {
  if (!answer.found) {
    return (
      <div className="space-y-2">
        <p className="font-medium text-slate-900">{answer.headline}</p>
        <SuggestProduct key={answer.typed} name={answer.typed} requestId={requestId} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {answer.brand && (
        <p className="text-slate-700">
          “{answer.brand}” names{" "}
          {answer.products.length === 1 ? "one product" : `${answer.products.length} products`} in our
          catalog:
        </p>
      )}
      {answer.products.map((p) => (
        <ProductAnswer key={p.slug} product={p} />
      ))}
    </div>
  );
}

function ProductAnswer({ product }: { product: ProductWhyNot }) {
  return (
    <article aria-label={`Why not ${product.name}`} className="rounded-lg bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{product.name}</h3>
      <p className="mt-1 text-slate-800">{product.headline}</p>
      {product.reasons.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {product.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** "Suggest adding it": stores the name and the search's kind of software for the operators. */
function SuggestProduct({ name, requestId, sent }: { name: string; requestId: string; sent?: WhyNotReply }) {
  const suggest = useFetcher<WhyNotReply>();
  const reply = suggest.data ?? sent;
  if (reply?.ok) return <p className="text-slate-800">{reply.message}</p>;
  return (
    <suggest.Form method="post" action={actionFor(requestId)} className="space-y-2">
      <input type="hidden" name="intent" value="suggest-product" />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="name" value={name} />
      <p className="text-slate-700">
        Tell us and we will look at adding it. We store only its name and the kind of software you searched
        for.
      </p>
      <Button type="submit" variant="outline" disabled={suggest.state !== "idle"}>
        {suggest.state !== "idle" ? "Sending…" : `Suggest adding ${name}`}
      </Button>
      {reply && !reply.ok && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {reply.fields.name ?? reply.message}
        </p>
      )}
    </suggest.Form>
  );
}
