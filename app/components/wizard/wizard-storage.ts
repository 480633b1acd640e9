import {
  parseStoredWizard,
  type StoredWizard,
  serializeWizard,
  WIZARD_STORAGE_KEY,
} from "~/domain/buyer/wizard";

// Storage can be unavailable (privacy modes, quotas); the wizard then simply does not survive a reload.

export function readStoredWizard(): StoredWizard | null {
  try {
    return parseStoredWizard(window.sessionStorage.getItem(WIZARD_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStoredWizard(state: StoredWizard): void {
  try {
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, serializeWizard(state));
  } catch {
    // ignored on purpose: see above
  }
}

export function clearStoredWizard(): void {
  try {
    window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // ignored on purpose: see above
  }
}
