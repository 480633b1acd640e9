import vocabularyJson from "../../../catalog/vocabulary.json";
import { parseVocabulary, type Vocabulary } from "./vocabulary";

let cached: Vocabulary | null = null;

/** The default capability vocabulary (catalog/vocabulary.json), validated once and then reused. */
export function defaultVocabulary(): Vocabulary {
  cached ??= parseVocabulary(vocabularyJson);
  return cached;
}
