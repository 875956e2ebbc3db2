import type { Config } from "@react-router/dev/config";

/** The throughput baseline: an empty React Router page in framework mode, server-rendered (bench/throughput.ts). */
export default { ssr: true } satisfies Config;
