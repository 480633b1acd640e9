// The part of negotiator (the compression middleware's Accept-* parser) that json-response.server.ts uses. Declared
// here rather than by adding @types/negotiator: every checkout's node_modules would need reinstalling for typecheck.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the Accept-Encoding header, `preferred` breaking a tie of q-values. */
    encoding(available?: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
