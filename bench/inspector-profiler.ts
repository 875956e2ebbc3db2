/**
 * A CPU profile of another Node process over its inspector (`node --inspect=127.0.0.1:<port>`), for a window the
 * bench chooses (one page under load), not the process's whole life as `--cpu-prof` records it. The DevTools
 * protocol's Profiler domain over Node's own WebSocket client.
 */
import type { Profile } from "./profile-shares.ts";

export interface InspectorProfiler {
  start(): Promise<void>;
  stop(): Promise<Profile>;
  close(): void;
}

export async function connectProfiler(inspectPort: number): Promise<InspectorProfiler> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`No inspector target on port ${inspectPort}`);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`Could not connect to ${url}`)), { once: true });
  });
  let next = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  return {
    async start() {
      await send("Profiler.start");
    },
    async stop() {
      const { profile } = (await send("Profiler.stop")) as { profile: Profile };
      return profile;
    },
    close() {
      socket.close();
    },
  };
}
