import list from "./common-passwords.txt?raw";

let passwords: Set<string> | undefined;

/**
 * True when the password (case-insensitively) is one of the 10,000 most common passwords of 8+ characters,
 * from the bundled list (see the header of common-passwords.txt for its source and licence).
 */
export function isCommonPassword(password: string): boolean {
  passwords ??= new Set(list.split("\n").filter((line) => line !== "" && !line.startsWith("#")));
  return passwords.has(password.toLowerCase());
}
