// Sends the fuzz suite's requests: node:http over kept-alive connections (one per server for the serial targets) (cheaper per request than
// fetch, whose per-request machinery cost as much as the server's own routing in a profile).
import { Agent, request as httpRequest } from "node:http";
import type { FuzzRequest } from "./targets";

export interface FuzzResponse {
  status: number;
  body: string;
  /** The Set-Cookie lines (a session rotated by the action, as after turning two-factor off). */
  setCookies: string[];
  /** The Location header, when the answer has one. */
  location: string | undefined;
}

export interface FuzzClient {
  send(request: FuzzRequest, extraHeaders?: Record<string, string>): Promise<FuzzResponse>;
  close(): void;
}

/**
 * A client for the server at `origin` (`http://127.0.0.1:1234`). Responses are asked uncompressed (compressing them
 * is the compression middleware's business, not the endpoints' under test) and read as UTF-8 text, as a browser would.
 */
export function createFuzzClient(origin: string, { connections = 1 } = {}): FuzzClient {
  const url = new URL(origin);
  // One connection for the serial targets; `connections` for a batched target's requests in flight together.
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    send(request, extraHeaders = {}) {
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: request.method,
            path: request.path,
            headers: {
              "accept-encoding": "identity",
              ...request.headers,
              ...extraHeaders,
              ...(body ? { "content-length": String(body.length) } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString("utf8"),
                setCookies: response.headers["set-cookie"] ?? [],
                location: response.headers.location,
              }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
