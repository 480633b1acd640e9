/**
 * The five wizard steps of the buyer form, in order. A module of their own, without the wizard's schemas:
 * /how-it-works lists them and should not load zod for it.
 */
export const WIZARD_STEPS = [
  { key: "problem", label: "Problem" },
  { key: "business_context", label: "Business" },
  { key: "technical_requirements", label: "Technical" },
  { key: "project_parameters", label: "Project" },
  { key: "final_details", label: "Details" },
] as const;

export type WizardStepKey = (typeof WIZARD_STEPS)[number]["key"];
