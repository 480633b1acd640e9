import {
  parseStoredWizards,
  rememberWizard,
  type StoredWizard,
  serializeWizards,
  WIZARD_STORAGE_KEY,
} from "~/domain/buyer/wizard";

// Storage can be unavailable (privacy modes, quotas); the wizard then simply does not survive a reload or Back.

export function readStoredWizards(): StoredWizard[] {
  try {
    return parseStoredWizards(window.sessionStorage.getItem(WIZARD_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function writeStoredWizard(wizard: StoredWizard): void {
  try {
    const wizards = rememberWizard(readStoredWizards(), wizard);
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, serializeWizards(wizards));
  } catch {
    // ignored on purpose: see above
  }
}

/** A per-tab id for a new wizard; not a secret, so Math.random is enough (randomUUID needs a secure context). */
export function newWizardId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
