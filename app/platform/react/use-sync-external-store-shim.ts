// React 19 has useSyncExternalStore; libraries that still import the shim get React's own (smaller bundle).
export { useSyncExternalStore } from "react";
