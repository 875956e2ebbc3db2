/**
 * The demo backend alone, in its own process, for `BENCH_SEPARATE_API=1 npm run bench:throughput`: the app
 * server then calls it over API_BASE_URL as it calls the real backend in production, and the CPU the benchmark
 * reports is the front end's own. Listens on HOST:PORT; submissions go to DATA_DIR.
 */
import { startDemoApi } from "../demo-api/server.ts";

const demo = await startDemoApi({
  dataDir: process.env.DATA_DIR ?? ".data/bench",
  port: Number(process.env.PORT),
  host: process.env.HOST ?? "127.0.0.1",
});
process.on("SIGTERM", () => {
  void demo.close().then(() => process.exit(0));
});
