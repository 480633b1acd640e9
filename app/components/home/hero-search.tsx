import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";

/** The hero's one question: the typed problem goes on to /form as navigation state. */
export function HeroSearch() {
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState("");
  const blank = problem.trim() === "";

  // Text typed before the page finished loading is in the input but not yet in state.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setProblem(typed);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank) return;
    navigate("/form", { state: { problem: problem.trim() } });
  };

  return (
    <form onSubmit={onSubmit} className="mx-auto flex w-full max-w-2xl flex-col gap-3 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        Your business challenge
      </label>
      <Input
        ref={inputRef}
        id={id}
        name="problem"
        value={problem}
        onChange={(event) => setProblem(event.target.value)}
        placeholder="Describe your business challenge..."
        autoComplete="off"
        enterKeyHint="go"
        className="h-12 flex-1 rounded-lg px-4 text-base md:text-base"
      />
      <Button type="submit" size="lg" disabled={blank} className="h-12 shrink-0">
        Find Solutions - It's FREE
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
  );
}
