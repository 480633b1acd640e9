import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { ArrowLeft, ArrowRight, Sparkles } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import {
  businessProblemError,
  MAX_PROBLEM_LENGTH,
  MAX_SHORT_FIELD_LENGTH,
  problemTextError,
} from "~/domain/buyer/business-problem";
import {
  BUDGET_RANGES,
  BUYER_ROLES,
  COMPANY_SIZE_HINT,
  COMPANY_SIZES,
  DEPLOYMENT_MODELS,
  INDUSTRIES,
  REGIONS,
  SUGGESTED_FEATURES,
  TIMELINES,
} from "~/domain/buyer/options";
import { PREFILL_KEYS, type PrefillKey, prefillFromProblem } from "~/domain/buyer/prefill";
import {
  answersFromNavigationState,
  answersFromSearch,
  canContinue,
  EMPTY_ANSWERS,
  initialWizard,
  isBlank,
  LAST_STEP_INDEX,
  nextStep,
  previousStep,
  reachableStep,
  stepKeyAt,
  toBusinessProblem,
  WIZARD_STEPS,
  type WizardAnswers,
  type WizardStepKey,
  withWizardEntry,
  wizardEntryFromState,
} from "~/domain/buyer/wizard";
import { cn } from "~/utils/cn";
import { ChipField } from "./chip-field";
import { ChoiceQuestion } from "./choice-question";
import { SearchOverlay } from "./search-overlay";
import { submitVendorSearch } from "./vendor-matching-client";
import { WizardProgress } from "./wizard-progress";
import { newWizardId, readStoredWizards, writeStoredWizard } from "./wizard-storage";

const STEP_COPY: Record<WizardStepKey, { title: string; blocked: string }> = {
  problem: {
    title: "What business problem are you trying to solve?",
    blocked: "Describe your problem to continue.",
  },
  business_context: {
    title: "Tell us about your business",
    blocked: "Choose your industry and company size to continue.",
  },
  technical_requirements: {
    title: "What do you need from the software?",
    blocked: "Select at least one feature and one deployment model to continue.",
  },
  project_parameters: {
    title: "Tell us about your project",
    blocked: "Choose a budget range and a timeline to continue.",
  },
  final_details: {
    title: "A few final details",
    blocked: "Choose your region and your role to find matches.",
  },
};

type UpdateAnswer = <K extends keyof WizardAnswers>(key: K, value: WizardAnswers[K]) => void;

export function BuyerWizard() {
  const location = useLocation();
  const navigate = useNavigate();
  const [wizardId, setWizardId] = useState("");
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<WizardAnswers>(EMPTY_ANSWERS);
  const [finished, setFinished] = useState(false);
  const [restored, setRestored] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The server's check of the problem text, run when the buyer leaves step 1 (shown beside the field).
  const [problemError, setProblemError] = useState<string | null>(null);
  // Answers read from the problem text rather than chosen; a buyer's own choice removes the mark.
  const [prefilled, setPrefilled] = useState<ReadonlySet<PrefillKey>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLTextAreaElement>(null);
  const focusHeadingRef = useRef(false);
  const hintId = useId();

  const stepKey = stepKeyAt(step);
  const allowed = canContinue(stepKey, answers);
  const isLast = step === LAST_STEP_INDEX;
  const here = { pathname: location.pathname, search: location.search };

  // Each step is a history entry (see WizardEntry): this runs when /form opens and whenever Back or Forward moves
  // between entries. Storage and navigation state exist only in the browser, so it runs after hydration.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is the trigger
  useEffect(() => {
    const entry = wizardEntryFromState(location.state);
    if (restored && entry && entry.id === wizardId) {
      const target = reachableStep(entry.step, answers);
      if (target !== step) {
        focusHeadingRef.current = true;
        setFormError(null);
        setStep(target);
      }
      return;
    }
    if (!restored) window.scrollTo(0, 0);
    const stored = readStoredWizards();
    const start = initialWizard({
      stored,
      entry,
      incoming: answersFromNavigationState(location.state) ?? answersFromSearch(location.search),
      newId: newWizardId(),
      typedEarly: restored ? undefined : problemRef.current?.value,
    });
    if (restored) focusHeadingRef.current = true;
    setWizardId(start.id);
    setStep(start.step);
    setAnswers(start.answers);
    setPrefilled(new Set(start.prefilled));
    setFinished(stored.some((wizard) => wizard.id === start.id && wizard.finished));
    setFormError(null);
    setRestored(true);
    if (entry?.id !== start.id || entry.step !== start.step) {
      navigate(here, {
        replace: true,
        preventScrollReset: true,
        state: withWizardEntry(location.state, { id: start.id, step: start.step, pushed: false }),
      });
    }
  }, [location.key]);

  useEffect(() => {
    if (restored) writeStoredWizard({ id: wizardId, step, answers, finished, prefilled: [...prefilled] });
  }, [restored, wizardId, step, answers, finished, prefilled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger
  useEffect(() => {
    if (!focusHeadingRef.current) return;
    focusHeadingRef.current = false;
    // The new step starts at the top of the card, below the fixed header (the form's scroll margin).
    const form = formRef.current;
    if (
      form &&
      form.getBoundingClientRect().top < Number.parseFloat(getComputedStyle(form).scrollMarginTop)
    ) {
      form.scrollIntoView({ block: "start" });
    }
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const update: UpdateAnswer = (key, value) => {
    setFinished(false);
    if (key === "problem") setProblemError(null);
    setAnswers((current) => ({ ...current, [key]: value }));
    if (prefilled.has(key as PrefillKey)) {
      setPrefilled((current) => new Set([...current].filter((k) => k !== key)));
    }
  };

  // Leaving step 1: the later steps get what the problem text says, where the buyer has not chosen themselves.
  const applyPrefill = () => {
    const read = prefillFromProblem(answers.problem);
    const next = { ...answers };
    const marked = new Set<PrefillKey>();
    for (const key of PREFILL_KEYS) {
      const value = read[key];
      const mine = !isBlank(answers[key]) && !prefilled.has(key);
      if (mine) continue;
      if (value !== undefined) {
        next[key] = value;
        marked.add(key);
      } else if (prefilled.has(key)) {
        next[key] = "";
      }
    }
    setAnswers(next);
    setPrefilled(marked);
  };

  const goForward = () => {
    if (step === 0) applyPrefill();
    navigate(here, {
      preventScrollReset: true,
      state: { wizard: { id: wizardId, step: nextStep(step), pushed: true } },
    });
  };

  const goBack = () => {
    const entry = wizardEntryFromState(location.state);
    // The entry before this one is the previous step when Continue made this one; otherwise (a resumed wizard)
    // the step is changed in place, since the entry before it is another page.
    if (entry?.id === wizardId && entry.step === step && entry.pushed) {
      navigate(-1);
      return;
    }
    navigate(here, {
      replace: true,
      preventScrollReset: true,
      state: { wizard: { id: wizardId, step: previousStep(step), pushed: false } },
    });
  };

  const search = async () => {
    // The server's schema first: a search it would refuse is not sent.
    const invalid = businessProblemError(toBusinessProblem(answers));
    if (invalid) {
      setFormError(invalid);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const error = await submitVendorSearch(toBusinessProblem(answers), {
        navigate: (to, options) => navigate(to, options),
        onSuccess: () => {
          // Kept, not cleared: Back from the results shows this step with every answer.
          writeStoredWizard({ id: wizardId, step, answers, finished: true, prefilled: [...prefilled] });
          setFinished(true);
        },
      });
      setFormError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only a click (or key press) on one of this form's submit buttons counts; implicit submissions do not.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || submitter.type !== "submit") return;
    if (submitter.form !== event.currentTarget) return;
    if (submitting || !allowed) return;
    if (step === 0) {
      const error = problemTextError(answers.problem);
      setProblemError(error);
      if (error) {
        problemRef.current?.focus();
        return;
      }
    }
    if (!isLast) {
      goForward();
      return;
    }
    void search();
  };

  // Enter in a single-line field never submits the form; text areas keep Enter for new lines.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label="Find your vendor match"
        data-restored={restored || undefined}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        className="scroll-mt-20 rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-8"
      >
        <WizardProgress current={step} />

        <div className="mt-8 space-y-6">
          <div className="space-y-1">
            <p className="text-sm font-medium text-primary">
              Step {step + 1} of {WIZARD_STEPS.length}
            </p>
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight text-slate-900 outline-none sm:text-2xl"
            >
              {STEP_COPY[stepKey].title}
            </h2>
          </div>

          <StepFields
            stepKey={stepKey}
            answers={answers}
            prefilled={prefilled}
            update={update}
            problemRef={problemRef}
            problemError={problemError}
          />

          {formError && (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {formError}
            </div>
          )}
        </div>

        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 0 ? (
            <Button type="button" variant="outline" size="lg" disabled={submitting} onClick={goBack}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : (
            <span aria-hidden="true" className="hidden sm:block" />
          )}
          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            {isLast ? (
              <Button
                key="find"
                ref={submitRef}
                type="submit"
                size="lg"
                disabled={!allowed || submitting}
                aria-describedby={allowed ? undefined : hintId}
              >
                <Sparkles aria-hidden="true" />
                {submitting ? "Processing..." : "Find Matches - It's FREE"}
              </Button>
            ) : (
              <Button
                key={`continue-${step}`}
                type="submit"
                size="lg"
                disabled={!allowed}
                aria-describedby={allowed ? undefined : hintId}
              >
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
            {!allowed && (
              <p id={hintId} className="text-center text-xs text-muted-foreground sm:text-right">
                {STEP_COPY[stepKey].blocked}
              </p>
            )}
          </div>
        </div>
      </form>
      <SearchOverlay open={submitting} returnFocusTo={submitRef} />
    </>
  );
}

function StepFields({
  stepKey,
  answers,
  prefilled,
  update,
  problemRef,
  problemError,
}: {
  stepKey: WizardStepKey;
  answers: WizardAnswers;
  prefilled: ReadonlySet<PrefillKey>;
  update: UpdateAnswer;
  problemRef: RefObject<HTMLTextAreaElement | null>;
  problemError: string | null;
}) {
  switch (stepKey) {
    case "problem":
      return (
        <ProblemField
          ref={problemRef}
          value={answers.problem}
          error={problemError}
          onChange={(value) => update("problem", value)}
        />
      );
    case "business_context":
      return (
        <div className="space-y-8">
          <IndustryField
            value={answers.industry}
            prefilled={prefilled.has("industry")}
            onChange={(value) => update("industry", value)}
          />
          <ChoiceQuestion
            title="Company size"
            description={COMPANY_SIZE_HINT}
            options={COMPANY_SIZES}
            value={answers.company_size}
            prefilled={prefilled.has("company_size")}
            onChange={(value) => update("company_size", value)}
          />
        </div>
      );
    case "technical_requirements":
      return (
        <div className="space-y-8">
          <ChipField
            title="Features you need"
            description="Pick all that apply, or add your own."
            presets={SUGGESTED_FEATURES}
            values={answers.features}
            onChange={(value) => update("features", value)}
            noun="feature"
            placeholder="e.g. Payroll export"
          />
          <ChipField
            title="Deployment models"
            description="How should the software run? Pick one or more."
            presets={DEPLOYMENT_MODELS}
            values={answers.deployment_model}
            onChange={(value) => update("deployment_model", value)}
            noun="deployment model"
            placeholder="e.g. Private cloud"
          />
        </div>
      );
    case "project_parameters":
      return (
        <div className="space-y-8">
          <ChoiceQuestion
            title="Budget range"
            options={BUDGET_RANGES}
            value={answers.budget_range}
            prefilled={prefilled.has("budget_range")}
            onChange={(value) => update("budget_range", value)}
            layout="grid"
          />
          <ChoiceQuestion
            title="Timeline"
            description="When do you want the solution in place?"
            options={TIMELINES}
            value={answers.timeline}
            onChange={(value) => update("timeline", value)}
          />
        </div>
      );
    case "final_details":
      return (
        <div className="space-y-8">
          <ChoiceQuestion
            title="Region focus"
            description="Where do you need the vendor to operate?"
            options={REGIONS}
            value={answers.region_focus}
            onChange={(value) => update("region_focus", value)}
          />
          <ChoiceQuestion
            title="Your role"
            options={BUYER_ROLES}
            value={answers.buyer_role}
            onChange={(value) => update("buyer_role", value)}
            layout="grid"
          />
        </div>
      );
  }
}

function ProblemField({
  ref,
  value,
  error,
  onChange,
}: {
  ref: RefObject<HTMLTextAreaElement | null>;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  // maxLength cuts a longer paste without a word; the field says so instead.
  const [cut, setCut] = useState<number | null>(null);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData("text").length;
    const kept = field.value.length - (field.selectionEnd - field.selectionStart);
    setCut(kept + pasted > MAX_PROBLEM_LENGTH ? kept + pasted - MAX_PROBLEM_LENGTH : null);
  };
  const near = value.length >= MAX_PROBLEM_LENGTH * 0.9;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Describe your business problem</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        In your own words: what slows you down, what you have tried, what a good outcome looks like. The more
        detail, the better the matches.
      </p>
      <Textarea
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => {
          if (event.target.value.length < MAX_PROBLEM_LENGTH) setCut(null);
          onChange(event.target.value);
        }}
        onPaste={onPaste}
        rows={6}
        maxLength={MAX_PROBLEM_LENGTH}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        placeholder="e.g. Our sales team loses track of leads across spreadsheets and email."
        className="min-h-40"
      />
      <p
        id={`${id}-count`}
        className={cn("text-right text-xs", near ? "font-medium text-amber-800" : "text-muted-foreground")}
      >
        {value.length.toLocaleString("en-GB")} / {MAX_PROBLEM_LENGTH.toLocaleString("en-GB")} characters
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {cut !== null && (
        <p role="alert" className="text-sm font-medium text-red-800">
          Your text was cut at {MAX_PROBLEM_LENGTH.toLocaleString("en-GB")} characters: the last{" "}
          {cut.toLocaleString("en-GB")} did not fit. Shorten it to what matters most for the match.
        </p>
      )}
    </div>
  );
}

/** Industry: a preset choice, or a typed value (Enter sets it). The input always shows the current industry. */
function IndustryField({
  value,
  prefilled,
  onChange,
}: {
  value: string;
  prefilled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const presetValue = (INDUSTRIES as readonly string[]).includes(value) ? value : "";
  const commit = (raw: string) => {
    const trimmed = raw.trim();
    const preset = INDUSTRIES.find(
      (industry) => industry.toLocaleLowerCase() === trimmed.toLocaleLowerCase(),
    );
    onChange(preset ?? trimmed);
  };
  return (
    <ChoiceQuestion
      title="Industry"
      description="Choose one, or type your own below."
      options={INDUSTRIES}
      value={presetValue}
      onChange={onChange}
      layout="wrap"
      prefilled={prefilled}
    >
      <div className="space-y-2 pt-1">
        <Label htmlFor={id}>Or type your industry</Label>
        <Input
          id={id}
          value={value}
          maxLength={MAX_SHORT_FIELD_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          placeholder="e.g. Biotech"
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            event.preventDefault();
            commit(event.currentTarget.value);
          }}
          onBlur={(event) => commit(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Press Enter to use it.
        </p>
      </div>
    </ChoiceQuestion>
  );
}
