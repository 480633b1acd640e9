import type { NextFunction, Request, Response } from "express";

/**
 * `compression` forwards `res.on("drain")` to its zlib stream but not `res.off("drain")`, so React Router's
 * streamed responses (`once("drain")` then `off`) pile listeners onto the stream (MaxListenersExceededWarning).
 * Installed after compression, this keeps one drain listener per response and dispatches to the pending ones.
 */
export function singleDrainListener(_req: Request, res: Response, next: NextFunction) {
  const pending = new Set<(...args: unknown[]) => void>();
  let installed = false;
  const once = res.once.bind(res);
  const off = res.off.bind(res);
  res.once = ((event: string | symbol, listener: (...args: unknown[]) => void) => {
    if (event !== "drain") return once(event, listener);
    if (!installed) {
      installed = true;
      res.on("drain", (...args: unknown[]) => {
        const listeners = [...pending];
        pending.clear();
        for (const l of listeners) l(...args);
      });
    }
    pending.add(listener);
    return res;
  }) as Response["once"];
  const remove = ((event: string | symbol, listener: (...args: unknown[]) => void) => {
    if (event === "drain" && pending.delete(listener)) return res;
    return off(event, listener);
  }) as Response["off"];
  res.off = remove;
  res.removeListener = remove;
  next();
}
