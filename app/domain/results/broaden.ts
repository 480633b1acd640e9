import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { joinNames } from "./format";

/** Budget answers that already leave the budget open. */
const OPEN_BUDGETS = ["A budget hasn't been formally assigned yet", "Prefer not to say"];
/** Above this many requested features, dropping some is worth suggesting. */
const MANY_FEATURES = 3;

/** Concrete ways to widen a search that found nothing, from what the buyer actually asked. */
export function broadenSuggestions(problem: BusinessProblem): string[] {
  const out: string[] = [];
  out.push(
    "Describe the problem in everyday words (what you need done), not a product name or a long list of requirements.",
  );
  if (problem.features.length > MANY_FEATURES) {
    out.push(
      `Keep only your must-have features: you asked for ${problem.features.length}, and each one narrows the list.`,
    );
  } else if (problem.features.length > 0) {
    out.push(
      `Check that the features you asked for (${joinNames(problem.features)}) are ones you truly need.`,
    );
  }
  if (problem.deployment_model.length > 0) {
    out.push(
      `Allow more deployment models: you asked for ${joinNames(problem.deployment_model)}, which rules out vendors that don't offer it.`,
    );
  }
  if (problem.region_focus && problem.region_focus !== "Global") {
    out.push(
      `Widen your region: you chose ${problem.region_focus}; "Global" includes vendors that sell worldwide.`,
    );
  }
  if (problem.budget_range && !OPEN_BUDGETS.includes(problem.budget_range)) {
    out.push(
      `Loosen the budget (${problem.budget_range}), or choose "A budget hasn't been formally assigned yet".`,
    );
  }
  if (problem.company_size) {
    out.push(
      `Try without the company size (${problem.company_size}); many vendors don't say whom they target.`,
    );
  }
  return out;
}
