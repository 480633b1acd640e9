/** Escapes text for XML element content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );
}
